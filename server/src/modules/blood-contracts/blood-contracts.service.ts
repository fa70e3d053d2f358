import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { Queue } from 'bullmq';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import { CharacterChangedEvent, DomainEvent } from '../../common/domain-events';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { RandomSource } from '../../common/random';
import type { GameConstants } from '../../game/constants';
import { FEATURE_UNLOCK_LEVELS, isFeatureUnlocked } from '../../game/features.rules';
import { Fighter, resolveContractFight } from '../../game/fight.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { ActionRateLimiter } from '../../infra/rate-limit/action-rate-limiter';
import { ContractExpiryJob, contractExpiryJobId, QueueName } from '../../infra/queue/queues';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { CharacterEntity } from '../character/character.entity';
import { CharacterService } from '../character/character.service';
import { assertAttackAllowed } from '../fight/fight.errors';
import { ConfinementService, RecordedStay } from '../confinement/confinement.service';
import { NotificationsService } from '../notifications/notifications.service';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { BloodContractEntity } from './blood-contract.entity';
import {
  BloodContractCancelledDto,
  BloodContractDto,
  BloodContractListDto,
  CreateBloodContractDto,
  ContractResultDto,
} from './blood-contracts.dto';
import { BloodContractErrorCode, bloodContractError } from './blood-contracts.errors';
import { BloodContractsRepository } from './blood-contracts.repository';

const LIST_LIMIT = 100;

/**
 * Blood contracts (DESIGN.md section 6; spec 000 sections 3 and 4). A poster escrows a reward on a
 * target (debited into nothing through the wallet); an assassin, neither poster nor target, executes
 * it as a fight without money transfer: a win sends the target to hospital for 30 minutes, pays the
 * reward and closes the contract; a loss jails the assassin for 30 minutes and leaves it open. The
 * poster may cancel it; after 24 h a delayed job expires it. Cancel, expiry and payout each lock the
 * contract row and act only on an `open` one, so the reward is paid or refunded exactly once.
 */
@Injectable()
export class BloodContractsService {
  private readonly logger = new Logger(BloodContractsService.name);

  constructor(
    private readonly contracts: BloodContractsRepository,
    private readonly characters: CharacterService,
    private readonly confinement: ConfinementService,
    private readonly wallet: WalletService,
    private readonly publisher: RealtimePublisher,
    private readonly notifications: NotificationsService,
    private readonly events: EventEmitter2,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @InjectQueue(QueueName.BLOOD_CONTRACTS) private readonly queue: Queue<ContractExpiryJob>,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
    private readonly rateLimiter: ActionRateLimiter,
  ) {}

