import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import { DomainEvents } from '../../infra/events/domain-events';
import type { GameConstants } from '../../game/constants';
import { isTrainingEnergy, trainingTerms } from '../../game/gym.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { CharacterEntity } from '../character/character.entity';
import { CharacterService } from '../character/character.service';
import { ConfinementService } from '../confinement/confinement.service';
import { GymDto, toGymDto, toTrainingDto, TrainDto, TrainingCompleteDto } from './gym.dto';
import { GymErrorCode, gymError, trainingEnergyMessage } from './gym.errors';
import { GymRepository } from './gym.repository';
import { GymTimers } from './gym.timers';

/**
 * The gym (DESIGN.md sections 4 and 6): a training spends energy now and adds +1 strength or defense
 * per 5 energy when it completes, 6 s per energy point later. The `trainings` row holds the truth
 * (`ends_at`, `completed_at`); its timer (`GymTimers`) performs the completion idempotently and
 * pushes `training:complete`.
 */
@Injectable()
export class GymService {
  constructor(
    private readonly gym: GymRepository,
    private readonly characters: CharacterService,
    private readonly confinement: ConfinementService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
    private readonly timers: GymTimers,
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
    await this.timers.schedule(training);
    await this.events.publish('training.started', { userId, training: toTrainingDto(training, now) });
    await this.events.publish('character.changed', { userId }); // The energy spent.
    return gym;
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
}
