import { Injectable } from '@nestjs/common';
import { prepared, queryPrepared } from '../../infra/database/prepared';
import { returnedRows, Tx } from '../../infra/database/transaction';
import type { RollInputs, RollOutcome } from '../../game/fairness.rules';

/** A `player_seeds` row as node-postgres gives it (bigint id as a string). */
export interface SeedRow {
  id: string;
  user_id: string;
  server_seed: Buffer;
  commitment: string;
  client_seed: string;
  nonce: number;
  created_at: Date;
  revealed_at: Date | null;
}

/** A `roll_proofs` row, with its seed's reveal state. */
export interface ProofRow {
  id: string;
  user_id: string;
  other_user_id: string | null;
  seed_id: string;
  commitment: string;
  client_seed: string;
  nonce: number;
  kind: RollInputs['kind'];
  reference: string;
  draws: number;
  rule_version: string;
  inputs: RollInputs;
  outcome: RollOutcome;
  created_at: Date;
  /** The seed, only once revealed. */
  server_seed: Buffer | null;
  revealed_at: Date | null;
}

/** What one roll stores. */
export interface ProofRecord {
  id: string;
  userId: string;
  otherUserId: string | null;
  seedId: string;
  commitment: string;
  clientSeed: string;
  nonce: number;
  kind: RollInputs['kind'];
  reference: string;
  draws: number;
  ruleVersion: string;
  inputs: RollInputs;
  outcome: RollOutcome;
  createdAt: Date;
}

const SEED_COLUMNS = 'id, user_id, server_seed, commitment, client_seed, nonce, created_at, revealed_at';
/** The user's current seed (also run by the bench's bare servers). */
export const CURRENT_SEED_SQL = `SELECT ${SEED_COLUMNS} FROM player_seeds WHERE user_id = $1 AND revealed_at IS NULL`;
const CURRENT = prepared(CURRENT_SEED_SQL);
/** Commits a user's first seed: $1 user, $2 server seed, $3 commitment, $4 client seed. */
export const CREATE_SEED_SQL = `
  INSERT INTO player_seeds (user_id, server_seed, commitment, client_seed) VALUES ($1, $2, $3, $4)
  ON CONFLICT (user_id) WHERE revealed_at IS NULL DO NOTHING`;
const CREATE = prepared(CREATE_SEED_SQL);
const RESERVE = prepared(`
  UPDATE player_seeds SET nonce = nonce + 1 WHERE user_id = $1 AND revealed_at IS NULL
  RETURNING id, user_id, server_seed, commitment, client_seed, nonce - 1 AS nonce, created_at, revealed_at`);
const PROOF_VALUES = `$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14`;
const PROOF_COLUMNS = `id, user_id, other_user_id, seed_id, commitment, client_seed, nonce, kind, reference, draws,
  rule_version, inputs, outcome, created_at`;
/**
 * The hot path's one statement: takes the planned nonce of the current seed, only if the seed is
 * still current, the nonce still the one planned and the stored seed still hashes to its commitment,
 * and stores the proof. No row: the caller reserves under a lock and plays again.
 */
export const TAKE_AND_RECORD_SQL = `
  WITH taken AS (
    UPDATE player_seeds SET nonce = nonce + 1
     WHERE id = $4 AND nonce = $7 AND revealed_at IS NULL AND client_seed = $6
       AND commitment = encode(sha256(server_seed), 'hex')
    RETURNING id
  )
  INSERT INTO roll_proofs (${PROOF_COLUMNS})
  SELECT ${PROOF_VALUES} FROM taken
  RETURNING id`;
const TAKE_AND_RECORD = prepared(TAKE_AND_RECORD_SQL);
const RECORD = prepared(`INSERT INTO roll_proofs (${PROOF_COLUMNS}) VALUES (${PROOF_VALUES})`);
const PROOF = prepared(`
  SELECT p.id, p.user_id, p.other_user_id, p.seed_id, p.commitment, p.client_seed, p.nonce, p.kind, p.reference,
         p.draws, p.rule_version, p.inputs, p.outcome, p.created_at, s.revealed_at,
         CASE WHEN s.revealed_at IS NULL THEN NULL ELSE s.server_seed END AS server_seed
    FROM roll_proofs p JOIN player_seeds s ON s.id = p.seed_id
   WHERE p.id = $1 AND (p.user_id = $2 OR p.other_user_id = $2)`);
const RECENT_PROOFS = prepared(`
  SELECT p.id, p.kind, p.reference, p.nonce, p.draws, p.created_at, p.commitment, s.revealed_at
    FROM roll_proofs p JOIN player_seeds s ON s.id = p.seed_id
   WHERE p.user_id = $1 ORDER BY p.created_at DESC LIMIT $2`);
const SEEDS = prepared(`
  SELECT s.id, s.user_id, s.commitment, s.client_seed, s.nonce, s.created_at, s.revealed_at,
         CASE WHEN s.revealed_at IS NULL THEN NULL ELSE s.server_seed END AS server_seed,
         (SELECT count(*)::int FROM roll_proofs p WHERE p.seed_id = s.id) AS rolls
    FROM player_seeds s WHERE s.user_id = $1 ORDER BY s.id DESC LIMIT $2`);

