import { Injectable } from '@nestjs/common';
import type { ConfinementKind } from '../../infra/queue/queues';
import { CharacterEntity } from './character.entity';
import { HudDto, toHudDto } from './character.dto';
import { CharacterLoadoutService } from './character-loadout.service';
import { CharacterRepository } from './character.repository';
import { CharacterService } from './character.service';
import { CharacterStaysRepository, EndedStay } from './character-stays.repository';

/**
 * Hospital and jail stays ended many at a time (the release timers, DESIGN.md section 4): one
 * conditional UPDATE per batch instead of one per stay, and the released characters' HUDs read
 * back with one plain read and one loadout read for all of them.
 */
@Injectable()
export class CharacterStaysService {
  constructor(
    private readonly stays: CharacterStaysRepository,
    private readonly characters: CharacterRepository,
    private readonly character: CharacterService,
    private readonly loadout: CharacterLoadoutService,
  ) {}

  /**
   * Ends every stay of `kind` that still ends at its `until`, in one statement (autocommit, or the
   * caller's transaction); leaving hospital restores HP to each character's effective max HP
   * (read before, one query per bonus source for the whole batch).
   * @returns the stays it ended; the others had been extended, bought out or released already.
   */
  async endStays(
    kind: ConfinementKind,
    stays: { characterId: number; until: Date }[],
    now: Date,
  ): Promise<EndedStay[]> {
    if (kind === 'jail')
      return this.stays.endStays(
        kind,
        stays.map((stay) => ({ ...stay, hpOnRelease: null })),
        now,
      );
    const characters = await this.characters.findByIds(stays.map((stay) => stay.characterId));
    const stats = await this.loadout.effectiveStatsOf(characters);
    return this.stays.endStays(
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
  async withHuds(
    userIds: string[],
    now: Date,
  ): Promise<Map<number, { character: CharacterEntity; hud: HudDto }>> {
    const characters = (await this.character.readPlain(userIds)).map((read) => read.character);
    const vitals = await this.character.vitalsOf(characters, now);
    return new Map(
      characters.map((character) => [
        character.id,
        { character, hud: toHudDto(character, vitals.get(character.id)!, now) },
      ]),
    );
  }
}
