import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import type { GameConstants } from '../../game/constants';
import type { GearBonuses } from '../../game/loadout.rules';
import {
  applyExperience,
  effectiveStats,
  EffectiveStats,
  expForNextLevel,
  regenerateEnergy,
  regenerateHp,
} from '../../game/stats.rules';
import type { ConfinementKind } from '../../infra/queue/queues';
import { CharacterEntity } from './character.entity';
import type { FightChanges } from './fight-changes';
import { CharacterLoadoutService } from './character-loadout.service';
import type { CharacterVitals } from './character-vitals';
import { CharacterProfileDto, HudDto, toCharacterProfileDto, toHudDto } from './character.dto';
import { CharacterErrorCode, characterError } from './character.errors';
import { CharacterRepository, EndedStay, NamedCharacter } from './character.repository';

export type { FightChanges } from './fight-changes';

export type { CharacterVitals } from './character-vitals';

/**
 * Characters (spec 000 section 3; DESIGN.md section 6): creation at account setup, HUD and own
 * profile, and the one API through which other modules change a character's state (energy,
 * experience and level, HP and fight counters, crimes committed, training, hospital and jail).
 * Balances are not here: they change only through the wallet.
 */
@Injectable()
export class CharacterService {
  constructor(
    private readonly characters: CharacterRepository,
    private readonly loadout: CharacterLoadoutService,
    private readonly clock: Clock,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
  ) {}

  /** Creates the level-1 character of a user, at full HP and energy. Runs in the caller's transaction. */
  createForUser(userId: string): Promise<CharacterEntity> {
    const stats = effectiveStats(1);
    const now = this.clock.now();
    return this.characters.create({
      userId,
      hp: stats.maxHp,
      energy: stats.maxEnergy,
      hpUpdatedAt: now,
      energyUpdatedAt: now,
    });
  }

  /**
   * Effective stats (the loadout: level, training, equipment, house, ride, pet, rank) and lazily
   * regenerated HP and energy (DESIGN.md section 6). Nothing is written; a service that spends
   * energy stores the returned values with their timestamps.
   */
  async vitals(character: CharacterEntity, now: Date = this.clock.now()): Promise<CharacterVitals> {
    return this.vitalsWith(character, await this.loadout.effectiveStats(character), now);
  }

  /** `vitals` of several characters (a fight's two sides), by character id, with one loadout read. */
  async vitalsOf(
    characters: CharacterEntity[],
    now: Date = this.clock.now(),
  ): Promise<Map<number, CharacterVitals>> {
    const stats = await this.loadout.effectiveStatsOf(characters);
    return new Map(characters.map((c) => [c.id, this.vitalsWith(c, stats.get(c.id)!, now)]));
  }

  /** @throws DomainError CHARACTER_NOT_FOUND before account setup. */
  async getCharacter(userId: string): Promise<CharacterEntity> {
    const character = await this.characters.findByUserId(userId);
    if (!character) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    return character;
  }

  /** @throws CHARACTER_NOT_FOUND */
  async getCharacterById(characterId: number): Promise<CharacterEntity> {
    const character = await this.characters.findById(characterId);
    if (!character) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    return character;
  }

  /** HUD data; the same payload `hud:request` answers with. @throws CHARACTER_NOT_FOUND */
  async getHud(userId: string): Promise<HudDto> {
    const character = await this.getCharacter(userId);
    const now = this.clock.now();
    return toHudDto(character, await this.vitals(character, now), now);
  }

  /** The player's own character; the same payload `profile:request` answers with. @throws CHARACTER_NOT_FOUND */
  async getCharacterProfile(userId: string): Promise<CharacterProfileDto> {
    const found = await this.characters.findWithUser(userId);
    if (!found) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    const now = this.clock.now();
    return toCharacterProfileDto(found.character, found.user, await this.vitals(found.character, now), now);
  }

  /**
   * The users' characters with their cash in money and display names, read WITHOUT a lock and mapped
   * from plain rows (the hot paths read before they lock). Unknown users are left out.
   */
  readPlain(userIds: string[]): Promise<NamedCharacter[]> {
    return this.characters.readPlain(userIds);
  }

  /**
   * Characters locked FOR UPDATE in ascending id order, with their cash as it is now, mapped from
   * plain rows. Runs in the caller's transaction. Unknown ids are left out.
   */
  lockPlain(ids: number[]): Promise<CharacterEntity[]> {
    return this.characters.lockPlain(ids);
  }

