import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import { UserEntity } from '../auth/user.entity';
import { CharacterEntity } from './character.entity';

/** A character with the account fields shown beside it. */
export interface CharacterWithUser {
  character: CharacterEntity;
  user: UserEntity;
}

@Injectable()
export class CharacterRepository {
  constructor(private readonly tx: Tx) {}

  private get characters() {
    return this.tx.tx.getRepository(CharacterEntity);
  }

  async create(
    values: Pick<CharacterEntity, 'userId' | 'hp' | 'energy' | 'hpUpdatedAt' | 'energyUpdatedAt'>,
  ): Promise<CharacterEntity> {
    return this.characters.save(this.characters.create(values));
  }

  findByUserId(userId: string): Promise<CharacterEntity | null> {
    return this.characters.findOneBy({ userId });
  }

  findById(id: number): Promise<CharacterEntity | null> {
    return this.characters.findOneBy({ id });
  }

  /** The character and its account in one query (the profile read, the hottest route). */
  async findWithUser(userId: string): Promise<CharacterWithUser | null> {
    const row = (await this.characters
      .createQueryBuilder('character')
      .innerJoinAndMapOne('character.user', UserEntity, 'user', 'user.id = character.userId')
      .where('character.userId = :userId', { userId })
      .getOne()) as (CharacterEntity & { user?: UserEntity }) | null;
    if (!row?.user) return null;
    const { user } = row;
    delete row.user;
    return { character: row, user };
  }

  /** The character's row locked FOR UPDATE until the transaction ends. */
  lockByUserId(userId: string): Promise<CharacterEntity | null> {
    return this.characters.findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  /** The character's row locked FOR UPDATE until the transaction ends. */
  lockById(id: number): Promise<CharacterEntity | null> {
    return this.characters.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async updateVitals(
    id: number,
    values: Partial<
      Pick<
        CharacterEntity,
        | 'hp'
        | 'hpUpdatedAt'
        | 'energy'
        | 'energyUpdatedAt'
        | 'level'
        | 'exp'
        | 'trainedStrength'
        | 'trainedDefense'
        | 'crimesCommitted'
      >
    >,
  ): Promise<void> {
    await this.characters.update({ id }, values);
  }
}
