import {
  MISSION_PAGES,
  MISSION_POINTS,
  MissionPage,
  choiceGivesPoint,
} from '../../game/ministry-missions.rules';
import {
  MinistryMissionDto,
  MinistryMissionListItemDto,
  MissionResultDto,
  MissionSceneDto,
  PlayerMissionDto,
  PlayerMissionSceneDto,
} from './ministry-missions.dto';
import {
  ByPoints,
  MinistryMissionEntity,
  MinistryMissionPlayEntity,
  StoredScene,
} from './ministry-mission.entity';

/**
 * A page as stored: trimmed text, image or empty, and the two choices with `givesPoint` as spec 002
 * section 4 fixes it (first choice of a scene, never in the intro), whatever the admin sent.
 */
export function toStoredScene(page: MissionPage, scene: MissionSceneDto): StoredScene {
  return {
    text: scene.text,
    image: scene.image ?? '',
    choices: scene.choices.map((choice, index) => ({
      text: choice.text,
      givesPoint: choiceGivesPoint(page, index),
    })),
  };
}

export function toMinistryMissionDto(mission: MinistryMissionEntity): MinistryMissionDto {
  return {
    id: mission.id,
    missionId: mission.missionId,
    title: mission.title,
    description: mission.description,
    minLevel: mission.minLevel,
    thumbnail: mission.thumbnail,
    isActive: mission.isActive,
    order: mission.order,
    intro: mission.intro,
    scene1: mission.scene1,
    scene2: mission.scene2,
    scene3: mission.scene3,
    endings: mission.endings,
    rewards: mission.rewards,
    createdAt: mission.createdAt.toISOString(),
    updatedAt: mission.updatedAt.toISOString(),
  };
}

/** The admin list row: pages with text among the four, endings with text among the four. */
export function toMinistryMissionListItemDto(mission: MinistryMissionEntity): MinistryMissionListItemDto {
  return {
    ...toMinistryMissionDto(mission),
    pagesCount: MISSION_PAGES.filter((page) => mission[page]?.text?.trim()).length,
    endingsCount: MISSION_POINTS.filter((points) => mission.endings[`${points}`]?.text?.trim()).length,
  };
}

function toPlayerScene(scene: StoredScene): PlayerMissionSceneDto {
  return { text: scene.text, image: scene.image, choices: scene.choices.map(({ text }) => ({ text })) };
}

/** The outcome of a stored play, with the mission's ending for its points. */
export function toMissionResultDto(
  mission: MinistryMissionEntity,
  play: MinistryMissionPlayEntity,
): MissionResultDto {
  const key = `${play.points}` as keyof ByPoints<unknown>;
  return {
    points: play.points,
    ending: mission.endings[key]?.text ?? '',
    reward: { exp: play.rewardExp, money: play.rewardMoney, blackcoins: play.rewardBlackcoins },
    choices: play.choices,
    completedAt: play.completedAt.toISOString(),
  };
}

/** A mission of the player's list (which choice scores is not sent). */
export function toPlayerMissionDto(
  mission: MinistryMissionEntity,
  play: MinistryMissionPlayEntity | undefined,
): PlayerMissionDto {
  return {
    id: mission.id,
    missionId: mission.missionId,
    title: mission.title,
    description: mission.description,
    minLevel: mission.minLevel,
    thumbnail: mission.thumbnail,
    order: mission.order,
    intro: toPlayerScene(mission.intro),
    scene1: toPlayerScene(mission.scene1),
    scene2: toPlayerScene(mission.scene2),
    scene3: toPlayerScene(mission.scene3),
    rewards: mission.rewards,
    completed: play !== undefined,
    result: play ? toMissionResultDto(mission, play) : null,
  };
}
