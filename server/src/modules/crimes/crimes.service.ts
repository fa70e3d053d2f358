import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import { DomainEvents } from '../../infra/events/domain-events';
import { RandomSource } from '../../common/random';
import { countOf, formatNumber, MINUTES_GENITIVE } from '../../game/arabic-numbers.rules';
import type { GameConstants } from '../../game/constants';
import { CrimeOutcome } from '../../game/crimes.rules';
import { type CrimeRollInputs, rollConstantsOf, rollCrime } from '../../game/fairness.rules';
import type { GearBonuses } from '../../game/loadout.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { CharacterEntity } from '../character/character.entity';
import { CharacterLoadoutService } from '../character/character-loadout.service';
import { CharacterErrorCode, characterError } from '../character/character.errors';
import { CharacterService, FightChanges } from '../character/character.service';
import { ConfinementService, RecordedStay } from '../confinement/confinement.service';
import { FairnessService, RollProofContent, RollTicket } from '../fairness/fairness.service';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { CrimeEntity } from './crime.entity';
import { CrimeListDto, CrimeResultDto, PlayerCrimeDto } from './crimes.dto';
import { CrimeErrorCode, crimeError } from './crimes.errors';
import { CrimesRepository } from './crimes.repository';

const OUTCOME_TEXT = { jail: 'السجن', hospital: 'المستشفى' } as const;

/**
 * Crimes for players (DESIGN.md section 6): the list with level locks and cooldowns, and one
 * attempt: energy, level, cooldown and confinement checks, the success draw, rewards (VIP ×1.5)
 * through the wallet, or jail or hospital for the crime's minutes. The cooldown starts either way.
 */
@Injectable()
export class CrimesService {
  constructor(
    private readonly crimes: CrimesRepository,
    private readonly characters: CharacterService,
    private readonly loadout: CharacterLoadoutService,
    private readonly confinement: ConfinementService,
    private readonly wallet: WalletService,
    private readonly events: DomainEvents,
    private readonly random: RandomSource,
    private readonly fairness: FairnessService,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
  ) {}

  /** Enabled crimes with the player's lock and cooldown state; the `crimesList:update` payload. */
  async getCrimes(userId: string): Promise<CrimeListDto> {
    const character = await this.characters.getCharacter(userId);
    const [crimes, cooldowns] = await Promise.all([
      this.crimes.findEnabled(),
      this.crimes.cooldowns(character.id),
    ]);
    const now = this.clock.now();
    return {
      crimes: crimes.map((crime) => this.toPlayerCrime(crime, character.level, cooldowns.get(crime.id), now)),
    };
  }

  /**
   * Clears every crime cooldown of a locked character (the CD_RESET item), in the caller's
   * transaction; after the commit the player's crime list goes out (`crimesList:update`).
   * @returns how many cooldowns were still running.
   */
  async clearCooldowns(
    character: { id: number; userId: string },
    now: Date = this.clock.now(),
  ): Promise<number> {
    const cleared = await this.crimes.clearCooldowns(character.id, now);
    await this.events.publish('crimes.cooldownsCleared', {
      userId: character.userId,
      crimes: await this.getCrimes(character.userId),
    });
    return cleared;
  }

