import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import { DomainEvents } from '../../common/domain-events';
import { RandomSource } from '../../common/random';
import { countOf, formatNumber, MINUTES_GENITIVE } from '../../game/arabic-numbers.rules';
import type { GameConstants } from '../../game/constants';
import { resolveCrime } from '../../game/crimes.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { CharacterService } from '../character/character.service';
import { ConfinementService, RecordedStay } from '../confinement/confinement.service';
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
    private readonly confinement: ConfinementService,
    private readonly wallet: WalletService,
    private readonly events: DomainEvents,
    private readonly random: RandomSource,
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
   * Commits a crime once. One transaction locks the character, so two parallel attempts cannot
   * both pass the energy or cooldown checks.
   * @throws CRIME_NOT_FOUND, CRIME_LOCKED, CRIME_ON_COOLDOWN (with remainingSeconds), NOT_ENOUGH_ENERGY,
   *   IN_HOSPITAL / IN_JAIL (403 with type, remainingSeconds, cost)
   */
  async commitCrime(userId: string, crimeId: number): Promise<CrimeResultDto> {
    const result = await inRetriedTransaction(this.tx, async () => {
      let stay: RecordedStay | null = null;
      const now = this.clock.now();
      const character = await this.characters.lockForUser(userId);
      this.confinement.assertNotConfined(character, now);
      const crime = await this.crimes.findById(crimeId);
      if (!crime || !crime.isEnabled) throw crimeError(CrimeErrorCode.CRIME_NOT_FOUND);
      if (character.level < crime.reqLevel) {
        throw crimeError(
          CrimeErrorCode.CRIME_LOCKED,
          { requiredLevel: crime.reqLevel },
          `هذه الجريمة تتطلب المستوى ${formatNumber(crime.reqLevel)}`,
        );
      }
      const availableAt = (await this.crimes.cooldowns(character.id)).get(crime.id);
      if (availableAt && availableAt > now) {
        throw crimeError(CrimeErrorCode.CRIME_ON_COOLDOWN, {
          remainingSeconds: Math.ceil((availableAt.getTime() - now.getTime()) / 1000),
        });
      }
      const energyLeft = await this.characters.spendEnergy(character, crime.energyCost, now);
      await this.crimes.setCooldown(
        character.id,
        crime.id,
        new Date(now.getTime() + crime.cooldownSeconds * 1000),
      );
      const isVip = character.vipExpiresAt !== null && character.vipExpiresAt > now;
      const outcome = resolveCrime(crime, this.random.next(), isVip, this.constants);
      let levelsGained = 0;
      if (outcome.success) {
        await this.wallet.apply({
          transfers: [
            {
              from: 'mint',
              to: account.cash(character.id),
              currency: Currency.MONEY,
              amount: outcome.moneyGained,
            },
          ],
          reason: 'crime_reward',
          reference: `crime:${crime.id}`,
        });
        levelsGained = (await this.characters.addExperience(character, outcome.expGained, now)).levelsGained;
        await this.characters.countCrime(character.id);
      } else if (outcome.confinement) {
        stay = await this.confinement.recordStay(
          character.id,
          outcome.confinement.kind,
          outcome.confinement.minutes,
        );
      }
      return {
        success: outcome.success,
        crimeId: crime.id,
        crimeName: crime.name,
        message: outcome.success
          ? `نجحت في ${crime.name} وربحت ${formatNumber(outcome.moneyGained)} من المال و${formatNumber(outcome.expGained)} من الخبرة`
          : outcome.confinement
            ? `فشلت في ${crime.name} وتم إرسالك إلى ${OUTCOME_TEXT[outcome.confinement.kind]} لمدة ${countOf(outcome.confinement.minutes, MINUTES_GENITIVE)}`
            : `فشلت في ${crime.name}`,
        moneyGained: outcome.moneyGained,
        expGained: outcome.expGained,
        isVip,
        levelsGained,
        level: character.level,
        energyLeft,
        cooldownSeconds: crime.cooldownSeconds,
        confinement: outcome.confinement?.kind ?? null,
        confinedUntil: stay?.until.toISOString() ?? null,
        confinementMinutes: outcome.confinement?.minutes ?? 0,
      } satisfies CrimeResultDto;
    });
    await this.events.publish('crime.committed', { userId, result, crimes: await this.getCrimes(userId) });
    return result;
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
