import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';

@Injectable()
export class CombatRepository {
  constructor(private readonly tx: Tx) {}

  /** Display names (username, else display name) by user id: the names in the fight log. */
  async names(userIds: string[]): Promise<Map<string, string>> {
    const rows: { id: string; name: string }[] = await this.tx.tx.query(
      `SELECT id, COALESCE(username, display_name) AS name FROM users WHERE id = ANY($1::uuid[])`,
      [userIds],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