  /**
   * Commits a crime once, as a short transaction: the character, crimes, cooldowns and bonuses are
   * read and the attempt drawn BEFORE any lock; one transaction locks the character, re-checks that
   * the row is the one the attempt was planned on (else plans again), writes cooldown and character
   * in one statement (the cooldown is refused if a parallel attempt set one) and the reward in the
   * one wallet operation: 4 or 5 statements in the transaction (BEGIN and COMMIT included). After the
   * commit: `crime:update` and `hud:update`, and `crimesList:update` only when a level was gained.
   * @throws CRIME_NOT_FOUND, CRIME_LOCKED, CRIME_ON_COOLDOWN (with remainingSeconds), NOT_ENOUGH_ENERGY,
   *   IN_HOSPITAL / IN_JAIL (403 with type, remainingSeconds, cost)
   */
  async commitCrime(userId: string, crimeId: number): Promise<CrimeResultDto> {
    // Before any lock: the character, the crimes, the cooldowns and the bonuses; the attempt in memory.
    let now = this.clock.now();
    const [named] = await this.characters.readPlain([userId]);
    if (!named) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    const [crimes, cooldowns, bonuses, ticket] = await Promise.all([
      this.crimes.findEnabled(),
      this.crimes.cooldowns(named.character.id),
      this.loadout.bonusesOf([named.character.id]),
      this.fairness.ticket(userId),
    ]);
    const crime = crimes.find((candidate) => candidate.id === crimeId);
    let attempt = this.plan(named.character, crime, cooldowns, bonuses, now, ticket);

    // One short transaction: lock the row, re-check, one statement for cooldown and character, the money.
    const result = await inRetriedTransaction(this.tx, async () => {
      const [character] = await this.characters.lockPlain([named.character.id]);
      if (!character) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
      if (!sameCharacter(character, named.character)) {
        now = this.clock.now();
        attempt = this.plan(character, crime, cooldowns, bonuses, now, ticket);
      }
      // The planned nonce and the proof in one statement; if the seed moved on, draw again on the next nonce.
      const fair = await this.fairness.record(
        userId,
        ticket,
        attempt,
        (next) => this.plan(character, crime, cooldowns, bonuses, now, next),
        (each) => each.proof,
      );
      attempt = fair.planned;
      const { outcome, changes, isVip } = attempt;
      const found = crime!;
      const stayUntil = outcome.confinement
        ? new Date(now.getTime() + outcome.confinement.minutes * 60_000)
        : null;
      const stays = await this.crimes.record({
        characterId: character.id,
        crimeId: found.id,
        availableAt: new Date(now.getTime() + found.cooldownSeconds * 1000),
        now,
        energy: changes.energy,
        energyUpdatedAt: changes.energyUpdatedAt,
        level: changes.level,
        exp: changes.exp,
        hp: changes.hpChanged ? changes.hp : null,
        hpUpdatedAt: changes.hpChanged ? changes.hpUpdatedAt : null,
        crimesCommitted: outcome.success ? 1 : 0,
        jailUntil: outcome.confinement?.kind === 'jail' ? stayUntil : null,
        hospitalUntil: outcome.confinement?.kind === 'hospital' ? stayUntil : null,
      });
      // Another attempt of the same crime committed in between: its cooldown runs now.
      if (!stays)
        throw crimeError(CrimeErrorCode.CRIME_ON_COOLDOWN, { remainingSeconds: found.cooldownSeconds });
      let money = character.money;
      if (outcome.success) {
        const [cash] = await this.wallet.apply({
          transfers: [
            {
              from: 'mint',
              to: account.cash(character.id),
              currency: Currency.MONEY,
              amount: outcome.moneyGained,
            },
          ],
          reason: 'crime_reward',
          reference: `crime:${found.id}`,
          // The HUD is computed below from this balance and published as `character.changed`.
          announce: false,
        });
        money = cash.balanceAfter;
      }
      const stay: RecordedStay | null = outcome.confinement
        ? {
            characterId: character.id,
            kind: outcome.confinement.kind,
            userId,
            until:
              (outcome.confinement.kind === 'jail' ? stays.jailUntil : stays.hospitalUntil) ?? stayUntil!,
          }
        : null;
      return {
        stay,
        hud: this.characters.hudAfter(character, changes, bonuses, money, now),
        cooldownUntil: new Date(now.getTime() + found.cooldownSeconds * 1000),
        level: changes.level,
        result: {
          success: outcome.success,
          crimeId: found.id,
          crimeName: found.name,
          message: outcome.success
            ? `نجحت في ${found.name} وربحت ${formatNumber(outcome.moneyGained)} من المال و${formatNumber(outcome.expGained)} من الخبرة`
            : outcome.confinement
              ? `فشلت في ${found.name} وتم إرسالك إلى ${OUTCOME_TEXT[outcome.confinement.kind]} لمدة ${countOf(outcome.confinement.minutes, MINUTES_GENITIVE)}`
              : `فشلت في ${found.name}`,
          moneyGained: outcome.moneyGained,
          expGained: outcome.expGained,
          isVip,
          levelsGained: changes.levelsGained,
          level: changes.level,
          energyLeft: changes.energy,
          cooldownSeconds: found.cooldownSeconds,
          confinement: outcome.confinement?.kind ?? null,
          confinedUntil: stay?.until.toISOString() ?? null,
          confinementMinutes: outcome.confinement?.minutes ?? 0,
          fairness: fair.fairness,
        } satisfies CrimeResultDto,
      };
    });
    // After the commit: the stay's release and push, then the result; the list as it is now only when
    // a level gained changed its locks (the client sets the committed crime's cooldown itself).
    if (result.stay) await this.events.publish('confinement.entered', result.stay);
    cooldowns.set(crimeId, result.cooldownUntil);
    const list: CrimeListDto | null =
      result.level === named.character.level
        ? null
        : {
            crimes: crimes.map((each) => this.toPlayerCrime(each, result.level, cooldowns.get(each.id), now)),
          };
    await this.events.publish('crime.committed', {
      userId,
      result: result.result,
      crimes: list,
    });
    await this.events.publish('character.changed', { userId, hud: result.hud });
    return result.result;
  }

