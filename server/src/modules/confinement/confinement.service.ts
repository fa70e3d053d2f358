import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { Queue } from 'bullmq';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import type { GameConstants } from '../../game/constants';
import { DomainEvent } from '../../common/domain-events';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import {
  ConfinementKind,
  ConfinementReleaseJob,
  confinementReleaseJobId,
  QueueName,
} from '../../infra/queue/queues';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { CharacterService } from '../character/character.service';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { ConfinedPlayersDto, ConfinementStateDto } from './confinement.dto';
import { ConfinementErrorCode, confinementError } from './confinement.errors';
import { ConfinementRepository } from './confinement.repository';
import { currentStay, Stay, stayEnding } from './confinement.rules';

/** A stay written to the database, to announce once its transaction commits. */
export interface RecordedStay {
  characterId: number;
  userId: string;
  kind: ConfinementKind;
  until: Date;
}

/**
 * Hospital and jail stays (DESIGN.md sections 4 and 6). The database holds the truth
 * (`hospital_until`, `jail_until`); a delayed BullMQ job with a deterministic id performs the release
 * idempotently and pushes `hospital:leave` / `jail:leave`. Guards compare timestamps, so a late job
 * never keeps anyone confined.
 */
@Injectable()
export class ConfinementService {
  private readonly logger = new Logger(ConfinementService.name);

  constructor(
    private readonly confinement: ConfinementRepository,
    private readonly characters: CharacterService,
    private readonly publisher: RealtimePublisher,
    private readonly events: EventEmitter2,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @InjectQueue(QueueName.CONFINEMENT) private readonly queue: Queue<ConfinementReleaseJob>,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
    private readonly wallet: WalletService,
  ) {}

  /** Hospital and jail state with remaining seconds and the early-release cost; the `confinementUpdate` payload. */
  async getConfinement(userId: string): Promise<ConfinementStateDto> {
    const character = await this.characters.getCharacter(userId);
    const now = this.clock.now();
    const side = (stay: Stay | null) => ({
      until: stay?.until.toISOString() ?? null,
      remainingSeconds: stay?.remainingSeconds ?? 0,
      cost: stay?.cost ?? 0,
    });
    const hospital = side(stayEnding('hospital', character.hospitalUntil, now, this.constants));
    const jail = side(stayEnding('jail', character.jailUntil, now, this.constants));
    return {
      hospital: { inHospital: hospital.until !== null, ...hospital },
      jail: { inJail: jail.until !== null, ...jail },
    };
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
    const released = await inRetriedTransaction(this.tx, async () => {
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
      const hpOnRelease = kind === 'hospital' ? this.characters.vitals(character, now).maxHp : null;
      await this.confinement.release(character.id, kind, until, hpOnRelease, now);
      return now;
    });
    this.publisher.toUser(userId, kind === 'hospital' ? 'hospital:leave' : 'jail:leave', {
      releasedAt: released.toISOString(),
    });
    this.events.emit(DomainEvent.CHARACTER_CHANGED, { userId });
    const state = await this.getConfinement(userId);
    this.publisher.toUser(userId, 'confinementUpdate', state);
    return state;
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
   * Sends a character to hospital or jail for `minutes` (a longer stay already running is kept),
   * schedules the release and pushes `hospital:enter` / `jail:enter`.
   * @returns the end of the stay.
   */
  async confine(characterId: number, kind: ConfinementKind, minutes: number): Promise<Date> {
    const stay = await inRetriedTransaction(this.tx, () => this.recordStay(characterId, kind, minutes));
    await this.announce(stay);
    return stay.until;
  }

  /**
   * Writes a stay inside the caller's transaction; call `announce` after the commit. (If the
   * process stops in between, the boot reconciler schedules the release.)
   */
  async recordStay(characterId: number, kind: ConfinementKind, minutes: number): Promise<RecordedStay> {
    const until = new Date(this.clock.now().getTime() + minutes * 60_000);
    const stay = await this.confinement.confine(characterId, kind, until);
    if (!stay) throw new Error(`character ${characterId} not found`);
    return { characterId, kind, userId: stay.userId, until: stay.until };
  }

  /** Schedules the release of a committed stay and pushes `hospital:enter` / `jail:enter`. */
  async announce(stay: RecordedStay): Promise<void> {
    await this.schedule({ characterId: stay.characterId, kind: stay.kind, until: stay.until.toISOString() });
    this.publisher.toUser(stay.userId, stay.kind === 'hospital' ? 'hospital:enter' : 'jail:enter', {
      until: stay.until.toISOString(),
    });
    this.publisher.toUser(stay.userId, 'confinementUpdate', await this.getConfinement(stay.userId));
  }

  /** Enqueues the release at `until` (at once when overdue); a job with the same id is kept, not doubled. */
  async schedule(job: ConfinementReleaseJob): Promise<void> {
    const delay = Math.max(0, new Date(job.until).getTime() - this.clock.now().getTime());
    await this.queue.add('release', job, { jobId: confinementReleaseJobId(job), delay });
  }

  /**
   * Performs a due release once: only if the stay still ends at `job.until`. Leaving hospital restores HP to max.
   * @returns true when this call released the character.
   */
  async release(job: ConfinementReleaseJob): Promise<boolean> {
    const now = this.clock.now();
    const until = new Date(job.until);
    if (until > now) {
      // Fired early (clock skew): put it back for the rest of the stay.
      await this.queue.add('release', job, {
        jobId: `${confinementReleaseJobId(job)}-retry`,
        delay: until.getTime() - now.getTime(),
      });
      return false;
    }
    const userId = await inRetriedTransaction(this.tx, async () => {
      const character = await this.characters.getCharacterById(job.characterId);
      const hpOnRelease = job.kind === 'hospital' ? this.characters.vitals(character, now).maxHp : null;
      return this.confinement.release(job.characterId, job.kind, until, hpOnRelease, now);
    });
    if (!userId) return false;
    this.publisher.toUser(userId, job.kind === 'hospital' ? 'hospital:leave' : 'jail:leave', {
      releasedAt: now.toISOString(),
    });
    this.publisher.toUser(userId, 'confinementUpdate', await this.getConfinement(userId));
    this.events.emit(DomainEvent.CHARACTER_CHANGED, { userId });
    return true;
  }

  /** Boot reconciler: enqueues every stay the queue may not know (overdue or pending). @returns how many. */
  async reconcile(): Promise<number> {
    const stays = await this.confinement.pendingStays();
    for (const stay of stays) {
      await this.schedule({
        characterId: stay.characterId,
        kind: stay.kind,
        until: stay.until.toISOString(),
      });
    }
    if (stays.length) this.logger.log(`reconciled ${stays.length} pending hospital and jail releases`);
    return stays.length;
  }
}
