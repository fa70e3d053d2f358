import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { isSerialId } from '../../infra/database/serial-id';
import { Tx } from '../../infra/database/transaction';
import { MinistryMissionEntity, MinistryMissionPlayEntity } from './ministry-mission.entity';

/** The fields of a mission an admin writes. */
export type MissionValues = Omit<MinistryMissionEntity, 'id' | 'createdAt' | 'updatedAt'>;

/** What a save answers when another mission already uses the text key (a race past the service's check). */
export const MISSION_ID_TAKEN = 'missionIdTaken' as const;

const isMissionIdTaken = (error: unknown) =>
  (error as { driverError?: { code?: string; constraint?: string } }).driverError?.code === '23505' &&
  (error as { driverError?: { constraint?: string } }).driverError?.constraint ===
    'ministry_missions_mission_id_key';

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

  /** @returns the new mission, or MISSION_ID_TAKEN when its text key is used. */
  async create(values: MissionValues): Promise<MinistryMissionEntity | typeof MISSION_ID_TAKEN> {
    return this.saved(() => this.missions.save(this.missions.create(values)));
  }

  /** @returns the updated mission, null when there is none with that id, MISSION_ID_TAKEN for a used text key. */
  async update(
    id: number,
    values: Partial<MissionValues>,
  ): Promise<MinistryMissionEntity | null | typeof MISSION_ID_TAKEN> {
    const mission = await this.findById(id);
    if (!mission) return null;
    return this.saved(() => this.missions.save(Object.assign(mission, values)));
  }

  private async saved(
    save: () => Promise<MinistryMissionEntity>,
  ): Promise<MinistryMissionEntity | typeof MISSION_ID_TAKEN> {
    try {
      return await save();
    } catch (error) {
      if (isMissionIdTaken(error)) return MISSION_ID_TAKEN;
      throw error;
    }
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
