import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { CommittedSeed, commitmentOf, RandomSource, SeededStream } from '../../common/random';
import { FAIRNESS_RULE_VERSION, type RollInputs, type RollOutcome } from '../../game/fairness.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import {
  AdminFairnessDto,
  FairnessRefDto,
  FairnessStateDto,
  RollProofDto,
  RotateResultDto,
  SeedDto,
} from './fairness.dto';
import { FairnessErrorCode, fairnessError } from './fairness.errors';
import { FairnessMetrics } from './fairness-metrics';
import { FairnessRepository, SeedHistoryRow, SeedRow } from './fairness.repository';

const LIST_SIZE = 20;
const ADMIN_LIST_SIZE = 100;

/** The seed and nonce one roll is drawn from. */
export interface RollTicket {
  seedId: string;
  nonce: number;
  seed: CommittedSeed;
}

/** What a planned roll stores as its proof. */
export interface RollProofContent {
  reference: string;
  /** The other side of a fight or contract, who may read the proof too. */
  otherUserId: string | null;
  draws: number;
  inputs: RollInputs;
  outcome: RollOutcome;
}

/**
 * Provably fair rolls (issue 29): each player's committed server seed, client seed and nonce; the
 * stream of a roll; the proof stored with every roll that moves value; rotation, which reveals the
 * old seed and commits a new one. Seeds are never changed once committed: a roll whose stored seed
 * no longer hashes to its commitment is refused (SEED_COMMITMENT_MISMATCH) and nothing is written.
 */
@Injectable()
export class FairnessService {
  constructor(
    private readonly seeds: FairnessRepository,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly tx: Tx,
    private readonly metrics: FairnessMetrics,
  ) {}

  /** The seed and nonce the user's next roll will use (a seed is committed on first need). */
  async ticket(userId: string): Promise<RollTicket> {
    return ticketOf(await this.currentSeed(userId));
  }

  /** The draws of a ticket. @throws SEED_COMMITMENT_MISMATCH */
  stream(ticket: RollTicket): SeededStream {
    this.assertCommitted(ticket);
    return this.random.stream(ticket.seed, ticket.nonce);
  }

  /**
   * Locks the user's seed and takes its next nonce, in the caller's transaction (rolls played inside
   * the transaction: blood contracts). @throws SEED_COMMITMENT_MISMATCH
   */
  async reserve(userId: string): Promise<RollTicket> {
    let row = await this.seeds.reserve(userId);
    if (!row) {
      await this.currentSeed(userId);
      row = await this.seeds.reserve(userId);
    }
    const ticket = ticketOf(row!);
    this.assertCommitted(ticket);
    return ticket;
  }

  /**
   * Records a roll planned on `ticket` before the lock, in the caller's transaction: one statement
   * takes the nonce and stores the proof when the seed is still where the plan found it. Otherwise
   * (another roll, a rotation or a new client seed in between) the seed is locked, its next nonce
   * taken, the roll played again with `replan` and that proof stored.
   * @returns the roll as recorded (the plan, or the new one) with its proof reference
   * @throws SEED_COMMITMENT_MISMATCH (nothing is written: the caller's transaction rolls back)
   */
  async record<P>(
    userId: string,
    ticket: RollTicket,
    planned: P,
    replan: (ticket: RollTicket) => P,
    proofOf: (planned: P) => RollProofContent,
  ): Promise<{ planned: P; fairness: FairnessRefDto }> {
    const id = randomUUID();
    if (await this.seeds.takeAndRecord(this.proofRecord(id, userId, ticket, proofOf(planned))))
      return { planned, fairness: refOf(id, ticket, proofOf(planned)) };
    const reserved = await this.reserve(userId);
    const again = replan(reserved);
    const content = proofOf(again);
    await this.seeds.record(this.proofRecord(id, userId, reserved, content));
    return { planned: again, fairness: refOf(id, reserved, content) };
  }

  /** Stores the proof of a roll made on a ticket from `reserve` (same transaction). */
  async recordReserved(
    userId: string,
    ticket: RollTicket,
    content: RollProofContent,
  ): Promise<FairnessRefDto> {
    const id = randomUUID();
    await this.seeds.record(this.proofRecord(id, userId, ticket, content));
    return refOf(id, ticket, content);
  }

  /** `GET /api/fairness`: the current commitment, client seed and nonce, revealed seeds and recent rolls. */
  async getState(userId: string): Promise<FairnessStateDto> {
    const current = await this.currentSeed(userId);
    const [history, recent] = await Promise.all([
      this.seeds.seeds(userId, LIST_SIZE + 1),
      this.seeds.recentProofs(userId, LIST_SIZE),
    ]);
    return {
      commitment: current.commitment,
      clientSeed: current.client_seed,
      nonce: current.nonce,
      committedAt: current.created_at.toISOString(),
      ruleVersion: FAIRNESS_RULE_VERSION,
      revealedSeeds: history
        .filter((row) => row.revealed_at)
        .slice(0, LIST_SIZE)
        .map(toSeedDto),
      recentRolls: recent.map((row) => ({
        proofId: row.id,
        kind: row.kind,
        reference: row.reference,
        nonce: row.nonce,
        draws: row.draws,
        commitment: row.commitment,
        revealed: row.revealed_at !== null,
        createdAt: row.created_at.toISOString(),
      })),
    };
  }

