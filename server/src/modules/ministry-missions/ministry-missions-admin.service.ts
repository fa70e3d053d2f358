import { Injectable } from '@nestjs/common';
import {
  DEFAULT_MISSION_REWARDS,
  MISSION_PAGES,
  NEW_MISSION_DEFAULTS,
} from '../../game/ministry-missions.rules';
import { MediaService } from '../media/media.service';
import {
  CreateMinistryMissionDto,
  MinistryMissionDeletedDto,
  MinistryMissionListDto,
  MinistryMissionSavedDto,
  MissionImageUploadDto,
  UpdateMinistryMissionDto,
} from './ministry-missions.dto';
import { MinistryMissionErrorCode, ministryMissionError } from './ministry-missions.errors';
import {
  toMinistryMissionDto,
  toMinistryMissionListItemDto,
  toStoredScene,
} from './ministry-missions.mappers';
import { MISSION_ID_TAKEN, MinistryMissionsRepository, MissionValues } from './ministry-missions.repository';

/** Copies the default reward table, so stored rows never share the frozen constant. */
function defaultRewards(): MissionValues['rewards'] {
  return JSON.parse(JSON.stringify(DEFAULT_MISSION_REWARDS)) as MissionValues['rewards'];
}

/**
 * The admin ministry-missions screen (spec 002 sections 2.9, 3, 5, 7, 9): list with page and ending
 * counts, create, edit, delete, and the 5 MB image upload through the media pipeline.
 */
@Injectable()
export class MinistryMissionsAdminService {
  constructor(
    private readonly missions: MinistryMissionsRepository,
    private readonly media: MediaService,
  ) {}

  /** Every mission, active or not, in the players' order. */
  async list(): Promise<MinistryMissionListDto> {
    return { success: true, data: (await this.missions.listAll()).map(toMinistryMissionListItemDto) };
  }

  /**
   * Creates a mission; minLevel, order, isActive and rewards default to spec 002 section 9's values.
   * @throws MISSION_ID_TAKEN (409) for a text key another mission uses.
   */
  async create(dto: CreateMinistryMissionDto): Promise<MinistryMissionSavedDto> {
    if (await this.missions.missionIdTaken(dto.missionId))
      throw ministryMissionError(MinistryMissionErrorCode.MISSION_ID_TAKEN);
    const mission = await this.missions.create({
      missionId: dto.missionId,
      title: dto.title,
      description: dto.description ?? '',
      minLevel: dto.minLevel ?? NEW_MISSION_DEFAULTS.minLevel,
      thumbnail: dto.thumbnail ?? '',
      isActive: dto.isActive ?? NEW_MISSION_DEFAULTS.isActive,
      order: dto.order ?? NEW_MISSION_DEFAULTS.order,
      intro: toStoredScene('intro', dto.intro),
      scene1: toStoredScene('scene1', dto.scene1),
      scene2: toStoredScene('scene2', dto.scene2),
      scene3: toStoredScene('scene3', dto.scene3),
      endings: { ...dto.endings },
      rewards: dto.rewards ? { ...dto.rewards } : defaultRewards(),
    });
    if (mission === MISSION_ID_TAKEN) throw ministryMissionError(MinistryMissionErrorCode.MISSION_ID_TAKEN);
    return { success: true, data: toMinistryMissionDto(mission) };
  }

  /** Changes the given fields. @throws MISSION_NOT_FOUND (404); MISSION_ID_TAKEN (409). */
  async update(id: number, dto: UpdateMinistryMissionDto): Promise<MinistryMissionSavedDto> {
    if (dto.missionId !== undefined && (await this.missions.missionIdTaken(dto.missionId, id)))
      throw ministryMissionError(MinistryMissionErrorCode.MISSION_ID_TAKEN);
    const values: Partial<MissionValues> = {};
    for (const key of [
      'missionId',
      'title',
      'description',
      'minLevel',
      'thumbnail',
      'isActive',
      'order',
    ] as const)
      if (dto[key] !== undefined) Object.assign(values, { [key]: dto[key] });
    for (const page of MISSION_PAGES) {
      const scene = dto[page];
      if (scene !== undefined) values[page] = toStoredScene(page, scene);
    }
    if (dto.endings !== undefined) values.endings = { ...dto.endings };
    if (dto.rewards !== undefined) values.rewards = { ...dto.rewards };
    const mission = await this.missions.update(id, values);
    if (!mission) throw ministryMissionError(MinistryMissionErrorCode.MISSION_NOT_FOUND);
    if (mission === MISSION_ID_TAKEN) throw ministryMissionError(MinistryMissionErrorCode.MISSION_ID_TAKEN);
    return { success: true, data: toMinistryMissionDto(mission) };
  }

  /** Deletes a mission and the record of who played it. @throws MISSION_NOT_FOUND (404) */
  async delete(id: number): Promise<MinistryMissionDeletedDto> {
    if (!(await this.missions.delete(id)))
      throw ministryMissionError(MinistryMissionErrorCode.MISSION_NOT_FOUND);
    return { success: true, id };
  }

  /** Stores an uploaded image (magic bytes checked, re-encoded). @throws IMAGE_TOO_LARGE (413), IMAGE_TYPE_NOT_ALLOWED (415) */
  async uploadImage(image: Buffer): Promise<MissionImageUploadDto> {
    return { success: true, url: (await this.media.storeImage(image)).url };
  }
}
