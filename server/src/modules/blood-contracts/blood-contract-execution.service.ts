import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { resolveContractFight } from '../../game/fight.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { CharacterErrorCode, characterError } from '../character/character.errors';
import { CombatService } from '../combat/combat.service';
import { ConfinementService } from '../confinement/confinement.service';
import { NotificationsService } from '../notifications/notifications.service';
import { BloodContractEntity } from './blood-contract.entity';
import { BloodContractEscrowService } from './blood-contract-escrow.service';
import { BloodContractListService } from './blood-contract-list.service';
import { ContractResultDto } from './blood-contracts.dto';
import { BloodContractErrorCode, bloodContractError } from './blood-contracts.errors';
import { BloodContractsRepository } from './blood-contracts.repository';
import { assertUnlocked } from './blood-contracts.service';

/**
 * Executing a blood contract (DESIGN.md section 6): the shared combat without money transfer. A win
 * sends the target to hospital for 30 minutes, pays the reward and closes the contract; a loss jails
 * the assassin for 30 minutes and leaves it open. The target, and the poster on a win, are notified.
 */
@Injectable()
export class BloodContractExecutionService {
  constructor(
    private readonly contracts: BloodContractsRepository,
    private readonly combat: CombatService,
    private readonly confinement: ConfinementService,
    private readonly escrow: BloodContractEscrowService,
    private readonly lists: BloodContractListService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {}

  /**
   * Executes a contract as a fight without money transfer (10 energy, like a fight).
   * @throws CONTRACT_NOT_FOUND; CONTRACT_NOT_OPEN (closed or past its expiry); POSTER_CANNOT_EXECUTE;
   *   TARGET_CANNOT_EXECUTE; FEATURE_LOCKED; IN_HOSPITAL / IN_JAIL; CONTRACT_TARGET_IN_HOSPITAL;
   *   CONTRACT_TARGET_IMMUNE; NOT_ENOUGH_ENERGY; ATTACKING_TOO_FAST (429 with retryAfterMs, shared with fights)
   */
  async executeBloodContract(userId: string, contractId: number): Promise<ContractResultDto> {
    await this.combat.assertAttackAllowed(userId);
    const executed = await inRetriedTransaction(this.tx, async () => {
      const now = this.clock.now();
      const contract = await this.lockOpenContract(contractId, now);
      const assassinId = await this.contracts.characterIdOf(userId);
      if (assassinId === null) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
      if (assassinId === contract.posterCharacterId)
        throw bloodContractError(BloodContractErrorCode.POSTER_CANNOT_EXECUTE);
      if (assassinId === contract.targetCharacterId)
        throw bloodContractError(BloodContractErrorCode.TARGET_CANNOT_EXECUTE);
      const locked = await this.combat.lock({ ids: [assassinId, contract.targetCharacterId] });
      const assassin = locked.find((character) => character.id === assassinId)!;
      const target = locked.find((character) => character.id === contract.targetCharacterId)!;
      assertUnlocked(assassin);
      this.confinement.assertNotConfined(assassin, now);
      if (target.hospitalUntil && target.hospitalUntil > now)
        throw bloodContractError(BloodContractErrorCode.CONTRACT_TARGET_IN_HOSPITAL);
      if (target.attackImmunityUntil && target.attackImmunityUntil > now)
        throw bloodContractError(BloodContractErrorCode.CONTRACT_TARGET_IMMUNE);

      const { outcome, attackerName, defenderName, fairness } = await this.combat.play(
        assassin,
        target,
        now,
        resolveContractFight,
        { kind: 'contract', reference: `contract:${contract.id}` },
      );
      const confined = outcome.confinement.who === 'target' ? target : assassin;
      const stay = await this.confinement.recordStay(
        confined.id,
        outcome.confinement.kind,
        outcome.confinement.minutes,
      );
      const { confinement, ...fields } = outcome;
      const result: ContractResultDto = {
        contractId: contract.id,
        ...fields,
        defenderId: target.userId,
        attackerName,
        defenderName,
        reward: contract.reward,
        contractStatus: outcome.isAttackerWinner ? 'completed' : 'open',
        confinedUserId: confined.userId,
        confinementKind: confinement.kind,
        confinementMinutes: confinement.minutes,
        confinedUntil: stay.until.toISOString(),
        fairness,
      };
      if (outcome.isAttackerWinner) {
        await this.escrow.payout(assassin, contract);
        await this.contracts.close(contract.id, 'completed', now, {
          assassinCharacterId: assassin.id,
          result,
        });
      }
      const posterUserId = await this.contracts.userIdOf(contract.posterCharacterId);
      await this.notifyExecution(result, target.userId, posterUserId);
      return { result, targetUserId: target.userId, posterUserId };
    });
    await this.lists.publishLists([userId, executed.targetUserId, executed.posterUserId]);
    return executed.result;
  }

  /** @throws CONTRACT_NOT_FOUND; CONTRACT_NOT_OPEN */
  private async lockOpenContract(contractId: number, now: Date): Promise<BloodContractEntity> {
    const contract = await this.contracts.lockById(contractId);
    if (!contract) throw bloodContractError(BloodContractErrorCode.CONTRACT_NOT_FOUND);
    if (contract.status !== 'open' || contract.expiresAt <= now)
      throw bloodContractError(BloodContractErrorCode.CONTRACT_NOT_OPEN);
    return contract;
  }

  /**
   * The target hears they were attacked under a contract ('contract_executed'); the poster hears
   * their contract was carried out ('contract_completed', wins only).
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
}
