import { Inject, Injectable, Logger } from '@nestjs/common';
import DataLoader from 'dataloader';
import { ClsService } from 'nestjs-cls';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import { DomainEvents } from '../../infra/events/domain-events';
import type { GameConstants } from '../../game/constants';
import type { ConfinementKind } from '../../infra/queue/queues';
import type { EndedStay } from '../character/character.repository';
import { CharacterService } from '../character/character.service';
import { toConfinementStateDto } from './confinement.dto';

/** At most this many releases of one kind go into one UPDATE. */
export const RELEASE_BATCH_SIZE = 250;
/** A batch is sent this long (ms) after its first release arrived, or when it is full. */
export const RELEASE_BATCH_WINDOW_MS = 10;

/** A due release: the stay of a character that should end at `until`. */
interface DueRelease {
  characterId: number;
  until: Date;
}

const keyOf = (release: { characterId: number; until: Date }) =>
  `${release.characterId}:${release.until.getTime()}`;

/**
 * Due hospital and jail releases, micro-batched (DESIGN.md section 4, Timers): the releases of one
 * kind that arrive within RELEASE_BATCH_WINDOW_MS become ONE conditional UPDATE
 * (`... WHERE id = r.id AND jail_until = r.until`), then one read of the released characters for
 * their pushes, then one `confinement.left` event each. Each caller waits for its batch to commit;
 * when the UPDATE fails, every release of the batch fails with it (BullMQ retries their jobs).
 * Releases and batches are not cached: a key released once answers false the next time.
 */
@Injectable()
export class ConfinementReleases {
  private readonly logger = new Logger(ConfinementReleases.name);
  private readonly batches: Record<ConfinementKind, DataLoader<DueRelease, boolean>>;

  constructor(
    private readonly characters: CharacterService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly cls: ClsService,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
  ) {
    this.batches = { hospital: this.batchesOf('hospital'), jail: this.batchesOf('jail') };
  }

  /**
   * Ends the stay of `kind` if it still ends at `until` (leaving hospital restores HP to max),
   * together with the other releases due in the same few milliseconds.
   * @returns true when this call released the character (its `confinement.left` has gone out),
   * false when the stay had been extended, bought out or released already.
   * @throws the batch's database error; nothing of the batch was released then.
   */
  release(kind: ConfinementKind, characterId: number, until: Date): Promise<boolean> {
    return this.batches[kind].load({ characterId, until });
  }

  private batchesOf(kind: ConfinementKind): DataLoader<DueRelease, boolean> {
    return new DataLoader<DueRelease, boolean>(
      // Outside the context of whichever caller opened the batch: never inside someone's transaction.
      (releases) => this.cls.exit(() => this.releaseBatch(kind, releases)),
      {
        cache: false,
        maxBatchSize: RELEASE_BATCH_SIZE,
        batchScheduleFn: (send) => setTimeout(send, RELEASE_BATCH_WINDOW_MS),
      },
    );
  }

  /** One UPDATE for the batch; the same stay twice in a batch is released once (the first gets true). */
  private async releaseBatch(kind: ConfinementKind, releases: readonly DueRelease[]): Promise<boolean[]> {
    const now = this.clock.now();
    const unique = new Map(releases.map((release) => [keyOf(release), release]));
    const ended = await this.characters.endStays(kind, [...unique.values()], now);
    // Committed. Nothing below may fail the batch: a retried job would find nothing left to release
    // and push nothing.
    await this.announce(kind, ended, now);
    const endedKeys = new Set(ended.map(keyOf));
    return releases.map((release) => endedKeys.delete(keyOf(release)));
  }

  /**
   * Publishes `confinement.left` for each ended stay, with the player's confinement state and HUD
   * read once for the whole batch; if that read fails, each push reads its own.
   */
  private async announce(kind: ConfinementKind, ended: EndedStay[], now: Date): Promise<void> {
    if (!ended.length) return;
    let after: Awaited<ReturnType<CharacterService['hudsOf']>> | undefined;
    try {
      after = await this.characters.hudsOf(
        ended.map((stay) => stay.userId),
        now,
      );
    } catch (error) {
      this.logger.warn(`could not read the ${ended.length} released characters back: ${String(error)}`);
    }
    await Promise.all(
      ended.map((stay) => {
        const read = after?.get(stay.characterId);
        return Promise.all([
          this.events.publish('confinement.left', {
            userId: stay.userId,
            kind,
            releasedAt: now,
            ...(read && { confinement: toConfinementStateDto(read.character, now, this.constants) }),
          }),
          // HP on release, as read back (read again when the read back failed).
          this.events.publish('character.changed', { userId: stay.userId, ...(read && { hud: read.hud }) }),
        ]);
      }),
    );
  }
}
