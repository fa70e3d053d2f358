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

  async findWithUser(userId: string): Promise<CharacterWithUser | null> {
    const character = await this.findByUserId(userId);
    if (!character) return null;
    const user = await this.tx.tx.getRepository(UserEntity).findOneByOrFail({ id: userId });
    return { character, user };
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
