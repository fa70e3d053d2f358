import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { DomainEvents } from '../../infra/events/domain-events';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { currentRung, MetricValues, nextRung, rankPercent, taskProgress } from '../../game/progress.rules';
import { CharacterEntity } from '../character/character.entity';
import { CharacterService } from '../character/character.service';
import { account, Currency } from '../wallet/account';
import { Transfer, WalletService } from '../wallet/wallet.service';
import { CharacterLoadoutService } from '../character/character-loadout.service';
import { TaskCountMemory } from './task-count.memory';
import { metricValues, TaskMetricsService } from './task-metrics.service';
import { TaskEntity } from './task.entity';
import {
  CreateTaskDto,
  DeletedDto,
  TaskClaimDto,
  TaskDto,
  TasksDto,
  toPlayerTaskDto,
  toRankingDto,
  toTaskDto,
  UpdateTaskDto,
} from './tasks.dto';
import { TaskErrorCode, taskError } from './tasks.errors';
import { TasksRepository, TaskValues, UNCLAIMED_CHARACTER_IDS } from './tasks.repository';

/** Wallet reason: task rewards are minted (`mint:task_reward`). */
export const TASK_REWARD_REASON = 'task_reward';

const UPDATABLE = [
  'title',
  'description',
  'metric',
  'goal',
  'rewardMoney',
  'rewardExp',
  'rewardBlackcoins',
  'progressPoints',
  'isActive',
] as const;

/**
 * Tasks (DESIGN.md section 6, "Tasks and ranks"; spec 002 sections 2.5, 3, 5, 7): a task's
 * progress is the live value of its metric; reached, it is claimed once for its money and
 * blackcoins (through the wallet), exp and progress points. `unclaimedTasksCount` counts active
 * tasks reached and not claimed. The rank card reads the ladder (RankingsService edits it).
 */
@Injectable()
export class TasksService {
  constructor(
    private readonly tasks: TasksRepository,
    private readonly metrics: TaskMetricsService,
    private readonly characters: CharacterService,
    private readonly wallet: WalletService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
    private readonly loadout: CharacterLoadoutService,
    private readonly told: TaskCountMemory,
  ) {}

  /**
   * Active tasks with live progress, points, current and next rank; the `tasks:update` payload. A
   * read tells only the client that asked, not the player's other tabs, so it does not count as told
   * (`TaskCountMemory` records pushes only).
   */
  async getTasks(userId: string): Promise<TasksDto> {
    return this.tasksOf(await this.characters.getCharacter(userId));
  }

  /** Active tasks reached and not claimed (the HUD badge). @throws CHARACTER_NOT_FOUND */
  async unclaimedCount(userId: string): Promise<{ count: number }> {
    return { count: (await this.getTasks(userId)).unclaimedCount };
  }

  /**
   * Claims a reached task once: money and blackcoins minted to cash, exp (level-ups apply) and
   * progress points. Two claims at once: the character lock orders them, the second is refused.
   * @throws TASK_NOT_FOUND (404, also inactive); TASK_NOT_COMPLETED (400, with progress and goal);
   *   TASK_ALREADY_CLAIMED (409)
   */
  async claim(userId: string, taskId: number): Promise<TaskClaimDto> {
    const task = await inRetriedTransaction(this.tx, async () => {
      const now = this.clock.now();
      const character = await this.characters.lockForUser(userId);
      const found = await this.tasks.findTask(taskId);
      if (!found || !found.isActive) throw taskError(TaskErrorCode.TASK_NOT_FOUND);
      const value = (await this.metrics.valuesOf(character))[found.metric];
      if (!taskProgress(value, found.goal).completed)
        throw taskError(TaskErrorCode.TASK_NOT_COMPLETED, { progress: value, goal: found.goal });
      if (!(await this.tasks.recordClaim(character.id, found.id, now)))
        throw taskError(TaskErrorCode.TASK_ALREADY_CLAIMED);
      await this.wallet.apply({
        transfers: this.transfersOf(found, character.id),
        reason: TASK_REWARD_REASON,
        reference: `task:${found.id}`,
        idempotencyKey: `task:${found.id}:${character.id}`,
      });
      if (found.rewardExp > 0) {
        await this.characters.addExperience(character, found.rewardExp, now);
        // The money is announced by the wallet; one HUD push for both.
        await this.events.publish('character.changed', { userId });
      }
      if (found.progressPoints > 0) await this.tasks.addPoints(character.id, found.progressPoints);
      return found;
    });
    const tasks = await this.getTasks(userId);
    await this.events.publish('tasks.changed', { userId, tasks });
    return {
      success: true,
      message: `تم استلام مكافأة المهمة: ${task.title}`,
      reward: {
        money: task.rewardMoney,
        exp: task.rewardExp,
        blackcoins: task.rewardBlackcoins,
        progressPoints: task.progressPoints,
      },
      tasks,
    };
  }

