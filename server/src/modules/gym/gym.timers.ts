import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { DomainEvents } from '../../infra/events/domain-events';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { QueueName, TrainingCompleteJob, trainingCompleteJobId } from '../../infra/queue/queues';
import { Timer, TimerOutcome, Timers } from '../../infra/queue/timers';
import { CharacterService } from '../character/character.service';
import { TrainingCompleteDto } from './gym.dto';
import { GymRepository } from './gym.repository';
import { TrainingEntity } from './training.entity';

/** A training as its timer needs it. */
export type TimedTraining = Pick<TrainingEntity, 'id' | 'endsAt'>;

/**
 * The gym's timer (DESIGN.md sections 4 and 6): the `trainings` row holds the truth (`ends_at`,
 * `completed_at`); the timer `training-complete-<id>` runs the completion once the training is due.
 */
@Injectable()
export class GymTimers {
  private readonly completion: Timer<TimedTraining, TrainingCompleteJob>;

  constructor(
    timers: Timers,
    private readonly gym: GymRepository,
    private readonly characters: CharacterService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {
    this.completion = timers.define<TimedTraining, TrainingCompleteJob>({
      queue: QueueName.TRAINING,
      jobName: 'complete',
      what: 'training completion',
      pendingWhat: 'unfinished trainings',
      concurrency: 20,
      payload: (training) => ({ trainingId: training.id }),
      jobId: (job) => trainingCompleteJobId(job.trainingId),
      dueAt: (training) => training.endsAt,
      run: (job) => this.complete(job.trainingId),
      pending: () => this.gym.findUnfinished(),
    });
  }

  /** Makes sure the training completes at `endsAt` (moved when `endsAt` moved; at once when overdue). */
  schedule(training: TimedTraining): Promise<void> {
    return this.completion.schedule(training);
  }

  /** Boot reconciler: every unfinished training whose timer was lost gets one. @returns how many unfinished trainings it saw. */
  reconcile(): Promise<number> {
    return this.completion.reconcile();
  }

  /**
   * The completion transition: marks the training completed if it is due and not completed yet and
   * adds its points to the trained stat, in one transaction; then pushes `training:complete` and the
   * new HUD. Idempotent: a second run, or a job that fires twice, adds nothing.
   * @returns true when this call completed the training; `{ notBefore: ends_at }` when it is not due yet
   */
  async complete(trainingId: number): Promise<TimerOutcome> {
    const now = this.clock.now();
    const done = await inRetriedTransaction(this.tx, async () => {
      const training = await this.gym.complete(trainingId, now);
      if (!training) return null;
      const userId = await this.characters.addTraining(training.characterId, training.stat, training.points);
      const character = await this.characters.getCharacterById(training.characterId);
      return { training, userId, vitals: await this.characters.vitals(character, now) };
    });
    if (!done) {
      // Fired before `ends_at` (clock skew, or an end written with sub-millisecond precision)?
      const training = await this.gym.findById(trainingId);
      return training && !training.completedAt ? { notBefore: training.endsAt } : false;
    }
    const payload: TrainingCompleteDto = {
      id: done.training.id,
      stat: done.training.stat,
      points: done.training.points,
      strength: done.vitals.strength,
      defense: done.vitals.defense,
    };
    await this.events.publish('training.completed', { userId: done.userId, training: payload });
    await this.events.publish('character.changed', { userId: done.userId }); // The trained stat.
    return true;
  }
}
