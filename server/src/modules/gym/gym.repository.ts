import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import type { TrainedStat } from '../../game/gym.rules';
import { returnedRows, Tx } from '../../infra/database/transaction';
import { TrainingEntity } from './training.entity';

/** Name of the partial unique index that allows one uncompleted training per character. */
const ONE_RUNNING_INDEX = 'trainings_one_running_key';

/** A training this call completed, with the owner and the trained totals after it. */
@Injectable()
export class GymRepository {
  constructor(private readonly tx: Tx) {}

  private get trainings() {
    return this.tx.tx.getRepository(TrainingEntity);
  }

  /** The character's uncompleted training (due or not), or null. */
  findRunning(characterId: number): Promise<TrainingEntity | null> {
    return this.trainings
      .createQueryBuilder('training')
      .where('training.characterId = :characterId AND training.completedAt IS NULL', { characterId })
      .getOne();
  }

  findById(id: number): Promise<TrainingEntity | null> {
    return this.trainings.findOneBy({ id });
  }

  /**
   * Inserts a new training. @returns null when the character already has an uncompleted one
   * (the partial unique index; callers hold the character's lock, so this is a backstop).
   */
  async start(
    values: Pick<TrainingEntity, 'characterId' | 'stat' | 'energy' | 'points' | 'startedAt' | 'endsAt'>,
  ): Promise<TrainingEntity | null> {
    try {
      return await this.trainings.save(this.trainings.create({ ...values, completedAt: null }));
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { constraint?: string }).constraint === ONE_RUNNING_INDEX
      )
        return null;
      throw error;
    }
  }

  /**
   * Marks the training completed at `now` if it is due and not completed yet, in the caller's
   * transaction (the service adds its points through CharacterService). Idempotent: the conditional update
   * matches once, so a second run (or a job firing twice) adds nothing. `ends_at` is compared at
   * millisecond precision, as the job's delay was computed (an end written by SQL keeps microseconds).
   * @returns the completed training, or null when this call completed nothing.
   */
  async complete(trainingId: number, now: Date): Promise<TrainingEntity | null> {
    const [done] = returnedRows<{
      id: number;
      character_id: number;
      stat: TrainedStat;
      energy: number;
      points: number;
      started_at: Date;
      ends_at: Date;
      completed_at: Date;
    }>(
      await this.tx.tx.query(
        `UPDATE trainings SET completed_at = $2 WHERE id = $1 AND completed_at IS NULL AND date_trunc('milliseconds', ends_at) <= $2
         RETURNING id, character_id, stat, energy, points, started_at, ends_at, completed_at`,
        [trainingId, now],
      ),
    );
    if (!done) return null;
    return this.trainings.create({
      id: done.id,
      characterId: done.character_id,
      stat: done.stat,
      energy: done.energy,
      points: done.points,
      startedAt: done.started_at,
      endsAt: done.ends_at,
      completedAt: done.completed_at,
    });
  }

  /**
   * Completes the character's running training at `now` even if it is not due (the CD_RESET item):
   * its end moves to `now` when later. The scheduled job then finds it completed and adds nothing.
   * @returns the completed training's id, stat and points, or null when none was running.
   */
  async finishRunningNow(
    characterId: number,
    now: Date,
  ): Promise<{ id: number; stat: TrainedStat; points: number } | null> {
    const [done] = returnedRows<{ id: number; stat: TrainedStat; points: number }>(
      await this.tx.tx.query(
        `UPDATE trainings SET completed_at = $2, ends_at = LEAST(ends_at, $2)
          WHERE character_id = $1 AND completed_at IS NULL RETURNING id, stat, points`,
        [characterId, now],
      ),
    );
    return done ?? null;
  }

  /** Every uncompleted training, due or pending (boot reconciler). */
  findUnfinished(): Promise<TrainingEntity[]> {
    return this.trainings
      .createQueryBuilder('training')
      .where('training.completedAt IS NULL')
      .orderBy('training.endsAt')
      .getMany();
  }
}