  /**
   * The unclaimed-task count (the HUD badge) of the users' characters and of the characters by id,
   * by user id, computed from ONE statement (`TasksRepository.unclaimedInputs`: counters, bank
   * balance, open tasks, property counts and loadout bonuses together). Unknown ones are left out.
   */
  async unclaimedCountsOf(userIds: string[], characterIds: number[]): Promise<Map<string, number>> {
    if (!userIds.length && !characterIds.length) return new Map();
    const bonus = this.loadout.embeddableBonusItems(UNCLAIMED_CHARACTER_IDS);
    const inputs = await this.tasks.unclaimedInputs(userIds, characterIds, bonus?.sql ?? null);
    const bonuses = bonus?.sum(inputs.flatMap((input) => input.bonusItems)) ?? new Map();
    const now = this.clock.now();
    return new Map(
      inputs.map(({ character, open, properties }) => {
        const fame = this.loadout.statsWith(character, bonuses).fame;
        const values = metricValues(character, fame, properties, now);
        return [character.userId, open.filter((task) => this.progressOf(task, values).completed).length];
      }),
    );
  }

  /**
   * After metrics may have changed: each player's unclaimed count (`unclaimedCountsOf`), published
   * (`tasks.unclaimedCountChanged`) only for the players `online` keeps and only when it differs from
   * the count they were last told (`TaskCountMemory`, shared by every node).
   */
  async refreshUnclaimedCounts(
    userIds: string[],
    characterIds: number[],
    online: (userIds: string[]) => Promise<string[]>,
  ): Promise<void> {
    // Users known offline are not read; characters named by the wallet are, then checked.
    const onlineUsers = userIds.length ? await online(userIds) : [];
    const counts = await this.unclaimedCountsOf(onlineUsers, characterIds);
    const others = [...counts.keys()].filter((userId) => !onlineUsers.includes(userId));
    const shown = new Set([...onlineUsers, ...(others.length ? await online(others) : [])]);
    const told = [...counts].filter(([userId]) => shown.has(userId));
    for (const [userId, count] of await this.told.changed(told))
      await this.events.publish('tasks.unclaimedCountChanged', { userId, count });
  }

  /** Every task, newest first (admin). */
  async listAllTasks(): Promise<TaskDto[]> {
    return (await this.tasks.listTasks(false)).map(toTaskDto);
  }

  /** Creates a task; rewards and points default to 0, active to true. */
  async createTask(dto: CreateTaskDto): Promise<TaskDto> {
    const task = await this.tasks.createTask({
      title: dto.title,
      description: dto.description,
      metric: dto.metric,
      goal: dto.goal,
      rewardMoney: dto.rewardMoney ?? 0,
      rewardExp: dto.rewardExp ?? 0,
      rewardBlackcoins: dto.rewardBlackcoins ?? 0,
      progressPoints: dto.progressPoints ?? 0,
      isActive: dto.isActive ?? true,
    });
    return toTaskDto(task);
  }

  /** Changes the given fields. @throws TASK_NOT_FOUND */
  async updateTask(id: number, dto: UpdateTaskDto): Promise<TaskDto> {
    const values: Partial<TaskValues> = {};
    for (const key of UPDATABLE)
      if (dto[key] !== undefined && dto[key] !== null) Object.assign(values, { [key]: dto[key] });
    const task = await this.tasks.updateTask(id, values);
    if (!task) throw taskError(TaskErrorCode.TASK_NOT_FOUND);
    return toTaskDto(task);
  }

  /** Deletes a task; points already earned from it stay. @throws TASK_NOT_FOUND */
  async deleteTask(id: number): Promise<DeletedDto> {
    if (!(await this.tasks.deleteTask(id))) throw taskError(TaskErrorCode.TASK_NOT_FOUND);
    return { success: true, id };
  }

  private async tasksOf(character: CharacterEntity): Promise<TasksDto> {
    const [tasks, claimed, points, ladder, values] = await Promise.all([
      this.tasks.listTasks(true),
      this.tasks.claimedTaskIds(character.id),
      this.tasks.pointsOf(character.id),
      this.tasks.listRankings(),
      this.metrics.valuesOf(character),
    ]);
    const list = tasks.map((task) =>
      toPlayerTaskDto(task, this.progressOf(task, values), claimed.has(task.id)),
    );
    const current = currentRung(ladder, points);
    const next = nextRung(ladder, points);
    return {
      tasks: list,
      unclaimedCount: list.filter((task) => task.canClaim).length,
      progressPoints: points,
      currentRank: current ? toRankingDto(current) : null,
      nextRank: next ? toRankingDto(next) : null,
      rankProgressPercent: rankPercent(points, current, next),
    };
  }

  private progressOf(task: Pick<TaskEntity, 'metric' | 'goal'>, values: MetricValues) {
    return taskProgress(values[task.metric], task.goal);
  }

  private transfersOf(task: TaskEntity, characterId: number): Transfer[] {
    const transfers: Transfer[] = [];
    if (task.rewardMoney > 0)
      transfers.push({
        from: 'mint',
        to: account.cash(characterId),
        currency: Currency.MONEY,
        amount: task.rewardMoney,
      });
    if (task.rewardBlackcoins > 0)
      transfers.push({
        from: 'mint',
        to: account.cash(characterId),
        currency: Currency.BLACKCOINS,
        amount: task.rewardBlackcoins,
      });
    return transfers;
  }
}
