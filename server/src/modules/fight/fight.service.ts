import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { Clock } from '../../common/clock';
import { DomainEvents } from '../../infra/events/domain-events';
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
import { FairnessService, RollTicket } from '../fairness/fairness.service';
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
 * Player fights (DESIGN.md section 6, spec 000 sections 2 to 4) as a short transaction: both sides
 * and their bonuses are read and the whole fight is played in memory BEFORE any lock; then one
 * transaction locks both characters in ascending id order, re-checks that the rows are the ones the
 * fight was played on (else plays it again on the locked rows), and writes everything in two
 * statements: characters, hospital, fight row and notification in one (`FightRepository.record`),
 * the money in the one wallet operation, which needs no lock of its own (the lock statement took both
 * cash accounts too). 5 statements in the transaction (BEGIN and COMMIT included).
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
    private readonly fairness: FairnessService,
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
    // Before any lock: both sides, their bonuses and the whole fight in memory. The read goes out
    // with the rate-limit check (one round trip less); a refused attack just drops what it read.
    let now = this.clock.now();
    const [, read, ticket] = await Promise.all([
      this.combat.assertAttackAllowed(userId),
      this.combat.readSides(userId, targetUserId),
      this.fairness.ticket(userId),
    ]);
    if (!read) await this.assertBothExist(userId, now);
    const sides = read!;
    this.assertAttackerMayFight(sides.attacker, now);
    this.assertTargetMayBeAttacked(sides.defender, now);
    // The attacker's seeded stream draws the fight (issue 29); its proof is stored with the fight.
    const fightId = randomUUID();
    const roll = (rollTicket: RollTicket) => ({
      kind: 'fight' as const,
      reference: `fight:${fightId}`,
      ticket: rollTicket,
    });
    let planned = this.combat.plan(sides, now, resolveFight, roll(ticket));

    // One short transaction: lock both rows in id order, re-check, write everything.
    const committed = await inRetriedTransaction(this.tx, async () => {
      const locked = await this.combat.lockFighters([sides.attacker.id, sides.defender.id]);
      const attacker = locked.find((character) => character.id === sides.attacker.id);
      const defender = locked.find((character) => character.id === sides.defender.id);
      if (!attacker) throw commonError(CommonErrorCode.CHARACTER_REQUIRED);
      if (!defender) throw fightError(FightErrorCode.TARGET_NOT_FOUND);
      if (!sameFighter(attacker, sides.attacker) || !sameFighter(defender, sides.defender)) {
        // Something changed in between (another fight, a crime, a payment): play it again on the rows as locked.
        now = this.clock.now();
        this.assertAttackerMayFight(attacker, now);
        this.assertTargetMayBeAttacked(defender, now);
        planned = this.combat.plan({ ...sides, attacker, defender }, now, resolveFight, roll(ticket));
      }
      // The planned nonce and the proof in one statement; if the seed moved on, play again on the next nonce.
      const fair = await this.fairness.record(
        userId,
        ticket,
        planned,
        (next) => this.combat.plan({ ...sides, attacker, defender }, now, resolveFight, roll(next)),
        (each) => each.proof,
      );
      planned = fair.planned;
      const { outcome, attackerName, defenderName } = planned;
      const moved = outcome.amountStolen - outcome.attackerMoneyLost;
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
        fairness: fair.fairness,
      };
      const hospitalUntil = new Date(now.getTime() + hospital.minutes * 60_000);
      const notification = {
        userId: targetUserId,
        type: 'attacked' as const,
        message: attackedMessage(result),
        data: { fightId },
      };
      const recorded = await this.fights.record({
        fight: {
          id: fightId,
          attackerCharacterId: attacker.id,
          defenderCharacterId: defender.id,
          winnerCharacterId: outcome.isAttackerWinner ? attacker.id : defender.id,
          result,
          createdAt: now,
        },
        sides: [planned.attackerChanges, planned.defenderChanges],
        hospitalUntil: new Map([
          ...(hospital.attacker ? [[attacker.id, hospitalUntil] as const] : []),
          ...(hospital.defender ? [[defender.id, hospitalUntil] as const] : []),
        ]),
        notification,
      });
      const money = new Map([
        [attacker.id, attacker.money],
        [defender.id, defender.money],
      ]);
      if (moved !== 0) {
        const balances = await this.wallet.apply({
          transfers: [
            {
              from: account.cash(moved > 0 ? defender.id : attacker.id),
              to: account.cash(moved > 0 ? attacker.id : defender.id),
              currency: Currency.MONEY,
              amount: Math.abs(moved),
            },
          ],
          reason: outcome.isAttackerWinner ? 'fight_loot' : 'fight_penalty',
          reference: `fight:${fightId}`,
          // lockFighters locked both cash accounts after the characters, in the wallet's order.
          heldAccountsLocked: true,
          // Both HUDs are computed below from these balances and published as `character.changed`.
          announce: false,
        });
        for (const balance of balances) money.set(balance.account.ownerId, balance.balanceAfter);
      }
      const huds = [
        {
          userId,
          hud: this.characters.hudAfter(
            attacker,
            planned.attackerChanges,
            sides.bonuses,
            money.get(attacker.id)!,
            now,
          ),
        },
        {
          userId: targetUserId,
          hud: this.characters.hudAfter(
            defender,
            planned.defenderChanges,
            sides.bonuses,
            money.get(defender.id)!,
            now,
          ),
        },
      ];
      // The stays as written, for the hospitalised side's `confinementUpdate`.
      const jailUntil = new Map([
        [attacker.id, attacker.jailUntil],
        [defender.id, defender.jailUntil],
      ]);
      return { result, recorded, notification, huds, jailUntil };
    });

    // After the commit: HUDs, the stays' releases, the result to both players, the notification,
    // published together so their pushes leave for Redis in one write.
    const { result, recorded, notification, huds, jailUntil } = committed;
    await Promise.all([
      ...huds.map((hud) => this.events.publish('character.changed', hud)),
      ...[...recorded.hospitalUntil].map(([characterId, until]) =>
        this.events.publish('confinement.entered', {
          characterId,
          kind: 'hospital',
          userId: characterId === sides.attacker.id ? userId : targetUserId,
          until,
          state: this.confinement.stateOf({ hospitalUntil: until, jailUntil: jailUntil.get(characterId)! }),
        }),
      ),
      this.events.publish('fight.resolved', {
        attackerUserId: userId,
        defenderUserId: targetUserId,
        result,
      }),
      this.notifications.announce(
        targetUserId,
        {
          id: recorded.notification.id,
          type: notification.type,
          message: notification.message,
          data: notification.data,
          isRead: false,
          createdAt: recorded.notification.createdAt.toISOString(),
        },
        recorded.notification.unreadCount,
      ),
    ]);
    return result;
  }

  /** The player's last 20 fights, as attacker or defender, newest first. @throws CHARACTER_NOT_FOUND */
  async getFightHistory(userId: string): Promise<FightHistoryDto> {
    const character = await this.characters.getCharacter(userId);
    const fights = await this.fights.history(character.id, HISTORY_SIZE);
    return { fights: fights.map(toFightResultDto) };
  }

  /**
   * The error when a side is missing, in the order of the checks: the attacker's character, the
   * attacker's own checks, then the target. @throws CHARACTER_REQUIRED, FEATURE_LOCKED, IN_*, TARGET_NOT_FOUND
   */
  private async assertBothExist(userId: string, now: Date): Promise<never> {
    const [attacker] = await this.combat.readFighters([userId]);
    if (!attacker) throw commonError(CommonErrorCode.CHARACTER_REQUIRED);
    this.assertAttackerMayFight(attacker, now);
    throw fightError(FightErrorCode.TARGET_NOT_FOUND);
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

/** Whether a locked row is still the row the fight was planned on (every field the plan used). */
function sameFighter(locked: CharacterEntity, read: CharacterEntity): boolean {
  const time = (date: Date | null) => date?.getTime() ?? null;
  return (
    locked.level === read.level &&
    locked.exp === read.exp &&
    locked.hp === read.hp &&
    locked.energy === read.energy &&
    locked.money === read.money &&
    locked.trainedStrength === read.trainedStrength &&
    locked.trainedDefense === read.trainedDefense &&
    time(locked.hpUpdatedAt) === time(read.hpUpdatedAt) &&
    time(locked.energyUpdatedAt) === time(read.energyUpdatedAt) &&
    time(locked.vipExpiresAt) === time(read.vipExpiresAt) &&
    time(locked.hospitalUntil) === time(read.hospitalUntil) &&
    time(locked.jailUntil) === time(read.jailUntil) &&
    time(locked.attackImmunityUntil) === time(read.attackImmunityUntil)
  );
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
