import { Injectable } from '@nestjs/common';
import { CreateRankingDto, UpdateRankingDto } from './rankings.dto';
import { DeletedDto, RankingDto, toRankingDto } from './tasks.dto';
import { TaskErrorCode, taskError } from './tasks.errors';
import { RankingValues, TasksRepository } from './tasks.repository';

const UPDATABLE = ['title', 'rank', 'requiredPoints', 'powerBonus', 'defenseBonus', 'isActive'] as const;

/** The rank ladder for admins (spec 002 sections 2.6, 3, 5, 7); RankBonusSource reads it into effective stats. */
@Injectable()
export class RankingsService {
  constructor(private readonly tasks: TasksRepository) {}

  /** Every rank by rank number ascending. */
  async listRankings(): Promise<RankingDto[]> {
    return (await this.tasks.listRankings()).map(toRankingDto);
  }

  /** Creates a rank; points and bonuses default to 0, active to true. */
  async createRanking(dto: CreateRankingDto): Promise<RankingDto> {
    return toRankingDto(
      await this.tasks.createRanking({
        title: dto.title,
        rank: dto.rank,
        requiredPoints: dto.requiredPoints ?? 0,
        powerBonus: dto.powerBonus ?? 0,
        defenseBonus: dto.defenseBonus ?? 0,
        isActive: dto.isActive ?? true,
      }),
    );
  }

  /** @throws RANK_NOT_FOUND */
  async updateRanking(id: number, dto: UpdateRankingDto): Promise<RankingDto> {
    const values: Partial<RankingValues> = {};
    for (const key of UPDATABLE)
      if (dto[key] !== undefined && dto[key] !== null) Object.assign(values, { [key]: dto[key] });
    const rank = await this.tasks.updateRanking(id, values);
    if (!rank) throw taskError(TaskErrorCode.RANK_NOT_FOUND);
    return toRankingDto(rank);
  }

  /** @throws RANK_NOT_FOUND */
  async deleteRanking(id: number): Promise<DeletedDto> {
    if (!(await this.tasks.deleteRanking(id))) throw taskError(TaskErrorCode.RANK_NOT_FOUND);
    return { success: true, id };
  }
}