  /**
   * An attempt in memory, with no query: the checks in the spec's order, the draw from the player's
   * seeded stream of `ticket` (issue 29), the character's row afterwards and the attempt's proof.
   * @throws IN_HOSPITAL / IN_JAIL, CRIME_NOT_FOUND, CRIME_LOCKED, CRIME_ON_COOLDOWN,
   *   NOT_ENOUGH_ENERGY, SEED_COMMITMENT_MISMATCH
   */
  private plan(
    character: CharacterEntity,
    crime: CrimeEntity | undefined,
    cooldowns: Map<number, Date>,
    bonuses: Map<number, GearBonuses>,
    now: Date,
    ticket: RollTicket,
  ): { outcome: CrimeOutcome; changes: FightChanges; isVip: boolean; proof: RollProofContent } {
    this.confinement.assertNotConfined(character, now);
    if (!crime || !crime.isEnabled) throw crimeError(CrimeErrorCode.CRIME_NOT_FOUND);
    if (character.level < crime.reqLevel) {
      throw crimeError(
        CrimeErrorCode.CRIME_LOCKED,
        { requiredLevel: crime.reqLevel },
        `هذه الجريمة تتطلب المستوى ${formatNumber(crime.reqLevel)}`,
      );
    }
    const availableAt = cooldowns.get(crime.id);
    if (availableAt && availableAt > now) {
      throw crimeError(CrimeErrorCode.CRIME_ON_COOLDOWN, {
        remainingSeconds: Math.ceil((availableAt.getTime() - now.getTime()) / 1000),
      });
    }
    const vitals = this.characters.vitalsWith(character, this.loadout.statsWith(character, bonuses), now);
    if (vitals.energy < crime.energyCost)
      throw characterError(CharacterErrorCode.NOT_ENOUGH_ENERGY, {
        energy: vitals.energy,
        required: crime.energyCost,
      });
    const isVip = character.vipExpiresAt !== null && character.vipExpiresAt > now;
    const inputs: CrimeRollInputs = {
      kind: 'crime',
      crimeId: crime.id,
      crimeName: crime.name,
      terms: {
        successRate: crime.successRate,
        reward: crime.reward,
        expReward: crime.expReward,
        failOutcome: crime.failOutcome,
        jailMinutes: crime.jailMinutes,
        hospitalMinutes: crime.hospitalMinutes,
      },
      isVip,
      constants: rollConstantsOf(this.constants),
    };
    const stream = this.fairness.stream(ticket);
    const outcome = rollCrime(inputs, () => this.random.next(stream));
    const changes = this.characters.fightChanges(
      character,
      vitals,
      bonuses,
      { energyCost: crime.energyCost, finalHp: null, won: false, xpGain: outcome.expGained },
      now,
    );
    return {
      outcome,
      changes,
      isVip,
      proof: { reference: `crime:${crime.id}`, otherUserId: null, draws: stream.count(), inputs, outcome },
    };
  }

  private toPlayerCrime(
    crime: CrimeEntity,
    level: number,
    availableAt: Date | undefined,
    now: Date,
  ): PlayerCrimeDto {
    return {
      id: crime.id,
      name: crime.name,
      description: crime.description,
      imageUrl: crime.imageUrl,
      req_level: crime.reqLevel,
      energyCost: crime.energyCost,
      successRate: crime.successRate,
      reward: crime.reward,
      expReward: crime.expReward,
      cooldown: crime.cooldownSeconds,
      failOutcome: crime.failOutcome,
      jailMinutes: crime.jailMinutes,
      hospitalMinutes: crime.hospitalMinutes,
      locked: level < crime.reqLevel,
      cooldownRemainingSeconds:
        availableAt && availableAt > now ? Math.ceil((availableAt.getTime() - now.getTime()) / 1000) : 0,
    };
  }
}

/** Whether a locked row is still the row the attempt was planned on (every field the plan used). */
function sameCharacter(locked: CharacterEntity, read: CharacterEntity): boolean {
  const time = (date: Date | null) => date?.getTime() ?? null;
  return (
    locked.level === read.level &&
    locked.exp === read.exp &&
    locked.energy === read.energy &&
    locked.hp === read.hp &&
    locked.trainedStrength === read.trainedStrength &&
    locked.trainedDefense === read.trainedDefense &&
    time(locked.energyUpdatedAt) === time(read.energyUpdatedAt) &&
    time(locked.hpUpdatedAt) === time(read.hpUpdatedAt) &&
    time(locked.vipExpiresAt) === time(read.vipExpiresAt) &&
    time(locked.hospitalUntil) === time(read.hospitalUntil) &&
    time(locked.jailUntil) === time(read.jailUntil)
  );
}
