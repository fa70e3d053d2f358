import { Injectable } from '@nestjs/common';
import { InfoboxStatusDto } from './infobox.dto';
import { InfoboxRepository } from './infobox.repository';

/** Guide boxes the player has finished or minimised, per key (spec 000 section 7; key used: `gangDetails`). */
@Injectable()
export class InfoboxService {
  constructor(private readonly infobox: InfoboxRepository) {}

  async getInfoboxStatus(userId: string, key: string): Promise<InfoboxStatusDto> {
    const status = await this.infobox.find(userId, key);
    return { hasSeenComplete: status?.hasSeenComplete ?? false, isMinimized: status?.isMinimized ?? false };
  }

  async completeInfobox(userId: string, key: string): Promise<{ success: boolean }> {
    await this.infobox.setFlag(userId, key, 'hasSeenComplete', true);
    return { success: true };
  }

  async setInfoboxMinimized(
    userId: string,
    key: string,
    isMinimized: boolean,
  ): Promise<{ success: boolean }> {
    await this.infobox.setFlag(userId, key, 'isMinimized', isMinimized);
    return { success: true };
  }
}
