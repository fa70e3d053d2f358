import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import { DomainEvents } from '../../infra/events/domain-events';
import type { GameConstants } from '../../game/constants';
import { isTrainingEnergy, trainingTerms } from '../../game/gym.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { QueueName, TrainingCompleteJob, trainingCompleteJobId } from '../../infra/queue/queues';
import { CharacterEntity } from '../character/character.entity';
import { CharacterService } from '../character/character.service';
import { ConfinementService } from '../confinement/confinement.service';
import { GymDto, toGymDto, toTrainingDto, TrainDto, TrainingCompleteDto } from './gym.dto';
import { GymErrorCode, gymError, trainingEnergyMessage } from './gym.errors';
import { GymRepository } from './gym.repository';
import { TrainingEntity } from './training.entity';

/**
 * The gym (DESIGN.md sections 4 and 6): a training spends energy now and adds +1 strength or defense
 * per 5 energy when it completes, 6 s per energy point later. The `trainings` row holds the truth
 * (`ends_at`, `completed_at`); a delayed BullMQ job with the id `training-complete-<id>` performs the
 * completion idempotently and pushes `training:complete`.
 */
@Injectable()
export class GymService {
  private readonly logger = new Logger(GymService.name);

  constructor(
    private readonly gym: GymRepository,
    private readonly characters: CharacterService,
    private readonly confinement: ConfinementService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @InjectQueue(QueueName.TRAINING) private readonly queue: Queue<TrainingCompleteJob>,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
  ) {}

  /** The gym screen: the running training (or null) and the numbers training changes. @throws CHARACTER_NOT_FOUND */
  async getGym(userId: string): Promise<GymDto> {
    const now = this.clock.now();
    const character = await this.characters.getCharacter(userId);
    const training = await this.gym.findRunning(character.id);
    return toGymDto(training, await this.characters.vitals(character, now), now);
  }

  /**
   * Starts a training: spends the energy and inserts the training in one transaction, then schedules
   * its completion, pushes `training:start` and the new HUD.
   * @throws INVALID_TRAINING_ENERGY (400) when energy is not a positive multiple of 5,
   *   IN_HOSPITAL / IN_JAIL (403 with `{ type, remainingSeconds, cost }`), ALREADY_TRAINING (409),
   *   NOT_ENOUGH_ENERGY (400), CHARACTER_NOT_FOUND.
   */
  async train(userId: string, dto: TrainDto): Promise<GymDto> {
    if (!isTrainingEnergy(dto.energy, this.constants)) {
      throw gymError(
        GymErrorCode.INVALID_TRAINING_ENERGY,
        {},
        trainingEnergyMessage(this.constants.gymEnergyPerPoint),
      );
    }
    const terms = trainingTerms(dto.energy, this.constants);
    const now = this.clock.now();
    const { training, gym } = await inRetriedTransaction(this.tx, async () => {
      const character = await this.characters.lockForUser(userId);
      // The @NotConfined() guard ran before this lock; a stay that began since then still refuses.
      this.confinement.assertNotConfined(character, now);
      if (await this.gym.findRunning(character.id)) throw gymError(GymErrorCode.ALREADY_TRAINING);
      await this.characters.spendEnergy(character, dto.energy, now);
      const started = await this.gym.start({
        characterId: character.id,
        stat: dto.stat,
        energy: dto.energy,
        points: terms.points,
        startedAt: now,
        endsAt: new Date(now.getTime() + terms.durationSeconds * 1000),
      });
      if (!started) throw gymError(GymErrorCode.ALREADY_TRAINING);
      return { training: started, gym: toGymDto(started, await this.characters.vitals(character, now), now) };
    });
    // After the commit: a lost enqueue is picked up by the boot reconciler.
    await this.schedule(training);
    await this.events.publish('training.started', { userId, training: toTrainingDto(training, now) });
    await this.events.publish('character.changed', { userId }); // The energy spent.
    return gym;
  }

