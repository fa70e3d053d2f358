import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import type { GameConstants } from '../../game/constants';
import { DomainEvents } from '../../infra/events/domain-events';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { ConfinementKind } from '../../infra/queue/queues';
import { CharacterEntity } from '../character/character.entity';
import { CharacterService } from '../character/character.service';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { ConfinedPlayersDto, ConfinementStateDto, toConfinementStateDto } from './confinement.dto';
import { ConfinementErrorCode, confinementError } from './confinement.errors';
import { ConfinementRepository } from './confinement.repository';
import { currentStay, Stay, stayEnding } from './confinement.rules';

/** A stay written to the database. */
export interface RecordedStay {
  characterId: number;
  userId: string;
  kind: ConfinementKind;
  until: Date;
}

/**
 * Hospital and jail stays (DESIGN.md sections 4 and 6). The database holds the truth
 * (`hospital_until`, `jail_until`); the release timer (`ConfinementTimers`) performs the release
 * idempotently. Entering and leaving are published as domain events (`confinement.entered`, which
 * also schedules the release, and `confinement.left`). Guards compare timestamps, so a late release
 * never keeps anyone confined.
 */
@Injectable()
export class ConfinementService {
  constructor(
    private readonly confinement: ConfinementRepository,
    private readonly characters: CharacterService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
    private readonly wallet: WalletService,
  ) {}

  /** Hospital and jail state with remaining seconds and the early-release cost; the `confinementUpdate` payload. */
  async getConfinement(userId: string): Promise<ConfinementStateDto> {
    return this.stateOf(await this.characters.getCharacter(userId));
  }

  /**
   * The `confinementUpdate` payload of a character's stays as given (no query): the fight pushes it
   * from the row it just wrote instead of reading it again.
   */
  stateOf(
    character: { hospitalUntil: Date | null; jailUntil: Date | null },
    now = this.clock.now(),
  ): ConfinementStateDto {
    return toConfinementStateDto(character, now, this.constants);
  }

  /** Who is in hospital or jail now, soonest release first (at most 100). */
  async getConfinedPlayers(kind: ConfinementKind): Promise<ConfinedPlayersDto> {
    const now = this.clock.now();
    const rows = await this.confinement.confinedPlayers(kind, now, 100);
    return {
      players: rows.map((row) => ({
        userId: row.user_id,
        username: row.username,
        level: row.level,
        until: row.until.toISOString(),
        remainingSeconds: Math.ceil((row.until.getTime() - now.getTime()) / 1000),
      })),
    };
  }

  /**
   * Early release (DESIGN.md section 6): pays the stay's cost in blackcoins through the wallet and
   * ends it now. The character row is locked, so a second request sent at the same time finds no
   * stay and pays nothing.
   * @throws NOT_CONFINED; INSUFFICIENT_BLACKCOINS
   */
  async releaseEarly(userId: string, kind: ConfinementKind): Promise<ConfinementStateDto> {
    await inRetriedTransaction(this.tx, async () => {
      const now = this.clock.now();
      const character = await this.characters.lockForUser(userId);
      const stay = stayEnding(
        kind,
        kind === 'hospital' ? character.hospitalUntil : character.jailUntil,
        now,
        this.constants,
      );
      if (!stay) throw confinementError(ConfinementErrorCode.NOT_CONFINED);
      const until = stay.until;
      await this.wallet.apply({
        transfers: [
          { from: account.cash(character.id), to: 'sink', currency: Currency.BLACKCOINS, amount: stay.cost },
        ],
        reason: 'early_release',
        reference: `${kind}:${until.toISOString()}`,
        idempotencyKey: `early-release:${character.id}:${kind}:${until.getTime()}`,
      });
      await this.characters.endStay(character, kind, until, now);
      await this.events.publish('confinement.left', { userId, kind, releasedAt: now });
      // HP on release; the blackcoins are announced by the wallet, one HUD push for both.
      await this.events.publish('character.changed', { userId });
    });
    return this.getConfinement(userId);
  }

  /**
   * Ends every stay of a locked character now (the CD_RESET item), free of charge, in the caller's
   * transaction; `confinement.left` goes out after the commit. The scheduled release later finds
   * nothing to do. @returns the kinds it ended.
   */
  async releaseAllNow(character: CharacterEntity, now: Date = this.clock.now()): Promise<ConfinementKind[]> {
    const released: ConfinementKind[] = [];
    for (const kind of ['hospital', 'jail'] as const) {
      const until = kind === 'hospital' ? character.hospitalUntil : character.jailUntil;
      if (!until || until <= now) continue;
      const userId = await this.characters.endStay(character, kind, until, now);
      if (!userId) continue;
      released.push(kind);
      await this.events.publish('confinement.left', { userId, kind, releasedAt: now });
      await this.events.publish('character.changed', { userId });
    }
    return released;
  }

  /** The stay a character is in at `now`, or null. */
  stayOf(
    character: { hospitalUntil: Date | null; jailUntil: Date | null },
    now = this.clock.now(),
  ): Stay | null {
    return currentStay(character, now, this.constants);
  }

  /**
   * @throws DomainError IN_HOSPITAL / IN_JAIL (403) with `{ type, remainingSeconds, cost }` while confined.
   */
  assertNotConfined(
    character: { hospitalUntil: Date | null; jailUntil: Date | null },
    now = this.clock.now(),
  ): void {
    const stay = this.stayOf(character, now);
    if (!stay) return;
    throw confinementError(
      stay.type === 'hospital' ? ConfinementErrorCode.IN_HOSPITAL : ConfinementErrorCode.IN_JAIL,
      {
        type: stay.type,
        remainingSeconds: stay.remainingSeconds,
        cost: stay.cost,
      },
    );
  }

  /** The NotConfined guard's check for a user. @throws IN_HOSPITAL / IN_JAIL */
  async assertFree(userId: string): Promise<void> {
    this.assertNotConfined(await this.characters.getCharacter(userId));
  }

  /**
   * Sends a character to hospital or jail for `minutes` (a longer stay already running is kept).
   * @returns the end of the stay.
   */
  async confine(characterId: number, kind: ConfinementKind, minutes: number): Promise<Date> {
    return (await inRetriedTransaction(this.tx, () => this.recordStay(characterId, kind, minutes))).until;
  }

  /**
   * Writes a stay in the caller's transaction and publishes `confinement.entered`, which goes out after
   * the commit: the release is scheduled then (if the process stops in between, the boot reconciler
   * schedules it) and the player is told.
   */
  async recordStay(characterId: number, kind: ConfinementKind, minutes: number): Promise<RecordedStay> {
    const until = new Date(this.clock.now().getTime() + minutes * 60_000);
    const stay = await this.characters.setStay(characterId, kind, until);
    const recorded = { characterId, kind, userId: stay.userId, until: stay.until };
    await this.events.publish('confinement.entered', recorded);
    return recorded;
  }
}
