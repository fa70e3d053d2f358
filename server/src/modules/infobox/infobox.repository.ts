import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import { InfoboxStatusEntity } from './infobox-status.entity';

@Injectable()
export class InfoboxRepository {
  constructor(private readonly tx: Tx) {}

  find(userId: string, key: string): Promise<InfoboxStatusEntity | null> {
    return this.tx.tx.getRepository(InfoboxStatusEntity).findOneBy({ userId, key });
  }

  /** Sets one flag, creating the row on first use. */
  async setFlag(
    userId: string,
    key: string,
    flag: 'hasSeenComplete' | 'isMinimized',
    value: boolean,
  ): Promise<void> {
    const column = flag === 'hasSeenComplete' ? 'has_seen_complete' : 'is_minimized';
    await this.tx.tx.query(
      `INSERT INTO infobox_status (user_id, key, ${column}) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, key) DO UPDATE SET ${column} = EXCLUDED.${column}`,
      [userId, key, value],
    );
  }
}