  /**
   * Like `lockPlain`, then the characters' cash accounts in money too, in the wallet's lock order, in
   * the same statement: a wallet operation between them may then set `heldAccountsLocked`.
   */
  lockPlainWithCash(ids: number[]): Promise<CharacterEntity[]> {
    return this.characters.lockPlainWithCash(ids);
  }

  /**
   * Locks the user's character for the caller's transaction (use inside `@Transactional()` or
   * `inRetriedTransaction`). @throws CHARACTER_NOT_FOUND
   */
  async lockForUser(userId: string): Promise<CharacterEntity> {
    const character = await this.characters.lockByUserId(userId);
    if (!character) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    return character;
  }

  /**
   * Locks several characters, by id or by user id, in ascending id order (so two transactions over
   * the same pair never deadlock). Unknown ones are left out. Runs in the caller's transaction.
   */
  lockMany(where: { ids: number[] } | { userIds: string[] }): Promise<CharacterEntity[]> {
    return this.characters.lockMany(where);
  }

  /**
   * Spends energy from a locked character, after lazy regeneration; partial progress toward the
   * next regeneration tick is kept. Runs in the caller's transaction.
   * @returns the energy left. @throws NOT_ENOUGH_ENERGY ('لا تملك طاقة كافية')
   */
  async spendEnergy(
    character: CharacterEntity,
    amount: number,
    now: Date = this.clock.now(),
  ): Promise<number> {
    const vitals = await this.vitals(character, now);
    if (vitals.energy < amount) {
      throw characterError(CharacterErrorCode.NOT_ENOUGH_ENERGY, { energy: vitals.energy, required: amount });
    }
    const energy = vitals.energy - amount;
    // Full energy does not accrue ticks, so the clock starts when it first drops below max.
    const energyUpdatedAt = vitals.energy >= vitals.maxEnergy ? now : vitals.energyUpdatedAt;
    await this.characters.updateVitals(character.id, { energy, energyUpdatedAt });
    Object.assign(character, { energy, energyUpdatedAt });
    return energy;
  }

  /**
   * Adds experience to a locked character and levels it up (several levels at once allowed); a
   * level-up restores HP and energy to the new effective maxima (DESIGN.md section 6). Runs in the
   * caller's transaction. @returns the new level, exp and how many levels were gained.
   */
  async addExperience(character: CharacterEntity, amount: number, now: Date = this.clock.now()) {
    const progress = applyExperience(
      { level: character.level, exp: character.exp },
      Math.floor(amount),
      this.constants,
    );
    const values: Partial<CharacterEntity> = { level: progress.level, exp: progress.exp };
    if (progress.levelsGained > 0) {
      const stats = await this.loadout.effectiveStats({ ...character, level: progress.level });
      Object.assign(values, {
        hp: stats.maxHp,
        hpUpdatedAt: now,
        energy: stats.maxEnergy,
        energyUpdatedAt: now,
      });
    }
    await this.characters.updateVitals(character.id, values);
    Object.assign(character, values);
    return progress;
  }

  /**
   * Stores a locked fighter's final HP (regeneration restarts at `now`) and counts a fight won or
   * lost (fights and blood contract executions). Runs in the caller's transaction.
   */
  async recordFight(character: CharacterEntity, hp: number, won: boolean, now: Date): Promise<void> {
    await this.characters.recordFight(character.id, hp, now, won);
    Object.assign(character, {
      hp,
      hpUpdatedAt: now,
      fightsWon: character.fightsWon + (won ? 1 : 0),
      fightsLost: character.fightsLost + (won ? 0 : 1),
    });
  }

  /**
   * Writes an attack's changes (`fightChanges` of each side) to the locked characters in one
   * statement, in the caller's transaction (blood contracts; the fight writes them in its own record).
   */
  async recordCombat(sides: FightChanges[]): Promise<void> {
    await this.characters.recordCombat(sides);
  }

  /**
   * Stores new HP and/or energy of a locked character (a potion), restarting their regeneration
   * clocks at `now`. Runs in the caller's transaction.
   */
  async setVitals(
    character: CharacterEntity,
    values: { hp?: number; energy?: number },
    now: Date = this.clock.now(),
  ): Promise<void> {
    const changes: Partial<CharacterEntity> = {};
    if (values.hp !== undefined) Object.assign(changes, { hp: values.hp, hpUpdatedAt: now });
    if (values.energy !== undefined) Object.assign(changes, { energy: values.energy, energyUpdatedAt: now });
    if (!Object.keys(changes).length) return;
    await this.characters.updateVitals(character.id, changes);
    Object.assign(character, changes);
  }