  /**
   * Makes sure one job completes the training at `endsAt` (at once when overdue). The job id is
   * deterministic, so scheduling twice keeps one job; a delayed job is moved to a changed `endsAt`,
   * and a finished job that completed nothing (failed, or fired early) is replaced.
   */
  async schedule(training: Pick<TrainingEntity, 'id' | 'endsAt'>): Promise<void> {
    const delay = Math.max(0, training.endsAt.getTime() - this.clock.now().getTime());
    const jobId = trainingCompleteJobId(training.id);
    const state = await this.queue.getJobState(jobId);
    if (state === 'delayed') {
      try {
        await (await this.queue.getJob(jobId))?.changeDelay(delay);
      } catch {
        // It became due meanwhile; the run re-checks `ends_at` and retries when early.
      }
      return;
    }
    if (state === 'completed' || state === 'failed') {
      // Read after the state, so a job that just completed the training shows its result.
      const finished = await this.queue.getJob(jobId);
      if (state === 'completed' && finished?.returnvalue === true) return;
      // Finished without completing it (failed, or fired early and its retry was lost): replace it.
      await finished?.remove();
    } else if (state !== 'unknown') {
      return; // Waiting or active: it runs soon and re-checks `ends_at`.
    }
    await this.queue.add('complete', { trainingId: training.id }, { jobId, delay });
  }

  /**
   * The completion transition: marks the training completed if it is due and not completed yet and
   * adds its points to the trained stat, in one transaction; then pushes `training:complete` and the
   * new HUD. Idempotent: a second run, or a job that fires twice, adds nothing.
   * @returns true when this call completed the training.
   */
  async complete(trainingId: number): Promise<boolean> {
    const now = this.clock.now();
    const done = await inRetriedTransaction(this.tx, async () => {
      const training = await this.gym.complete(trainingId, now);
      if (!training) return null;
      const userId = await this.characters.addTraining(training.characterId, training.stat, training.points);
      const character = await this.characters.getCharacterById(training.characterId);
      return { training, userId, vitals: await this.characters.vitals(character, now) };
    });
    if (!done) {
      await this.retryIfEarly(trainingId, now);
      return false;
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

  /**
   * Completes a locked character's running training now (the CD_RESET item), in the caller's
   * transaction: its points are added and `training:complete` goes out after the commit.
   * @returns true when a training was running.
   */
  async completeNow(character: CharacterEntity, now: Date = this.clock.now()): Promise<boolean> {
    const training = await this.gym.finishRunningNow(character.id, now);
    if (!training) return false;
    const userId = await this.characters.addTraining(character.id, training.stat, training.points);
    const trained =
      training.stat === 'strength'
        ? { trainedStrength: character.trainedStrength + training.points }
        : { trainedDefense: character.trainedDefense + training.points };
    const vitals = await this.characters.vitals({ ...character, ...trained } as CharacterEntity, now);
    const payload: TrainingCompleteDto = {
      id: training.id,
      stat: training.stat,
      points: training.points,
      strength: vitals.strength,
      defense: vitals.defense,
    };
    await this.events.publish('training.completed', { userId, training: payload });
    await this.events.publish('character.changed', { userId });
    return true;
  }

  /** Boot reconciler: schedules every unfinished training the queue may not know (overdue or pending). @returns how many. */
  async reconcile(): Promise<number> {
    const unfinished = await this.gym.findUnfinished();
    for (const training of unfinished) await this.schedule(training);
    if (unfinished.length) this.logger.log(`reconciled ${unfinished.length} unfinished trainings`);
    return unfinished.length;
  }

  /** A job that fired before `ends_at` (clock skew, or an end written with sub-millisecond precision) runs again at the end. */
  private async retryIfEarly(trainingId: number, now: Date): Promise<void> {
    const training = await this.gym.findById(trainingId);
    if (!training || training.completedAt) return;
    await this.queue.add(
      'complete',
      { trainingId },
      {
        jobId: `${trainingCompleteJobId(trainingId)}-retry-${now.getTime()}`,
        delay: Math.max(1, training.endsAt.getTime() - now.getTime()),
      },
    );
  }
}