  /** Open contracts, newest first (at most 100); the `bloodContract:update` payload. */
  async getBloodContracts(userId: string): Promise<BloodContractListDto> {
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

  /**
   * Posts a contract and escrows its reward from the poster's cash (ledger reason `contract_escrow`).
   * @throws FEATURE_LOCKED (below level 6); CANNOT_TARGET_SELF; CONTRACT_TARGET_NOT_FOUND;
   *   CONTRACT_TARGET_LEVEL_TOO_LOW; INSUFFICIENT_MONEY
   */
  async createBloodContract(userId: string, dto: CreateBloodContractDto): Promise<BloodContractDto> {
    if (dto.targetUserId === userId) throw bloodContractError(BloodContractErrorCode.CANNOT_TARGET_SELF);
    const contract = await inRetriedTransaction(this.tx, async () => {
      const now = this.clock.now();
      const poster = await this.characters.lockForUser(userId);
      assertUnlocked(poster);
      const target = await this.contracts.findCharacterByUserId(dto.targetUserId);
      if (!target) throw bloodContractError(BloodContractErrorCode.CONTRACT_TARGET_NOT_FOUND);
      if (!isFeatureUnlocked('bloodContracts', target.level))
        throw bloodContractError(BloodContractErrorCode.CONTRACT_TARGET_LEVEL_TOO_LOW);
      const created = await this.contracts.create({
        posterCharacterId: poster.id,
        targetCharacterId: target.id,
        reward: dto.reward,
        expiresAt: new Date(now.getTime() + this.constants.contractDurationHours * 3_600_000),
      });
      await this.wallet.apply({
        transfers: [
          {
            from: account.cash(poster.id),
            to: account.contractEscrow(created.id),
            currency: Currency.MONEY,
            amount: dto.reward,
          },
        ],
        reason: 'contract_escrow',
        reference: `blood-contract:${created.id}`,
        idempotencyKey: `contract-escrow:${created.id}`,
      });
      return created;
    });
    // After the commit: a lost enqueue is picked up by the boot reconciler.
    await this.schedule(contract);
    this.events.emit(DomainEvent.CHARACTER_CHANGED, { userId } satisfies CharacterChangedEvent);
    const list = await this.getBloodContracts(userId);
    this.publisher.toUser(userId, 'bloodContract:update', list);
    return list.contracts.find((item) => item.id === contract.id)!;
  }

  /**
   * Executes a contract as a fight without money transfer (10 energy, like a fight).
   * @throws CONTRACT_NOT_FOUND; CONTRACT_NOT_OPEN (closed or past its expiry); POSTER_CANNOT_EXECUTE;
   *   TARGET_CANNOT_EXECUTE; FEATURE_LOCKED; IN_HOSPITAL / IN_JAIL; CONTRACT_TARGET_IN_HOSPITAL;
   *   CONTRACT_TARGET_IMMUNE; NOT_ENOUGH_ENERGY; ATTACKING_TOO_FAST (429 with retryAfterMs, shared with fights)
   */
  async executeBloodContract(userId: string, contractId: number): Promise<ContractResultDto> {
    await assertAttackAllowed(this.rateLimiter, userId);
    let stay: RecordedStay | null = null;
    const executed = await inRetriedTransaction(this.tx, async () => {
      stay = null;
      const now = this.clock.now();
      const contract = await this.lockOpenContract(contractId, now);
      const assassinId = (await this.characters.getCharacter(userId)).id;
      if (assassinId === contract.posterCharacterId)
        throw bloodContractError(BloodContractErrorCode.POSTER_CANNOT_EXECUTE);
      if (assassinId === contract.targetCharacterId)
        throw bloodContractError(BloodContractErrorCode.TARGET_CANNOT_EXECUTE);
      const locked = await this.contracts.lockCharacters([assassinId, contract.targetCharacterId]);
      const assassin = locked.find((character) => character.id === assassinId)!;
      const target = locked.find((character) => character.id === contract.targetCharacterId)!;
      assertUnlocked(assassin);
      this.confinement.assertNotConfined(assassin, now);
      if (target.hospitalUntil && target.hospitalUntil > now)
        throw bloodContractError(BloodContractErrorCode.CONTRACT_TARGET_IN_HOSPITAL);
      if (target.attackImmunityUntil && target.attackImmunityUntil > now)
        throw bloodContractError(BloodContractErrorCode.CONTRACT_TARGET_IMMUNE);
      await this.characters.spendEnergy(assassin, this.constants.fightEnergyCost, now);

      const names = await this.contracts.names([assassin.userId, target.userId]);
      const outcome = resolveContractFight(
        this.fighter(assassin, names.get(assassin.userId) ?? '', now),
        this.fighter(target, names.get(target.userId) ?? '', now),
        () => this.random.next(),
        this.constants,
      );
      await this.contracts.recordFighter(assassin.id, outcome.attackerFinalHp, now, outcome.isAttackerWinner);
      await this.contracts.recordFighter(target.id, outcome.defenderFinalHp, now, !outcome.isAttackerWinner);
      if (outcome.attackerXpGain > 0)
        await this.characters.addExperience(assassin, outcome.attackerXpGain, now);
      if (outcome.defenderXpGain > 0)
        await this.characters.addExperience(target, outcome.defenderXpGain, now);
      const confined = outcome.confinement.who === 'target' ? target : assassin;
      const recorded = await this.confinement.recordStay(
        confined.id,
        outcome.confinement.kind,
        outcome.confinement.minutes,
      );
      stay = recorded;

      const { confinement, ...fields } = outcome;
      const result: ContractResultDto = {
        contractId: contract.id,
        ...fields,
        defenderId: target.userId,
        attackerName: names.get(assassin.userId) ?? '',
        defenderName: names.get(target.userId) ?? '',
        reward: contract.reward,
        contractStatus: outcome.isAttackerWinner ? 'completed' : 'open',
        confinedUserId: confined.userId,
        confinementKind: confinement.kind,
        confinementMinutes: confinement.minutes,
        confinedUntil: recorded.until.toISOString(),
      };
      if (outcome.isAttackerWinner) {
        await this.wallet.apply({
          transfers: [
            {
              from: account.contractEscrow(contract.id),
              to: account.cash(assassin.id),
              currency: Currency.MONEY,
              amount: contract.reward,
            },
          ],
          reason: 'contract_payout',
          reference: `blood-contract:${contract.id}`,
          idempotencyKey: `contract-payout:${contract.id}`,
        });
        await this.contracts.close(contract.id, 'completed', now, {
          assassinCharacterId: assassin.id,
          result,
        });
      }
      const posterUserId = await this.contracts.userIdOf(contract.posterCharacterId);
      return { result, targetUserId: target.userId, posterUserId };
    });
    const committedStay = stay as RecordedStay | null;
    if (committedStay) await this.confinement.announce(committedStay);
    for (const id of [userId, executed.targetUserId]) {
      this.events.emit(DomainEvent.CHARACTER_CHANGED, { userId: id } satisfies CharacterChangedEvent);
    }
    await this.pushList([userId, executed.targetUserId, executed.posterUserId]);
    await this.notifyExecution(executed.result, executed.targetUserId, executed.posterUserId);
    return executed.result;
  }

  /**
   * The poster cancels an open contract; the reward goes back (idempotency key `contract-refund:<id>`).
   * @throws CONTRACT_NOT_FOUND; NOT_CONTRACT_POSTER; CONTRACT_NOT_OPEN
   */
  async cancelBloodContract(userId: string, contractId: number): Promise<BloodContractCancelledDto> {
    const refunded = await inRetriedTransaction(this.tx, async () => {
      const now = this.clock.now();
      const posterId = (await this.characters.getCharacter(userId)).id;
      const contract = await this.contracts.lockById(contractId);
      if (!contract) throw bloodContractError(BloodContractErrorCode.CONTRACT_NOT_FOUND);
      if (contract.posterCharacterId !== posterId)
        throw bloodContractError(BloodContractErrorCode.NOT_CONTRACT_POSTER);
      if (contract.status !== 'open') throw bloodContractError(BloodContractErrorCode.CONTRACT_NOT_OPEN);
      await this.refund(contract, 'cancelled', now);
      return contract.reward;
    });
    this.events.emit(DomainEvent.CHARACTER_CHANGED, { userId } satisfies CharacterChangedEvent);
    await this.pushList([userId]);
    return { success: true, refunded };
  }

  /**
   * The expiry transition: refunds an open contract whose `expires_at` has passed and marks it
   * expired, in one transaction under the contract's row lock. Idempotent: a closed contract, or a
   * second run, changes nothing; a run before `expires_at` is put back for the rest of the time.
   * @returns true when this call expired the contract.
   */
  async expire(contractId: number): Promise<boolean> {
    const now = this.clock.now();
    const outcome = await inRetriedTransaction(this.tx, async () => {
      const contract = await this.contracts.lockById(contractId);
      if (!contract || contract.status !== 'open') return null;
      if (contract.expiresAt > now) return { kind: 'early' as const, expiresAt: contract.expiresAt };
      await this.refund(contract, 'expired', now);
      const targetUserId = await this.contracts.userIdOf(contract.targetCharacterId);
      const targetName = targetUserId
        ? ((await this.contracts.names([targetUserId])).get(targetUserId) ?? '')
        : '';
      return {
        kind: 'expired' as const,
        posterUserId: await this.contracts.userIdOf(contract.posterCharacterId),
        targetName,
        reward: contract.reward,
      };
    });
    if (!outcome) return false;
    if (outcome.kind === 'early') {
      await this.queue.add(
        'expire',
        { contractId },
        {
          jobId: `${contractExpiryJobId(contractId)}-retry-${now.getTime()}`,
          delay: Math.max(1, outcome.expiresAt.getTime() - now.getTime()),
        },
      );
      return false;
    }
    if (outcome.posterUserId) {
      this.events.emit(DomainEvent.CHARACTER_CHANGED, {
        userId: outcome.posterUserId,
      } satisfies CharacterChangedEvent);
      await this.pushList([outcome.posterUserId]);
      await this.notifications.notify(outcome.posterUserId, {
        type: 'contract_expired',
        message: `انتهت صلاحية عقد الدم على ${outcome.targetName} وأعيد إليك ${outcome.reward}`,
        data: { contractId, refunded: outcome.reward },
      });
    }
    return true;
  }

  /**
   * Makes sure one job expires the contract at `expiresAt` (at once when overdue). The job id is
   * deterministic, so scheduling twice keeps one job; a finished job that expired nothing (failed,
   * or fired early and its retry was lost) is replaced.
   */
  async schedule(contract: Pick<BloodContractEntity, 'id' | 'expiresAt'>): Promise<void> {
    const jobId = contractExpiryJobId(contract.id);
    const delay = Math.max(0, contract.expiresAt.getTime() - this.clock.now().getTime());
    const state = await this.queue.getJobState(jobId);
    if (state === 'completed' || state === 'failed') {
      const finished = await this.queue.getJob(jobId);
      if (state === 'completed' && finished?.returnvalue === true) return;
      await finished?.remove();
    } else if (state !== 'unknown') {
      return; // Delayed, waiting or active: it runs and re-checks the contract.
    }
    await this.queue.add('expire', { contractId: contract.id }, { jobId, delay });
  }

  /** Boot reconciler: schedules the expiry of every open contract the queue may not know. @returns how many. */
  async reconcile(): Promise<number> {
    const open = await this.contracts.findOpen();
    for (const contract of open) await this.schedule(contract);
    if (open.length) this.logger.log(`reconciled ${open.length} open blood contract expiries`);
    return open.length;
  }

  /** Closes a locked open contract and gives the reward back to the poster, once. */
  private async refund(
    contract: BloodContractEntity,
    status: 'cancelled' | 'expired',
    now: Date,
  ): Promise<void> {
    await this.contracts.close(contract.id, status, now);
    await this.wallet.apply({
      transfers: [
        {
          from: account.contractEscrow(contract.id),
          to: account.cash(contract.posterCharacterId),
          currency: Currency.MONEY,
          amount: contract.reward,
        },
      ],
      reason: 'contract_refund',
      reference: `blood-contract:${contract.id}`,
      idempotencyKey: `contract-refund:${contract.id}`,
    });
  }

  private async lockOpenContract(contractId: number, now: Date): Promise<BloodContractEntity> {
    const contract = await this.contracts.lockById(contractId);
    if (!contract) throw bloodContractError(BloodContractErrorCode.CONTRACT_NOT_FOUND);
    if (contract.status !== 'open' || contract.expiresAt <= now)
      throw bloodContractError(BloodContractErrorCode.CONTRACT_NOT_OPEN);
    return contract;
  }

  private async pushList(userIds: (string | null)[]): Promise<void> {
    for (const userId of new Set(userIds)) {
      if (userId) this.publisher.toUser(userId, 'bloodContract:update', await this.getBloodContracts(userId));
    }
  }

  /**
   * After an execution: the target hears they were attacked under a contract ('contract_executed');
   * the poster hears their contract was carried out ('contract_completed', wins only).
   */
  private async notifyExecution(
    result: ContractResultDto,
    targetUserId: string,
    posterUserId: string | null,
  ): Promise<void> {
    const data = { contractId: result.contractId };
    await this.notifications.notify(targetUserId, {
      type: 'contract_executed',
      message: result.isAttackerWinner
        ? `نفّذ ${result.attackerName} عقد دم عليك وهزمك، ونُقلت إلى المستشفى`
        : `حاول ${result.attackerName} تنفيذ عقد دم عليك فهزمته`,
      data,
    });
    if (result.isAttackerWinner && posterUserId) {
      await this.notifications.notify(posterUserId, {
        type: 'contract_completed',
        message: `نفّذ ${result.attackerName} عقد الدم على ${result.defenderName}`,
        data,
      });
    }
  }

  private fighter(character: CharacterEntity, name: string, now: Date): Fighter {
    const vitals = this.characters.vitals(character, now);
    return {
      id: character.userId,
      name,
      level: character.level,
      hp: vitals.hp,
      maxHp: vitals.maxHp,
      fame: vitals.fame,
      defense: vitals.defense,
      isVip: character.vipExpiresAt !== null && character.vipExpiresAt > now,
    };
  }
}

/** Level 6 (spec 000 section 9), checked on the locked row so the socket path is covered too. */
function assertUnlocked(character: CharacterEntity): void {
  if (isFeatureUnlocked('bloodContracts', character.level)) return;
  const requiredLevel = FEATURE_UNLOCK_LEVELS.bloodContracts;
  throw commonError(
    CommonErrorCode.FEATURE_LOCKED,
    { feature: 'bloodContracts', requiredLevel },
    `هذه الميزة تتطلب المستوى ${requiredLevel}`,
  );
}
