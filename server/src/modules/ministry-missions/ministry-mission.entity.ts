import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';
import type { MissionReward } from '../../game/ministry-missions.rules';

/** One choice of a page: its text and whether it is worth a point (spec 002 section 4). */
export interface StoredChoice {
  text: string;
  givesPoint: boolean;
}

/** A page of the story: its text, an image path (may be empty) and two choices. */
export interface StoredScene {
  text: string;
  image: string;
  choices: StoredChoice[];
}

/** Keyed by points gained, "0" to "3". */
export type ByPoints<T> = Record<'0' | '1' | '2' | '3', T>;

/** A ministry story mission (spec 002 section 3, Ministry mission). */
@Entity('ministry_missions')
export class MinistryMissionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The admin's text key, unique. */
  @Column({ name: 'mission_id', type: 'text' })
  missionId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'min_level', type: 'int' })
  minLevel: number;

  @Column({ type: 'text' })
  thumbnail: string;

  @Column({ name: 'is_active' })
  isActive: boolean;

  /** Position in the player's list (ascending). */
  @Column({ name: 'sort_order', type: 'int' })
  order: number;

  @Column({ type: 'jsonb' })
  intro: StoredScene;

  @Column({ type: 'jsonb' })
  scene1: StoredScene;

  @Column({ type: 'jsonb' })
  scene2: StoredScene;

  @Column({ type: 'jsonb' })
  scene3: StoredScene;

  @Column({ type: 'jsonb' })
  endings: ByPoints<{ text: string }>;

  @Column({ type: 'jsonb' })
  rewards: ByPoints<MissionReward>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A character's one play of a mission: the four choices, the points and what was paid. */
@Entity('ministry_mission_plays')
export class MinistryMissionPlayEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'character_id', type: 'int' })
  characterId: number;

  /** The mission's row id. */
  @Column({ name: 'mission_id', type: 'int' })
  missionId: number;

  @Column({ type: 'jsonb' })
  choices: number[];

  @Column({ type: 'int' })
  points: number;

  @Column({ name: 'reward_exp', type: 'int' })
  rewardExp: number;

  @Column({ name: 'reward_money', type: 'bigint', transformer: bigintToNumber })
  rewardMoney: number;

  @Column({ name: 'reward_blackcoins', type: 'bigint', transformer: bigintToNumber })
  rewardBlackcoins: number;

  @Column({ name: 'completed_at', type: 'timestamptz' })
  completedAt: Date;
}
