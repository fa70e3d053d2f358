import type { CreateMinistryMissionDto } from '../../../api/generated/model/createMinistryMissionDto';
import type { MinistryMissionDto } from '../../../api/generated/model/ministryMissionDto';

/** The four pages the editor switches between (spec 002 section 2.9). */
export const EDITOR_PAGES = ['intro', 'scene1', 'scene2', 'scene3'] as const;
export type EditorPage = (typeof EDITOR_PAGES)[number];
export const POINT_KEYS = ['0', '1', '2', '3'] as const;
export type PointKey = (typeof POINT_KEYS)[number];

export interface SceneForm {
  text: string;
  image: string;
  choices: [string, string];
}

export interface RewardForm {
  exp: number;
  money: number;
  blackcoins: number;
}

/** The mission editor's values. */
export interface MissionForm {
  missionId: string;
  title: string;
  description: string;
  minLevel: number;
  order: number;
  isActive: boolean;
  thumbnail: string;
  pages: Record<EditorPage, SceneForm>;
  endings: Record<PointKey, string>;
  rewards: Record<PointKey, RewardForm>;
}

/** Spec 002 section 9: minLevel 5, order 0, active, and the default rewards by ending points. */
export const DEFAULT_REWARDS: Record<PointKey, RewardForm> = {
  '0': { exp: 200, money: 0, blackcoins: 0 },
  '1': { exp: 500, money: 0, blackcoins: 0 },
  '2': { exp: 800, money: 1000, blackcoins: 0 },
  '3': { exp: 1200, money: 2000, blackcoins: 5 },
};

/** A copy of a rewards table (each ending's own object). */
function copyRewards(rewards: Record<PointKey, RewardForm>): Record<PointKey, RewardForm> {
  return {
    '0': { ...rewards['0'] },
    '1': { ...rewards['1'] },
    '2': { ...rewards['2'] },
    '3': { ...rewards['3'] },
  };
}

const emptyScene = (): SceneForm => ({ text: '', image: '', choices: ['', ''] });

export function newMissionForm(): MissionForm {
  return {
    missionId: '',
    title: '',
    description: '',
    minLevel: 5,
    order: 0,
    isActive: true,
    thumbnail: '',
    pages: { intro: emptyScene(), scene1: emptyScene(), scene2: emptyScene(), scene3: emptyScene() },
    endings: { '0': '', '1': '', '2': '', '3': '' },
    rewards: copyRewards(DEFAULT_REWARDS),
  };
}

/** The editor's values of a stored mission. */
export function missionToForm(mission: MinistryMissionDto): MissionForm {
  const scene = (page: EditorPage): SceneForm => ({
    text: mission[page].text,
    image: mission[page].image ?? '',
    choices: [mission[page].choices[0]?.text ?? '', mission[page].choices[1]?.text ?? ''],
  });
  return {
    missionId: mission.missionId,
    title: mission.title,
    description: mission.description,
    minLevel: mission.minLevel,
    order: mission.order,
    isActive: mission.isActive,
    thumbnail: mission.thumbnail,
    pages: {
      intro: scene('intro'),
      scene1: scene('scene1'),
      scene2: scene('scene2'),
      scene3: scene('scene3'),
    },
    endings: {
      '0': mission.endings['0'].text,
      '1': mission.endings['1'].text,
      '2': mission.endings['2'].text,
      '3': mission.endings['3'].text,
    },
    rewards: copyRewards(mission.rewards),
  };
}

/**
 * Spec 002 section 5: missionId and title required, every page's text and two choices and every
 * ending present, otherwise 'please fill all required fields'. @returns whether the form may be sent.
 */
export function missionFormComplete(form: MissionForm): boolean {
  const filled = (text: string) => text.trim() !== '';
  return (
    filled(form.missionId) &&
    filled(form.title) &&
    EDITOR_PAGES.every((page) => filled(form.pages[page].text) && form.pages[page].choices.every(filled)) &&
    POINT_KEYS.every((key) => filled(form.endings[key]))
  );
}

const whole = (value: number, min: number) =>
  Number.isFinite(value) ? Math.max(min, Math.trunc(value)) : min;

/** The request body: whole numbers (minLevel at least 1, order and rewards at least 0), trimmed texts. */
export function formToMissionBody(form: MissionForm): CreateMinistryMissionDto {
  const scene = (page: EditorPage) => ({
    text: form.pages[page].text.trim(),
    image: form.pages[page].image,
    choices: form.pages[page].choices.map((text) => ({ text: text.trim() })),
  });
  const ending = (key: PointKey) => ({ text: form.endings[key].trim() });
  const reward = (key: PointKey) => ({
    exp: whole(form.rewards[key].exp, 0),
    money: whole(form.rewards[key].money, 0),
    blackcoins: whole(form.rewards[key].blackcoins, 0),
  });
  return {
    missionId: form.missionId.trim(),
    title: form.title.trim(),
    description: form.description.trim(),
    minLevel: whole(form.minLevel, 1),
    order: whole(form.order, 0),
    isActive: form.isActive,
    thumbnail: form.thumbnail,
    intro: scene('intro'),
    scene1: scene('scene1'),
    scene2: scene('scene2'),
    scene3: scene('scene3'),
    endings: { '0': ending('0'), '1': ending('1'), '2': ending('2'), '3': ending('3') },
    rewards: { '0': reward('0'), '1': reward('1'), '2': reward('2'), '3': reward('3') },
  };
}

/** Spec 002 section 5: an image file (by its type) under 5 MB. @returns the refusal, or null. */
export function imageFileProblem(file: { type: string; size: number }): 'invalid' | 'tooBig' | null {
  if (!file.type.startsWith('image/')) return 'invalid';
  if (file.size >= 5 * 1024 * 1024) return 'tooBig';
  return null;
}
