import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import type { GameConstants } from '../../game/constants';
import { FEATURE_UNLOCK_LEVELS, isFeatureUnlocked } from '../../game/features.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { CharacterService } from '../character/character.service';
import { BloodContractEscrowService } from './blood-contract-escrow.service';
import { BloodContractTimers } from './blood-contracts.timers';
import { BloodContractListService } from './blood-contract-list.service';
import {
  BloodContractCancelledDto,
  BloodContractDto,
  BloodContractListDto,
  CreateBloodContractDto,
} from './blood-contracts.dto';
import { BloodContractErrorCode, bloodContractError } from './blood-contracts.errors';
import { BloodContractsRepository } from './blood-contracts.repository';
import { formatNumber } from '../../game/arabic-numbers.rules';

/**
 * Blood contracts (DESIGN.md section 6; spec 000 sections 3 and 4): the list, posting and cancelling.
 * A poster escrows a reward on a target; an assassin executes it (`BloodContractExecutionService`);
 * after 24 h it expires (`BloodContractTimers`). Cancel, expiry and payout each lock the
 * contract row and act only on an `open` one, so the reward is paid or refunded exactly once.
 */
@Injectable()
export class BloodContractsService {
  constructor(
    private readonly contracts: BloodContractsRepository,
    private readonly characters: CharacterService,
    private readonly lists: BloodContractListService,
    private readonly escrow: BloodContractEscrowService,
    private readonly expiry: BloodContractTimers,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
  ) {}

  /** Open contracts, newest first (at most 100); the `bloodContract:update` payload. */
  getBloodContracts(userId: string): Promise<BloodContractListDto> {
    return this.lists.list(userId);
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
      await this.escrow.escrow(poster, created);
      return created;
    });
    // After the commit: a lost enqueue is picked up by the boot reconciler.
    await this.expiry.schedule(contract);
    const list = await this.getBloodContracts(userId);
    await this.lists.publishLists([userId]);
    return list.contracts.find((item) => item.id === contract.id)!;
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
      await this.contracts.close(contract.id, 'cancelled', now);
      await this.escrow.refund(contract);
      return contract.reward;
    });
    await this.lists.publishLists([userId]);
    return { success: true, refunded };
  }

  /**
   * Closes the open contracts of a character whose account is being erased (issue 26 part 4), in
   * the caller's transaction, by the contracts' own rules: one it posted is cancelled and its reward
   * refunded to it (`contract-refund:<id>`, like a cancel); one on it can no longer be executed, so
   * it ends as at expiry, refunded to its poster. @returns the user ids whose contract lists changed.
   */
  async closeForErasedCharacter(characterId: number): Promise<string[]> {
    const now = this.clock.now();
    const touched = new Set<string>();
    for (const id of await this.contracts.openOfCharacter(characterId)) {
      const contract = await this.contracts.lockById(id);
      if (!contract || contract.status !== 'open') continue;
      const posted = contract.posterCharacterId === characterId;
      await this.contracts.close(contract.id, posted ? 'cancelled' : 'expired', now);
      await this.escrow.refund(contract);
      const posterUserId = await this.contracts.userIdOf(contract.posterCharacterId);
      if (posterUserId) touched.add(posterUserId);
    }
    return [...touched];
  }

  /** Sends the changed contract lists (after the erasure's commit). */
  publishLists(userIds: string[]): Promise<void> {
    return this.lists.publishLists(userIds);
  }
}

/**
 * Level 6 (spec 000 section 9), checked on the locked row so the socket path is covered too.
 * @throws FEATURE_LOCKED
 */
export function assertUnlocked(character: { level: number }): void {
  if (isFeatureUnlocked('bloodContracts', character.level)) return;
  const requiredLevel = FEATURE_UNLOCK_LEVELS.bloodContracts;
  throw commonError(
    CommonErrorCode.FEATURE_LOCKED,
    { feature: 'bloodContracts', requiredLevel },
    `هذه الميزة تتطلب المستوى ${formatNumber(requiredLevel)}`,
  );
}
