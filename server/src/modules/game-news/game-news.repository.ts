import { Injectable } from '@nestjs/common';
import { isSerialId } from '../../infra/database/serial-id';
import { Tx } from '../../infra/database/transaction';
import { GameNewsEntity } from './game-news.entity';

/** A news item with its author's username. */
export interface NewsWithAuthor {
  news: GameNewsEntity;
  admin: string | null;
}

export type NewsValues = Pick<GameNewsEntity, 'title' | 'content' | 'color' | 'isActive'>;

/** Every query of game news. */
@Injectable()
export class GameNewsRepository {
  constructor(private readonly tx: Tx) {}

  private get news() {
    return this.tx.tx.getRepository(GameNewsEntity);
  }

  /** News newest first, all of them or the active ones only, with the author's username. */
  async list(activeOnly: boolean): Promise<NewsWithAuthor[]> {
    const query = this.news
      .createQueryBuilder('n')
      .leftJoin('users', 'u', 'u.id = n.admin_id')
      .addSelect('u.username', 'admin_username')
      .orderBy('n.created_at', 'DESC')
      .addOrderBy('n.id', 'DESC');
    if (activeOnly) query.where('n.is_active');
    const { entities, raw } = await query.getRawAndEntities<{ admin_username: string | null }>();
    return entities.map((news, index) => ({ news, admin: raw[index]?.admin_username ?? null }));
  }

  async findById(id: number): Promise<NewsWithAuthor | null> {
    if (!isSerialId(id)) return null;
    const { entities, raw } = await this.news
      .createQueryBuilder('n')
      .leftJoin('users', 'u', 'u.id = n.admin_id')
      .addSelect('u.username', 'admin_username')
      .where('n.id = :id', { id })
      .getRawAndEntities<{ admin_username: string | null }>();
    return entities[0] ? { news: entities[0], admin: raw[0]?.admin_username ?? null } : null;
  }

  async create(values: NewsValues & { adminId: string }): Promise<number> {
    return (await this.news.save(this.news.create(values))).id;
  }

  /** @returns whether the item exists. */
  async update(id: number, values: Partial<NewsValues>): Promise<boolean> {
    if (!isSerialId(id)) return false;
    if (!Object.keys(values).length) return (await this.news.countBy({ id })) > 0;
    return ((await this.news.update({ id }, values)).affected ?? 0) > 0;
  }

  /** @returns whether the item existed. */
  async delete(id: number): Promise<boolean> {
    if (!isSerialId(id)) return false;
    return ((await this.news.delete({ id })).affected ?? 0) > 0;
  }
}
