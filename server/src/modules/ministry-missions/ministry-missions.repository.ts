import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { isSerialId } from '../../infra/database/serial-id';
import { Tx } from '../../infra/database/transaction';
import { MinistryMissionEntity, MinistryMissionPlayEntity } from './ministry-mission.entity';

/** The fields of a mission an admin writes. */
export type MissionValues = Omit<MinistryMissionEntity, 'id' | 'createdAt' | 'updatedAt'>;

/** A new play row. */
export type NewPlay = Omit<MinistryMissionPlayEntity, 'id'>;

/** Every query of ministry missions and their plays. */
@Injectable()
export class MinistryMissionsRepository {
  constructor(private readonly tx: Tx) {}

  private get missions() {
    return this.tx.tx.getRepository(MinistryMissionEntity);
  }

  private get plays() {
    return this.tx.tx.getRepository(MinistryMissionPlayEntity);
  }

  count(): Promise<number> {
    return this.missions.count();
  }

  /** Every mission in the players' order (order, then id). */
  listAll(): Promise<MinistryMissionEntity[]> {
    return this.missions.find({ order: { order: 'ASC', id: 'ASC' } });
  }

  /** The missions with these ids (any state), in the players' order. */
  listByIds(ids: number[]): Promise<MinistryMissionEntity[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.missions.find({ where: { id: In(ids) }, order: { order: 'ASC', id: 'ASC' } });
  }

  async findById(id: number): Promise<MinistryMissionEntity | null> {
    if (!isSerialId(id)) return null;
    return this.missions.findOneBy({ id });
  }

  /** Whether another mission (not `exceptId`) already uses the text key. */
  async missionIdTaken(missionId: string, exceptId?: number): Promise<boolean> {
    const found = await this.missions.findOneBy({ missionId });
    return found !== null && found.id !== exceptId;
  }

  create(values: MissionValues): Promise<MinistryMissionEntity> {
    return this.missions.save(this.missions.create(values));
  }

  /** @returns the updated mission, or null when there is none with that id. */
  async update(id: number, values: Partial<MissionValues>): Promise<MinistryMissionEntity | null> {
    const mission = await this.findById(id);
    if (!mission) return null;
    return this.missions.save(Object.assign(mission, values));
  }

  /** Deletes a mission and its plays. @returns whether it existed. */
  async delete(id: number): Promise<boolean> {
    if (!isSerialId(id)) return false;
    return ((await this.missions.delete({ id })).affected ?? 0) > 0;
  }

  /** A character's plays, by mission row id. */
  async playsOf(characterId: number): Promise<Map<number, MinistryMissionPlayEntity>> {
    const plays = await this.plays.findBy({ characterId });
    return new Map(plays.map((play) => [play.missionId, play]));
  }

  /** A character's play of one mission, or null. */
  findPlay(characterId: number, missionId: number): Promise<MinistryMissionPlayEntity | null> {
    return this.plays.findOneBy({ characterId, missionId });
  }

  /** Records a play (the unique key refuses a second one for the same character and mission). */
  insertPlay(play: NewPlay): Promise<MinistryMissionPlayEntity> {
    return this.plays.save(this.plays.create(play));
  }
}
