import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import { UserEntity } from '../auth/user.entity';
import { CharacterEntity } from '../character/character.entity';

/**
 * Who other players may see: accounts that finished setup (so have a character) and are not
 * banned. Every query here joins `users u` and `characters c`.
 */
const VISIBLE_PLAYER = `u.account_setup_completed AND NOT u.is_banned AND u.deletion_requested_at IS NULL`;

/** One row of the player search. */
export interface SearchRow {
  userId: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
  isAdmin: boolean;
  level: number;
  fightsWon: number;
  fightsLost: number;
  vipExpiresAt: Date | null;
  createdAt: Date;
}

/** Escapes LIKE wildcards so a search for `a_b` matches the text `a_b` only. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

@Injectable()
export class PlayersRepository {
  constructor(private readonly tx: Tx) {}

  /**
   * Visible players whose username contains `query` (case-insensitive; everyone when null), highest
   * level first, then most fights won, then the oldest character.
   */
  async search(query: string | null, limit: number): Promise<SearchRow[]> {
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `SELECT u.id AS "userId", u.username, u.display_name AS "displayName", u.avatar_url AS "avatarUrl",
              u.is_admin AS "isAdmin", c.level, c.fights_won AS "fightsWon", c.fights_lost AS "fightsLost",
              c.vip_expires_at AS "vipExpiresAt", c.created_at AS "createdAt"
         FROM characters c JOIN users u ON u.id = c.user_id
        WHERE ${VISIBLE_PLAYER} AND ($1::text IS NULL OR u.username ILIKE $1)
        ORDER BY c.level DESC, c.fights_won DESC, c.id ASC
        LIMIT $2`,
      [query === null ? null : `%${likeLiteral(query)}%`, limit],
    );
    return rows as unknown as SearchRow[];
  }

  /** A visible player by username, case-insensitive, with their character. */
  async findVisibleByUsername(
    username: string,
  ): Promise<{ user: UserEntity; character: CharacterEntity } | null> {
    const user = await this.tx.tx
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .andWhere(VISIBLE_PLAYER)
      .getOne();
    if (!user) return null;
    const character = await this.tx.tx.getRepository(CharacterEntity).findOneBy({ userId: user.id });
    return character ? { user, character } : null;
  }

  /** A visible player by user id, with their character. */
  async findVisibleById(userId: string): Promise<{ user: UserEntity; character: CharacterEntity } | null> {
    const user = await this.tx.tx
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('u.id = :userId', { userId })
      .andWhere(VISIBLE_PLAYER)
      .getOne();
    if (!user) return null;
    const character = await this.tx.tx.getRepository(CharacterEntity).findOneBy({ userId: user.id });
    return character ? { user, character } : null;
  }

  /** Whether `userId` is a visible player (one who may be rated). */
  async isVisible(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.tx.tx.query(
      `SELECT 1 FROM users u JOIN characters c ON c.user_id = u.id WHERE u.id = $1 AND ${VISIBLE_PLAYER}`,
      [userId],
    );
    return rows.length > 0;
  }
}