  /**
   * Sets the end of a locked character's attack immunity (fights, contracts and gang bombs skip it
   * until then) or VIP status. Runs in the caller's transaction.
   */
  async setPeriodEnd(
    character: CharacterEntity,
    period: 'attackImmunityUntil' | 'vipExpiresAt',
    until: Date,
  ): Promise<void> {
    await this.characters.setPeriodEnd(character.id, period, until);
    character[period] = until;
  }

  /** Counts one successful crime. Runs in the caller's transaction. */
  async countCrime(characterId: number): Promise<void> {
    await this.characters.incrementCrimesCommitted(characterId);
  }

  /**
   * Adds a finished training's points to the trained stat. Runs in the caller's transaction.
   * @throws CHARACTER_NOT_FOUND. @returns the owner's user id.
   */
  async addTraining(characterId: number, stat: 'strength' | 'defense', points: number): Promise<string> {
    const userId = await this.characters.addTrained(characterId, stat, points);
    if (!userId) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    return userId;
  }

  /**
   * Sets a hospital or jail stay to end at `until`, keeping a later end already in force.
   * @throws CHARACTER_NOT_FOUND. @returns the end in force and the owner's user id.
   */
  async setStay(
    characterId: number,
    kind: ConfinementKind,
    until: Date,
  ): Promise<{ until: Date; userId: string }> {
    const stay = await this.characters.confine(characterId, kind, until);
    if (!stay) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    return stay;
  }

  /**
   * Ends a stay only if it still ends at `until` (idempotent); leaving hospital restores HP to the
   * effective max HP. Runs in the caller's transaction.
   * @returns the user id when this call released the character, else null.
   */
  async endStay(
    character: CharacterEntity,
    kind: ConfinementKind,
    until: Date,
    now: Date,
  ): Promise<string | null> {
    const hpOnRelease = kind === 'hospital' ? (await this.loadout.effectiveStats(character)).maxHp : null;
    return this.characters.release(character.id, kind, until, hpOnRelease, now);
  }

  /**
   * Ends every stay of `kind` that still ends at its `until`, in one statement (autocommit, or the
   * caller's transaction); leaving hospital restores HP to each character's effective max HP (read
   * before, one loadout read for the whole batch). The batched release timers' `endStay`.
   * @returns the stays it ended; the others had been extended, bought out or released already.
   */
  async endStays(
    kind: ConfinementKind,
    stays: { characterId: number; until: Date }[],
    now: Date,
  ): Promise<EndedStay[]> {
    if (kind === 'jail')
      return this.characters.releaseMany(
        kind,
        stays.map((stay) => ({ ...stay, hpOnRelease: null })),
        now,
      );
    const characters = await this.characters.findByIds(stays.map((stay) => stay.characterId));
    const stats = await this.loadout.effectiveStatsOf(characters);
    return this.characters.releaseMany(
      kind,
      stays.flatMap((stay) => {
        const maxHp = stats.get(stay.characterId)?.maxHp;
        return maxHp === undefined ? [] : [{ ...stay, hpOnRelease: maxHp }];
      }),
      now,
    );
  }

  /**
   * The users' characters (unknown users left out) with their HUD at `now`, by character id: one
   * plain read of the characters, one loadout read.
   */
  async hudsOf(
    userIds: string[],
    now: Date,
  ): Promise<Map<number, { character: CharacterEntity; hud: HudDto }>> {
    const characters = (await this.readPlain(userIds)).map((read) => read.character);
    const vitals = await this.vitalsOf(characters, now);
    return new Map(
      characters.map((character) => [
        character.id,
        { character, hud: toHudDto(character, vitals.get(character.id)!, now) },
      ]),
    );
  }

  /**
   * The HUDs of the users' characters and of the characters by id (unknown ones left out), by user
   * id: one plain read of the characters, one loadout read (the HUD pushes of one commit).
   */
  async hudsFor(userIds: string[], characterIds: number[]): Promise<Map<string, HudDto>> {
    const now = this.clock.now();
    const characters = await this.characters.readPlainOf(userIds, characterIds);
    if (!characters.length) return new Map();
    const vitals = await this.vitalsOf(characters, now);
    return new Map(
      characters.map((character) => [character.userId, toHudDto(character, vitals.get(character.id)!, now)]),
    );
  }