  /** `PUT /api/fairness/client-seed`: the next rolls use this client seed (the nonce goes on). */
  async setClientSeed(userId: string, clientSeed: string): Promise<FairnessStateDto> {
    await this.currentSeed(userId);
    await this.seeds.setClientSeed(userId, clientSeed);
    return this.getState(userId);
  }

  /**
   * `POST /api/fairness/rotate`: reveals the current server seed and commits a new one (32 bytes
   * from the OS generator); the nonce starts again at 0 and the client seed is kept.
   * @throws SEED_COMMITMENT_MISMATCH when the stored seed does not match what was committed
   */
  async rotate(userId: string): Promise<RotateResultDto> {
    await this.currentSeed(userId);
    const serverSeed = this.random.newServerSeed();
    const revealed = await inRetriedTransaction(this.tx, () =>
      this.seeds.rotate(userId, { serverSeed, commitment: commitmentOf(serverSeed) }),
    );
    if (!revealed) throw commonError(CommonErrorCode.NOT_FOUND);
    await this.metrics.seedRotated();
    return {
      revealedServerSeed: revealed.server_seed.toString('hex'),
      revealedCommitment: revealed.commitment,
      revealedNonce: revealed.nonce,
      state: await this.getState(userId),
    };
  }

  /**
   * `GET /api/fairness/proofs/{proofId}`: a roll's inputs and outcome, with the server seed once
   * revealed; readable by the player who rolled and the other side of a fight or contract.
   * @throws PROOF_NOT_FOUND
   */
  async getProof(userId: string, proofId: string): Promise<RollProofDto> {
    const row = await this.seeds.proof(proofId, userId);
    if (!row) throw fairnessError(FairnessErrorCode.PROOF_NOT_FOUND);
    return {
      proofId: row.id,
      kind: row.kind,
      reference: row.reference,
      commitment: row.commitment,
      clientSeed: row.client_seed,
      nonce: row.nonce,
      draws: row.draws,
      ruleVersion: row.rule_version,
      inputs: row.inputs as unknown as Record<string, unknown>,
      outcome: row.outcome as unknown as Record<string, unknown>,
      serverSeed: row.server_seed ? row.server_seed.toString('hex') : null,
      revealedAt: row.revealed_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
    };
  }

  /** `GET /api/admin/users/{userId}/fairness`: a player's seeds, read only; the current server seed stays hidden. */
  async adminSeeds(userId: string): Promise<AdminFairnessDto> {
    const rows = await this.seeds.seeds(userId, ADMIN_LIST_SIZE);
    return { userId, seeds: rows.map(toSeedDto) };
  }

  private async currentSeed(userId: string): Promise<SeedRow> {
    const found = await this.seeds.current(userId);
    if (found) return found;
    const serverSeed = this.random.newServerSeed();
    await this.seeds.create(userId, serverSeed, commitmentOf(serverSeed), this.random.newClientSeed());
    const created = await this.seeds.current(userId);
    if (!created) throw fairnessError(FairnessErrorCode.USER_NOT_FOUND);
    return created;
  }

  private assertCommitted(ticket: RollTicket): void {
    if (commitmentOf(ticket.seed.serverSeed) !== ticket.seed.commitment) {
      this.metrics.rollRefused();
      throw commonError(CommonErrorCode.SEED_COMMITMENT_MISMATCH);
    }
  }

  private proofRecord(id: string, userId: string, ticket: RollTicket, content: RollProofContent) {
    return {
      id,
      userId,
      otherUserId: content.otherUserId,
      seedId: ticket.seedId,
      commitment: ticket.seed.commitment,
      clientSeed: ticket.seed.clientSeed,
      nonce: ticket.nonce,
      kind: content.inputs.kind,
      reference: content.reference,
      draws: content.draws,
      ruleVersion: FAIRNESS_RULE_VERSION,
      inputs: content.inputs,
      outcome: content.outcome,
      createdAt: this.clock.now(),
    };
  }
}

function ticketOf(row: SeedRow): RollTicket {
  return {
    seedId: String(row.id),
    nonce: row.nonce,
    seed: { serverSeed: row.server_seed, commitment: row.commitment.trim(), clientSeed: row.client_seed },
  };
}

function refOf(id: string, ticket: RollTicket, content: RollProofContent): FairnessRefDto {
  return {
    proofId: id,
    commitment: ticket.seed.commitment,
    clientSeed: ticket.seed.clientSeed,
    nonce: ticket.nonce,
    draws: content.draws,
    ruleVersion: FAIRNESS_RULE_VERSION,
  };
}

function toSeedDto(row: SeedHistoryRow): SeedDto {
  return {
    commitment: row.commitment,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    createdAt: row.created_at.toISOString(),
    revealedAt: row.revealed_at?.toISOString() ?? null,
    serverSeed: row.server_seed ? row.server_seed.toString('hex') : null,
    rolls: row.rolls,
  };
}