/** A recent roll as the check page lists it. */
export interface RecentProofRow {
  id: string;
  kind: RollInputs['kind'];
  reference: string;
  nonce: number;
  draws: number;
  created_at: Date;
  commitment: string;
  revealed_at: Date | null;
}

/** A seed in a player's history (the server seed only once revealed), with its roll count. */
export type SeedHistoryRow = Omit<SeedRow, 'server_seed'> & { server_seed: Buffer | null; rolls: number };

/**
 * Every query of the provably fair seeds and proofs (issue 29). Seeds are only ever created,
 * their nonce advanced or their client seed changed while current, and revealed once; proofs are
 * only inserted.
 */
@Injectable()
export class FairnessRepository {
  constructor(private readonly tx: Tx) {}

  /** The user's current seed, or null. */
  async current(userId: string): Promise<SeedRow | null> {
    const [row] = await queryPrepared<SeedRow>(this.tx, CURRENT, [userId]);
    return row ?? null;
  }

  /** Creates the user's current seed unless one exists (a concurrent create wins quietly). */
  async create(userId: string, serverSeed: Buffer, commitment: string, clientSeed: string): Promise<void> {
    await queryPrepared(this.tx, CREATE, [userId, serverSeed, commitment, clientSeed]);
  }

  /**
   * Locks the current seed and takes its nonce (caller's transaction; a rollback gives it back).
   * @returns the seed with the taken nonce, or null when the user has none
   */
  async reserve(userId: string): Promise<SeedRow | null> {
    const [row] = await queryPrepared<SeedRow>(this.tx, RESERVE, [userId]);
    return row ?? null;
  }

  /**
   * Takes the planned nonce and stores the proof in one statement (caller's transaction).
   * @returns false when the seed moved on (another roll, a rotation, a new client seed, a seed that no
   *   longer matches its commitment): nothing was written
   */
  async takeAndRecord(proof: ProofRecord): Promise<boolean> {
    const rows = await queryPrepared(this.tx, TAKE_AND_RECORD, proofValues(proof));
    return rows.length === 1;
  }

  /** Stores a proof whose nonce was reserved (`reserve`) in the same transaction. */
  async record(proof: ProofRecord): Promise<void> {
    await queryPrepared(this.tx, RECORD, proofValues(proof));
  }

  /** A proof the user rolled or was the other side of, with the seed once revealed. */
  async proof(id: string, userId: string): Promise<ProofRow | null> {
    const [row] = await queryPrepared<ProofRow>(this.tx, PROOF, [id, userId]);
    return row ?? null;
  }

  /** The user's latest rolls, newest first. */
  recentProofs(userId: string, limit: number): Promise<RecentProofRow[]> {
    return queryPrepared<RecentProofRow>(this.tx, RECENT_PROOFS, [userId, limit]);
  }

  /** The user's seeds, newest first: the current one (seed hidden) and the revealed ones. */
  seeds(userId: string, limit: number): Promise<SeedHistoryRow[]> {
    return queryPrepared<SeedHistoryRow>(this.tx, SEEDS, [userId, limit]);
  }

  /**
   * Reveals the current seed and commits a new one (caller's transaction; the reveal locks the row,
   * so a roll in flight finishes on the old seed or starts on the new one).
   * @returns the revealed row, or null when the user had none
   */
  async rotate(userId: string, next: { serverSeed: Buffer; commitment: string }): Promise<SeedRow | null> {
    const [revealed] = returnedRows<SeedRow>(
      await this.tx.tx.query(
        `UPDATE player_seeds SET revealed_at = now() WHERE user_id = $1 AND revealed_at IS NULL
         RETURNING ${SEED_COLUMNS}`,
        [userId],
      ),
    );
    if (!revealed) return null;
    await this.create(userId, next.serverSeed, next.commitment, revealed.client_seed);
    return revealed;
  }

  /** Sets the current seed's client seed. @returns false when the user has no current seed */
  async setClientSeed(userId: string, clientSeed: string): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.tx.tx.query(
        `UPDATE player_seeds SET client_seed = $2 WHERE user_id = $1 AND revealed_at IS NULL RETURNING id`,
        [userId, clientSeed],
      ),
    );
    return rows.length > 0;
  }
}

/** The parameters of `TAKE_AND_RECORD_SQL` and the proof insert, in order. */
export function proofValues(proof: ProofRecord): unknown[] {
  return [
    proof.id,
    proof.userId,
    proof.otherUserId,
    proof.seedId,
    proof.commitment,
    proof.clientSeed,
    proof.nonce,
    proof.kind,
    proof.reference,
    proof.draws,
    proof.ruleVersion,
    JSON.stringify(proof.inputs),
    JSON.stringify(proof.outcome),
    proof.createdAt,
  ];
}
