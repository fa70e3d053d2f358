import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
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

  /** Characters by id, locked FOR UPDATE in ascending id order (DESIGN.md section 4). */
  lockCharacters(ids: number[]): Promise<CharacterEntity[]> {
    return this.tx.tx
      .getRepository(CharacterEntity)
      .find({ where: { id: In(ids) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  findCharacterByUserId(userId: string): Promise<CharacterEntity | null> {
    return this.tx.tx.getRepository(CharacterEntity).findOneBy({ userId });
  }

  /** Display names (username, else display name) by user id. */
  async names(userIds: string[]): Promise<Map<string, string>> {
    const rows: { id: string; name: string }[] = await this.tx.tx.query(
      `SELECT id, COALESCE(username, display_name) AS name FROM users WHERE id = ANY($1::uuid[])`,
      [userIds],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
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

  /** Stores an executor's final HP and counts the contract fight as a won or lost fight. Row locked by the caller. */
  async recordFighter(characterId: number, hp: number, now: Date, won: boolean): Promise<void> {
    await this.tx.tx.query(
      `UPDATE characters SET hp = $2, hp_updated_at = $3, fights_won = fights_won + $4, fights_lost = fights_lost + $5 WHERE id = $1`,
      [characterId, hp, now, won ? 1 : 0, won ? 0 : 1],
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
}
