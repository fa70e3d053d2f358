import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import { CharacterEntity } from '../character/character.entity';
import { BloodContractEntity, BloodContractStatus } from './blood-contract.entity';
import type { ContractResultDto } from './blood-contracts.dto';
import { isSerialId } from '../../infra/database/serial-id';

/** An open contract with the names the list shows. */
export interface OpenContractRow {
  id: number;
  poster_user_id: string;
  poster_name: string;
  target_user_id: string;
  target_name: string;
  target_level: number;
  reward: string;
  status: BloodContractStatus;
  expires_at: Date;
  created_at: Date;
}

@Injectable()
export class BloodContractsRepository {
  constructor(private readonly tx: Tx) {}

  private get contracts() {
    return this.tx.tx.getRepository(BloodContractEntity);
  }

  async create(
    values: Pick<BloodContractEntity, 'posterCharacterId' | 'targetCharacterId' | 'reward' | 'expiresAt'>,
  ): Promise<BloodContractEntity> {
    return this.contracts.save(this.contracts.create({ ...values, status: 'open' }));
  }

  /** The contract row locked FOR UPDATE until the transaction ends: its status changes once. */
  async lockById(id: number): Promise<BloodContractEntity | null> {
    if (!isSerialId(id)) return null;
    return this.contracts.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  findById(id: number): Promise<BloodContractEntity | null> {
    return this.contracts.findOneBy({ id });
  }

  findCharacterByUserId(userId: string): Promise<CharacterEntity | null> {
    return this.tx.tx.getRepository(CharacterEntity).findOneBy({ userId });
  }

  /** Ends an open contract (row locked by the caller). */
  async close(
    id: number,
    status: Exclude<BloodContractStatus, 'open'>,
    now: Date,
    completion?: { assassinCharacterId: number; result: ContractResultDto },
  ): Promise<void> {
    await this.contracts.update(
      { id },
      {
        status,
        closedAt: now,
        assassinCharacterId: completion?.assassinCharacterId ?? null,
        result: completion?.result ?? null,
      },
    );
  }

  /** Open, unexpired contracts with poster and target names, newest first. */
  openContracts(now: Date, limit: number): Promise<OpenContractRow[]> {
    return this.tx.tx.query(
      `SELECT b.id, pc.user_id AS poster_user_id, COALESCE(pu.username, pu.display_name) AS poster_name,
              tc.user_id AS target_user_id, COALESCE(tu.username, tu.display_name) AS target_name, tc.level AS target_level,
              b.reward, b.status, b.expires_at, b.created_at
         FROM blood_contracts b
         JOIN characters pc ON pc.id = b.poster_character_id JOIN users pu ON pu.id = pc.user_id
         JOIN characters tc ON tc.id = b.target_character_id JOIN users tu ON tu.id = tc.user_id
        WHERE b.status = 'open' AND b.expires_at > $1
        ORDER BY b.created_at DESC, b.id DESC LIMIT $2`,
      [now, limit],
    );
  }

  /** Ids of the open contracts a character posted or is the target of (account erasure, issue 26). */
  async openOfCharacter(characterId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.tx.tx.query(
      `SELECT id FROM blood_contracts WHERE status = 'open' AND (poster_character_id = $1 OR target_character_id = $1) ORDER BY id`,
      [characterId],
    );
    return rows.map((row) => Number(row.id));
  }

  /** Every open contract, due or not (boot reconciler of the expiry jobs). */
  findOpen(): Promise<Pick<BloodContractEntity, 'id' | 'expiresAt'>[]> {
    return this.contracts.find({ select: { id: true, expiresAt: true }, where: { status: 'open' } });
  }

  /** User id of a character. */
  async userIdOf(characterId: number): Promise<string | null> {
    const rows: { user_id: string }[] = await this.tx.tx.query(
      `SELECT user_id FROM characters WHERE id = $1`,
      [characterId],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Character id of a user, or null before account setup. */
  async characterIdOf(userId: string): Promise<number | null> {
    const rows: { id: number }[] = await this.tx.tx.query(`SELECT id FROM characters WHERE user_id = $1`, [
      userId,
    ]);
    return rows[0]?.id ?? null;
  }

  /** The poster's user id and the target's display name (the expiry notification). */
  async partiesOf(
    contract: Pick<BloodContractEntity, 'posterCharacterId' | 'targetCharacterId'>,
  ): Promise<{ posterUserId: string | null; targetName: string }> {
    const rows: { poster_user_id: string | null; target_name: string | null }[] = await this.tx.tx.query(
      `SELECT (SELECT user_id FROM characters WHERE id = $1) AS poster_user_id,
              (SELECT COALESCE(u.username, u.display_name) FROM characters c JOIN users u ON u.id = c.user_id WHERE c.id = $2) AS target_name`,
      [contract.posterCharacterId, contract.targetCharacterId],
    );
    return { posterUserId: rows[0]?.poster_user_id ?? null, targetName: rows[0]?.target_name ?? '' };
  }
}
