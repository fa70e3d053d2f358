import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { DomainEvents } from '../../infra/events/domain-events';
import { BloodContractListDto } from './blood-contracts.dto';
import { BloodContractsRepository } from './blood-contracts.repository';

const LIST_LIMIT = 100;

/** The open contracts list as one player sees it (`isOwn`, `isTarget`), and its live updates. */
@Injectable()
export class BloodContractListService {
  constructor(
    private readonly contracts: BloodContractsRepository,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /** Open contracts, newest first (at most 100); the `bloodContract:update` payload. */
  async list(userId: string): Promise<BloodContractListDto> {
    const rows = await this.contracts.openContracts(this.clock.now(), LIST_LIMIT);
    return {
      contracts: rows.map((row) => ({
        id: row.id,
        posterUserId: row.poster_user_id,
        posterName: row.poster_name,
        targetUserId: row.target_user_id,
        targetName: row.target_name,
        targetLevel: row.target_level,
        reward: Number(row.reward),
        status: row.status,
        expiresAt: row.expires_at.toISOString(),
        createdAt: row.created_at.toISOString(),
        isOwn: row.poster_user_id === userId,
        isTarget: row.target_user_id === userId,
      })),
    };
  }

  /** Publishes `bloodContracts.changed` with each player's own list (call after the commit). */
  async publishLists(userIds: (string | null)[]): Promise<void> {
    const players = [...new Set(userIds)].filter((id): id is string => id !== null);
    const lists = await Promise.all(
      players.map(async (userId) => ({ userId, contracts: await this.list(userId) })),
    );
    await this.events.publish('bloodContracts.changed', { lists });
  }
}
