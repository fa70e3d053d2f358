import { Injectable } from '@nestjs/common';
import { isSerialId } from '../../infra/database/serial-id';
import { Tx } from '../../infra/database/transaction';
import type { SuggestionStatus } from '../../game/suggestions.rules';
import { SuggestionEntity } from './suggestion.entity';

/** A suggestion with its author, for the admin screen. */
export interface SuggestionWithUser {
  suggestion: SuggestionEntity;
  username: string | null;
  email: string | null;
  hasCharacter: boolean;
}

export type NewSuggestion = Pick<SuggestionEntity, 'userId' | 'type' | 'title' | 'message'>;

interface AuthorRow {
  author_username: string | null;
  author_email: string | null;
  author_character: number | null;
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every query of suggestions. */
@Injectable()
export class SuggestionsRepository {
  constructor(private readonly tx: Tx) {}

  private get suggestions() {
    return this.tx.tx.getRepository(SuggestionEntity);
  }

  /** Serialises one user's submissions until the transaction ends (the daily limit holds under concurrency). */
  async lockAuthor(userId: string): Promise<void> {
    await this.tx.tx.query(`SELECT pg_advisory_xact_lock(hashtext('suggestions:' || $1::text))`, [userId]);
  }

  /** How many suggestions the user sent since local midnight of `now` in `timeZone` (IANA name). */
  async countSince(userId: string, now: Date, timeZone: string): Promise<number> {
    const [row] = (await this.tx.tx.query(
      `SELECT count(*)::int AS count FROM suggestions
        WHERE user_id = $1
          AND created_at >= date_trunc('day', $2::timestamptz AT TIME ZONE $3) AT TIME ZONE $3`,
      [userId, now.toISOString(), timeZone],
    )) as { count: number }[];
    return row.count;
  }

  insert(values: NewSuggestion & { createdAt: Date }): Promise<SuggestionEntity> {
    return this.suggestions.save(this.suggestions.create({ ...values, status: 'unread', adminNotes: null }));
  }

  /** The user's own, newest first. */
  listOfUser(userId: string): Promise<SuggestionEntity[]> {
    return this.suggestions.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Newest first, with the author; `search` matches title, message or username (case-insensitive). */
  async listForAdmin(filter: { search?: string; status?: SuggestionStatus }): Promise<SuggestionWithUser[]> {
    const query = this.withAuthor().orderBy('s.created_at', 'DESC').addOrderBy('s.id', 'DESC');
    if (filter.status) query.andWhere('s.status = :status', { status: filter.status });
    const search = filter.search?.trim();
    if (search)
      query.andWhere(`(s.title ILIKE :pattern OR s.message ILIKE :pattern OR u.username ILIKE :pattern)`, {
        pattern: `%${likeEscaped(search)}%`,
      });
    return this.read(query);
  }

  async findWithUser(id: number): Promise<SuggestionWithUser | null> {
    if (!isSerialId(id)) return null;
    const [found] = await this.read(this.withAuthor().where('s.id = :id', { id }));
    return found ?? null;
  }

  /** The row locked until the transaction ends, or null. */
  async lockById(id: number): Promise<SuggestionEntity | null> {
    if (!isSerialId(id)) return null;
    return this.suggestions.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async setStatus(
    id: number,
    values: Pick<SuggestionEntity, 'status' | 'adminNotes' | 'resolvedAt'>,
  ): Promise<void> {
    await this.suggestions.update({ id }, values);
  }

  /** @returns whether it existed. */
  async delete(id: number): Promise<boolean> {
    if (!isSerialId(id)) return false;
    return ((await this.suggestions.delete({ id })).affected ?? 0) > 0;
  }

  async stats(): Promise<{ total: number; unread: number; pending: number; done: number }> {
    const [row] = (await this.tx.tx.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'unread')::int AS unread,
              count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'done')::int AS done
         FROM suggestions`,
    )) as { total: number; unread: number; pending: number; done: number }[];
    return row;
  }

  private withAuthor() {
    return this.suggestions
      .createQueryBuilder('s')
      .leftJoin('users', 'u', 'u.id = s.user_id')
      .leftJoin('characters', 'c', 'c.user_id = s.user_id')
      .addSelect('u.username', 'author_username')
      .addSelect('u.email', 'author_email')
      .addSelect('c.id', 'author_character');
  }

  private async read(query: ReturnType<SuggestionsRepository['withAuthor']>): Promise<SuggestionWithUser[]> {
    const { entities, raw } = await query.getRawAndEntities<AuthorRow>();
    return entities.map((suggestion, index) => ({
      suggestion,
      username: raw[index]?.author_username ?? null,
      email: raw[index]?.author_email ?? null,
      hasCharacter: raw[index]?.author_character != null,
    }));
  }
}
