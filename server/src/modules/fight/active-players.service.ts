import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { isFeatureUnlocked } from '../../game/features.rules';
import { PresenceService } from '../../infra/realtime/presence.service';
import { ActivePlayersDto } from './fight.dto';
import { FightRepository } from './fight.repository';

const ACTIVE_PLAYERS_LIMIT = 100;

/** The active players screen (/dashboard/active-users): who is online and who may be attacked. */
@Injectable()
export class ActivePlayersService {
  constructor(
    private readonly fights: FightRepository,
    private readonly presence: PresenceService,
    private readonly clock: Clock,
  ) {}

  /**
   * Players online now (presence shared by every node), highest level first, with whether the caller
   * may attack each of them now (the target-side checks of `FightService.attackPlayer`).
   */
  async getActivePlayers(userId: string): Promise<ActivePlayersDto> {
    const now = this.clock.now();
    const rows = await this.fights.activePlayers(await this.presence.onlineUserIds(), ACTIVE_PLAYERS_LIMIT);
    return {
      players: rows.map((row) => ({
        userId: row.user_id,
        username: row.name,
        level: row.level,
        isVip: row.vip_expires_at !== null && row.vip_expires_at > now,
        canAttack:
          row.user_id !== userId &&
          isFeatureUnlocked('fights', row.level) &&
          !(row.hospital_until && row.hospital_until > now) &&
          !(row.attack_immunity_until && row.attack_immunity_until > now),
      })),
    };
  }
}
