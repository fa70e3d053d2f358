import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { Clock } from '../../common/clock';
import { DomainEvents } from '../../common/domain-events';
import { DomainError } from '../../common/errors/domain-error';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { FEATURE_UNLOCK_LEVELS, isFeatureUnlocked } from '../../game/features.rules';
import { resolveFight } from '../../game/fight.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { CharacterEntity } from '../character/character.entity';
import { CharacterService } from '../character/character.service';
import { CombatService } from '../combat/combat.service';
import { ConfinementService } from '../confinement/confinement.service';
import { NotificationsService } from '../notifications/notifications.service';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { FightHistoryDto, FightResultDto, toFightResultDto } from './fight.dto';
import { FightErrorCode, fightError } from './fight.errors';
import { FightRepository } from './fight.repository';

/** The spec's fight messages for a confined attacker (spec 000 section 8). */
const CONFINED_ATTACKER_MESSAGE = {
  hospital: 'لا يمكنك الهجوم وأنت في المستشفى.',
  jail: 'لا يمكنك الهجوم وأنت في السجن.',
} as const;
const HISTORY_SIZE = 20;

/**
 * Player fights (DESIGN.md section 6, spec 000 sections 2 to 4): checks, one transaction that locks
 * both characters in ascending id order, the shared combat (`CombatService`), money through one
 * wallet operation, the loser's hospital stay, the stored result and the defender's notification.
 * After the commit `fight.resolved` sends `fightResult` to the attacker and `fight:update` to the defender.
 */
@Injectable()
export class FightService {
  constructor(
    private readonly fights: FightRepository,
    private readonly characters: CharacterService,
    private readonly combat: CombatService,
    private readonly confinement: ConfinementService,
    private readonly wallet: WalletService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {}

  /**
   * One fight of `userId` against `targetUserId`.
   * @throws CANNOT_ATTACK_SELF; TARGET_NOT_FOUND; FEATURE_LOCKED (attacker below level 6);
   *   TARGET_LEVEL_TOO_LOW; IN_HOSPITAL / IN_JAIL (403 with type, remainingSeconds, cost);
   *   TARGET_IN_HOSPITAL; TARGET_IMMUNE; NOT_ENOUGH_ENERGY (10 needed);
   *   ATTACKING_TOO_FAST (429 with retryAfterMs: the `fight` budget of ACTION_LIMITS)
   */
  async attackPlayer(userId: string, targetUserId: string): Promise<FightResultDto> {
    if (userId === targetUserId) throw fightError(FightErrorCode.CANNOT_ATTACK_SELF);
    if (!isUUID(targetUserId, 'all')) throw fightError(FightErrorCode.TARGET_NOT_FOUND);
    await this.combat.assertAttackAllowed(userId);
    return inRetriedTransaction(this.tx, async () => {
      const now = this.clock.now();
      const locked = await this.combat.lock({ userIds: [userId, targetUserId] });
      const attacker = locked.find((character) => character.userId === userId);
      const defender = locked.find((character) => character.userId === targetUserId);
      if (!attacker) throw commonError(CommonErrorCode.CHARACTER_REQUIRED);
      this.assertAttackerMayFight(attacker, now);
      if (!defender) throw fightError(FightErrorCode.TARGET_NOT_FOUND);
      this.assertTargetMayBeAttacked(defender, now);

      const fightId = randomUUID();
      const { outcome, attackerName, defenderName } = await this.combat.play(
        attacker,
        defender,
        now,
        resolveFight,
      );
      const moved = outcome.amountStolen - outcome.attackerMoneyLost;
      if (moved !== 0)
        await this.wallet.apply({
          transfers: [
            moved > 0
              ? {
                  from: account.cash(defender.id),
                  to: account.cash(attacker.id),
                  currency: Currency.MONEY,
                  amount: moved,
                }
              : {
                  from: account.cash(attacker.id),
                  to: account.cash(defender.id),
                  currency: Currency.MONEY,
                  amount: -moved,
                },
          ],
          reason: outcome.isAttackerWinner ? 'fight_loot' : 'fight_penalty',
          reference: `fight:${fightId}`,
          idempotencyKey: `fight:${fightId}`,
        });
      if (outcome.hospital.attacker)
        await this.confinement.recordStay(attacker.id, 'hospital', outcome.hospital.minutes);
      if (outcome.hospital.defender)
        await this.confinement.recordStay(defender.id, 'hospital', outcome.hospital.minutes);

      const { hospital, ...fields } = outcome;
      const result: FightResultDto = {
        fightId,
        ...fields,
        defenderId: targetUserId,
        attackerName,
        defenderName,
        attackerHospitalized: hospital.attacker,
        defenderHospitalized: hospital.defender,
        hospitalMinutes: hospital.minutes,
        createdAt: now.toISOString(),
      };
      await this.fights.insert({
        id: fightId,
        attackerCharacterId: attacker.id,
        defenderCharacterId: defender.id,
        winnerCharacterId: outcome.isAttackerWinner ? attacker.id : defender.id,
        result,
        createdAt: now,
      });
      await this.events.publish('fight.resolved', {
        attackerUserId: userId,
        defenderUserId: targetUserId,
        result,
      });
      await this.notifications.notify(targetUserId, {
        type: 'attacked',
        message: attackedMessage(result),
        data: { fightId },
      });
      return result;
    });
  }

  /** The player's last 20 fights, as attacker or defender, newest first. @throws CHARACTER_NOT_FOUND */
  async getFightHistory(userId: string): Promise<FightHistoryDto> {
    const character = await this.characters.getCharacter(userId);
    const fights = await this.fights.history(character.id, HISTORY_SIZE);
    return { fights: fights.map(toFightResultDto) };
  }

  /** Level 6 and not confined; the confinement body carries the spec's fight wording. */
  private assertAttackerMayFight(attacker: CharacterEntity, now: Date): void {
    if (!isFeatureUnlocked('fights', attacker.level)) {
      const requiredLevel = FEATURE_UNLOCK_LEVELS.fights;
      throw commonError(
        CommonErrorCode.FEATURE_LOCKED,
        { feature: 'fights', requiredLevel },
        `هذه الميزة تتطلب المستوى ${formatNumber(requiredLevel)}`,
      );
    }
    try {
      this.confinement.assertNotConfined(attacker, now);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const type = error.extra.type as 'hospital' | 'jail';
      throw new DomainError(error.code, error.status, CONFINED_ATTACKER_MESSAGE[type], error.extra);
    }
  }

  private assertTargetMayBeAttacked(target: CharacterEntity, now: Date): void {
    if (!isFeatureUnlocked('fights', target.level)) throw fightError(FightErrorCode.TARGET_LEVEL_TOO_LOW);
    if (target.hospitalUntil && target.hospitalUntil > now)
      throw fightError(FightErrorCode.TARGET_IN_HOSPITAL);
    if (target.attackImmunityUntil && target.attackImmunityUntil > now)
      throw fightError(FightErrorCode.TARGET_IMMUNE);
  }
}

/** The defender's notification sentence; amounts in ar-EG digits, the attacker's name as it is. */
function attackedMessage(result: FightResultDto): string {
  if (result.isAttackerWinner) {
    return result.amountStolen > 0
      ? `هاجمك ${result.attackerName} وهزمك وسرق منك ${formatNumber(result.amountStolen)}`
      : `هاجمك ${result.attackerName} وهزمك`;
  }
  return result.attackerMoneyLost > 0
    ? `هاجمك ${result.attackerName} فهزمته وربحت ${formatNumber(result.attackerMoneyLost)}`
    : `هاجمك ${result.attackerName} فهزمته`;
}