  /** Level of a user's character, 1 before account setup (feature gates). */
  async levelOf(userId: string): Promise<number> {
    return (await this.characters.findByUserId(userId))?.level ?? 1;
  }

  /**
   * A fight's (or a crime's) changes to one character, computed without a query from the row as read
   * and its bonuses (`CharacterLoadoutService.bonusesOf`): the energy spent (`energyCost`, 0 for the
   * defender), the final HP (regeneration restarts at `now`; null: HP untouched), the win or loss, and the experience with its level-ups
   * (a level-up restores HP and energy to the new maxima), as `spendEnergy`, `recordFight` and
   * `addExperience` do them one statement at a time. @throws NOT_ENOUGH_ENERGY
   */
  fightChanges(
    character: CharacterEntity,
    vitals: CharacterVitals,
    bonuses: Map<number, GearBonuses>,
    change: { energyCost: number; finalHp: number | null; won: boolean; xpGain: number },
    now: Date,
  ): FightChanges {
    let energy = character.energy;
    let energyUpdatedAt = character.energyUpdatedAt;
    if (change.energyCost > 0) {
      if (vitals.energy < change.energyCost)
        throw characterError(CharacterErrorCode.NOT_ENOUGH_ENERGY, {
          energy: vitals.energy,
          required: change.energyCost,
        });
      energy = vitals.energy - change.energyCost;
      energyUpdatedAt = vitals.energy >= vitals.maxEnergy ? now : vitals.energyUpdatedAt;
    }
    const progress = applyExperience(
      { level: character.level, exp: character.exp },
      Math.floor(change.xpGain),
      this.constants,
    );
    let hp = change.finalHp ?? character.hp;
    let hpUpdatedAt = change.finalHp === null ? character.hpUpdatedAt : now;
    if (progress.levelsGained > 0) {
      const stats = this.loadout.statsWith({ ...character, level: progress.level }, bonuses);
      hp = stats.maxHp;
      hpUpdatedAt = now;
      energy = stats.maxEnergy;
      energyUpdatedAt = now;
    }
    return {
      characterId: character.id,
      userId: character.userId,
      hpChanged: change.finalHp !== null || progress.levelsGained > 0,
      levelsGained: progress.levelsGained,
      hp,
      hpUpdatedAt,
      energy,
      energyUpdatedAt,
      level: progress.level,
      exp: progress.exp,
      won: change.won,
    };
  }

  /**
   * The HUD after a fight or a crime, from the row as read, its changes, its bonuses and its cash
   * after the operation (money): no query, so the push after the commit costs none.
   */
  hudAfter(
    character: CharacterEntity,
    changes: FightChanges,
    bonuses: Map<number, GearBonuses>,
    money: number,
    now: Date,
  ): HudDto {
    const after: CharacterEntity = {
      ...character,
      hp: changes.hp,
      hpUpdatedAt: changes.hpUpdatedAt,
      energy: changes.energy,
      energyUpdatedAt: changes.energyUpdatedAt,
      level: changes.level,
      exp: changes.exp,
      money,
    };
    return toHudDto(after, this.vitalsWith(after, this.loadout.statsWith(after, bonuses), now), now);
  }

  /** `vitals` from effective stats already computed (no query). */
  vitalsWith(character: CharacterEntity, stats: EffectiveStats, now: Date): CharacterVitals {
    const inHospital = character.hospitalUntil !== null && character.hospitalUntil > now;
    const hp = regenerateHp(
      { hp: character.hp, updatedAt: character.hpUpdatedAt, maxHp: stats.maxHp, now, inHospital },
      this.constants,
    );
    const energy = regenerateEnergy(
      { energy: character.energy, updatedAt: character.energyUpdatedAt, maxEnergy: stats.maxEnergy, now },
      this.constants,
    );
    return {
      hp: hp.hp,
      hpUpdatedAt: hp.updatedAt,
      maxHp: stats.maxHp,
      energy: energy.energy,
      energyUpdatedAt: energy.updatedAt,
      maxEnergy: stats.maxEnergy,
      strength: stats.strength,
      defense: stats.defense,
      fame: stats.fame,
      nextLevelExp: expForNextLevel(character.level),
    };
  }
}
