import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { isUUID } from 'class-validator';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import { CharacterChangedEvent, DomainEvent } from '../../common/domain-events';
import { DomainError } from '../../common/errors/domain-error';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { RandomSource } from '../../common/random';
import type { GameConstants } from '../../game/constants';
import { FEATURE_UNLOCK_LEVELS, isFeatureUnlocked } from '../../game/features.rules';
import { ArmedFighter, resolveFight } from '../../game/fight.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { ActionRateLimiter } from '../../infra/rate-limit/action-rate-limiter';
import { PresenceService } from '../../infra/realtime/presence.service';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { CharacterEntity } from '../character/character.entity';
import { CharacterService } from '../character/character.service';
import { ConfinementService, RecordedStay } from '../confinement/confinement.service';
import { NotificationsService } from '../notifications/notifications.service';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { ActivePlayersDto, FightHistoryDto, FightResultDto, toFightResultDto } from './fight.dto';
import { assertAttackAllowed, FightErrorCode, fightError } from './fight.errors';
import { FightRepository } from './fight.repository';

/** The spec's fight messages for a confined attacker (spec 000 section 8). */
const CONFINED_ATTACKER_MESSAGE = {
  hospital: 'لا يمكنك الهجوم وأنت في المستشفى.',
  jail: 'لا يمكنك الهجوم وأنت في السجن.',
} as const;
const HISTORY_SIZE = 20;
const ACTIVE_PLAYERS_LIMIT = 100;

/**
 * Player fights (DESIGN.md section 6, spec 000 sections 2 to 4): checks, one transaction that locks
 * both characters in ascending id order, the combat of `fight.rules`, money through one wallet
 * operation, experience, fight counters, final HP, the loser's hospital stay, and the stored result;
 * after the commit both players get `fightResult` and `fight:update`, the defender a stored notification.
 */
@Injectable()
export class FightService {
  constructor(
    private readonly fights: FightRepository,
    private readonly characters: CharacterService,
    private readonly confinement: ConfinementService,
    private readonly wallet: WalletService,
    private readonly presence: PresenceService,
    private readonly publisher: RealtimePublisher,
    private readonly notifications: NotificationsService,
    private readonly events: EventEmitter2,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
    private readonly rateLimiter: ActionRateLimiter,
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
    await assertAttackAllowed(this.rateLimiter, userId);
    const stays: RecordedStay[] = [];
    const result = await inRetriedTransaction(this.tx, async () => {
      stays.length = 0;
      const now = this.clock.now();
      const locked = await this.fights.lockCharactersOfUsers([userId, targetUserId]);
      const attacker = locked.find((character) => character.userId === userId);
      const defender = locked.find((character) => character.userId === targetUserId);
      if (!attacker) throw commonError(CommonErrorCode.CHARACTER_REQUIRED);
      this.assertAttackerMayFight(attacker, now);
      if (!defender) throw fightError(FightErrorCode.TARGET_NOT_FOUND);
      this.assertTargetMayBeAttacked(defender, now);
      await this.characters.spendEnergy(attacker, this.constants.fightEnergyCost, now);

      const names = await this.fights.names([userId, targetUserId]);
      const fightId = randomUUID();
      const outcome = resolveFight(
        this.fighter(attacker, names.get(userId) ?? '', now),
        this.fighter(defender, names.get(targetUserId) ?? '', now),
        () => this.random.next(),
        this.constants,
      );
      const winner = outcome.isAttackerWinner ? attacker : defender;

      await this.fights.recordFighter(attacker.id, outcome.attackerFinalHp, now, outcome.isAttackerWinner);
      await this.fights.recordFighter(defender.id, outcome.defenderFinalHp, now, !outcome.isAttackerWinner);
      Object.assign(attacker, { hp: outcome.attackerFinalHp, hpUpdatedAt: now });
      Object.assign(defender, { hp: outcome.defenderFinalHp, hpUpdatedAt: now });
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
      // After the HP write: a level-up restores HP and energy (DESIGN.md section 6).
      if (outcome.attackerXpGain > 0)
        await this.characters.addExperience(attacker, outcome.attackerXpGain, now);
      if (outcome.defenderXpGain > 0)
        await this.characters.addExperience(defender, outcome.defenderXpGain, now);
      if (outcome.hospital.attacker)
        stays.push(await this.confinement.recordStay(attacker.id, 'hospital', outcome.hospital.minutes));
      if (outcome.hospital.defender)
        stays.push(await this.confinement.recordStay(defender.id, 'hospital', outcome.hospital.minutes));

      const { hospital, ...fields } = outcome;
      const dto: FightResultDto = {
        fightId,
        ...fields,
        defenderId: targetUserId,
        attackerName: names.get(userId) ?? '',
        defenderName: names.get(targetUserId) ?? '',
        attackerHospitalized: hospital.attacker,
        defenderHospitalized: hospital.defender,
        hospitalMinutes: hospital.minutes,
        createdAt: now.toISOString(),
      };
      await this.fights.insert({
        id: fightId,
        attackerCharacterId: attacker.id,
        defenderCharacterId: defender.id,
        winnerCharacterId: winner.id,
        result: dto,
        createdAt: now,
      });
      return dto;
    });
    for (const stay of stays) await this.confinement.announce(stay);
    for (const id of [userId, targetUserId]) {
      this.events.emit(DomainEvent.CHARACTER_CHANGED, { userId: id } satisfies CharacterChangedEvent);
      this.publisher.toUser(id, 'fightResult', result);
      this.publisher.toUser(id, 'fight:update', result);
    }
    await this.notifications.notify(targetUserId, {
      type: 'attacked',
      message: attackedMessage(result),
      data: { fightId: result.fightId },
    });
    return result;
  }

  /** The player's last 20 fights, as attacker or defender, newest first. @throws CHARACTER_NOT_FOUND */
  async getFightHistory(userId: string): Promise<FightHistoryDto> {
    const character = await this.characters.getCharacter(userId);
    const fights = await this.fights.history(character.id, HISTORY_SIZE);
    return { fights: fights.map(toFightResultDto) };
  }

  /**
   * Players online now (presence shared by every node), highest level first, with whether the caller
   * may attack each of them now (the target-side checks of `attackPlayer`).
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

  /** Level 6 and not confined; the confinement body carries the spec's fight wording. */
  private assertAttackerMayFight(attacker: CharacterEntity, now: Date): void {
    if (!isFeatureUnlocked('fights', attacker.level)) {
      const requiredLevel = FEATURE_UNLOCK_LEVELS.fights;
      throw commonError(
        CommonErrorCode.FEATURE_LOCKED,
        { feature: 'fights', requiredLevel },
        `هذه الميزة تتطلب المستوى ${requiredLevel}`,
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

  /** A locked character as the rules see it: effective stats and HP after lazy regeneration. */
  private fighter(character: CharacterEntity, name: string, now: Date): ArmedFighter {
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
      money: character.money,
    };
  }
}

/** The defender's notification sentence. */
function attackedMessage(result: FightResultDto): string {
  if (result.isAttackerWinner) {
    return result.amountStolen > 0
      ? `هاجمك ${result.attackerName} وهزمك وسرق منك ${result.amountStolen}`
      : `هاجمك ${result.attackerName} وهزمك`;
  }
  return result.attackerMoneyLost > 0
    ? `هاجمك ${result.attackerName} فهزمته وربحت ${result.attackerMoneyLost}`
    : `هاجمك ${result.attackerName} فهزمته`;
}
