import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import { SettingsEntity } from './settings.entity';

@Injectable()
export class SettingsRepository {
  constructor(private readonly tx: Tx) {}

  find(userId: string): Promise<SettingsEntity | null> {
    return this.tx.tx.getRepository(SettingsEntity).findOneBy({ userId });
  }

  /** Writes the whole row (insert or update). */
  async save(settings: SettingsEntity): Promise<void> {
    await this.tx.tx.getRepository(SettingsEntity).upsert(settings, ['userId']);
  }
}
