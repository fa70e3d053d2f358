import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, ValidateNested } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { BooleanField, IntegerField, NestedField, TextField } from '../../common/validation/fields';

const MAX_REWARD = 1_000_000_000;

/** One choice of a page as the admin writes it. */
export class MissionChoiceDto {
  @TextField({ label: 'نص الاختيار', trim: true, notEmpty: true, maxLength: 300 })
  text: string;

  /**
   * Stored as spec 002 section 4 fixes it whatever is sent: true for the first choice of scene1..3,
   * false otherwise (the intro gives no point).
   */
  @BooleanField({ label: 'قيمة النقطة', optional: true, apiProperty: false })
  givesPoint?: boolean;
}

/** A page (intro, scene1, scene2 or scene3): text, image path and exactly two choices. */
export class MissionSceneDto {
  @TextField({ label: 'نص المشهد', trim: true, notEmpty: true, maxLength: 3000 })
  text: string;

  /** Path of an uploaded image (`/media/<id>`), or empty. */
  @TextField({ label: 'صورة المشهد', optional: true, maxLength: 500 })
  image?: string;

  @IsArray({ message: 'كل مشهد يحتاج اختيارين' })
  @ArrayMinSize(2, { message: 'كل مشهد يحتاج اختيارين' })
  @ArrayMaxSize(2, { message: 'كل مشهد يحتاج اختيارين' })
  @ValidateNested({ each: true })
  @Type(() => MissionChoiceDto)
  choices: MissionChoiceDto[];
}

export class MissionEndingDto {
  @TextField({ label: 'نص النهاية', trim: true, notEmpty: true, maxLength: 3000 })
  text: string;
}

/** The four endings, keyed by points gained. */
export class MissionEndingsDto {
  @NestedField(() => MissionEndingDto) '0': MissionEndingDto;
  @NestedField(() => MissionEndingDto) '1': MissionEndingDto;
  @NestedField(() => MissionEndingDto) '2': MissionEndingDto;
  @NestedField(() => MissionEndingDto) '3': MissionEndingDto;
}

/** One ending's reward in whole units: experience, money, blackcoins (integers at least 0). */
export class MissionRewardDto {
  @IntegerField({ label: 'مكافأة الخبرة', min: 0, max: MAX_REWARD, messages: { integer: msg.integer } })
  exp: number;

  @IntegerField({ label: 'مكافأة المال', min: 0, max: MAX_REWARD, messages: { integer: msg.integer } })
  money: number;

  @IntegerField({
    label: 'مكافأة العملة السوداء',
    min: 0,
    max: MAX_REWARD,
    messages: { integer: msg.integer },
  })
  blackcoins: number;
}

/** The four rewards, keyed by points gained. */
export class MissionRewardsDto {
  @NestedField(() => MissionRewardDto) '0': MissionRewardDto;
  @NestedField(() => MissionRewardDto) '1': MissionRewardDto;
  @NestedField(() => MissionRewardDto) '2': MissionRewardDto;
  @NestedField(() => MissionRewardDto) '3': MissionRewardDto;
}

/**
 * `POST /api/ministry-missions/admin` (spec 002 sections 3, 5, 7). Omitted minLevel, order, isActive
 * and rewards take spec 002 section 9's defaults (5, 0, active, the default reward table).
 */
export class CreateMinistryMissionDto {
  @TextField({ label: 'معرف المهمة', trim: true, notEmpty: true, maxLength: 100 })
  missionId: string;

  @TextField({ label: 'عنوان المهمة', trim: true, notEmpty: true, maxLength: 200 })
  title: string;

  @TextField({ label: 'وصف المهمة', optional: true, trim: true, maxLength: 2000 })
  description?: string;

  @IntegerField({
    label: 'المستوى المطلوب',
    min: 1,
    max: 1000,
    optional: true,
    default: 5,
    messages: { integer: msg.integer },
  })
  minLevel?: number;

  /** Path of an uploaded image, or empty. */
  @TextField({ label: 'الصورة المصغرة', optional: true, maxLength: 500 })
  thumbnail?: string;

  @BooleanField({ label: 'حالة التفعيل', optional: true, apiProperty: false })
  isActive?: boolean;

  @IntegerField({
    label: 'الترتيب',
    min: 0,
    max: 1_000_000,
    optional: true,
    default: 0,
    messages: { integer: msg.integer },
  })
  order?: number;

  @NestedField(() => MissionSceneDto, { label: 'المقدمة', notEmpty: true })
  intro: MissionSceneDto;

  @NestedField(() => MissionSceneDto, { label: 'المشهد الأول', notEmpty: true })
  scene1: MissionSceneDto;

  @NestedField(() => MissionSceneDto, { label: 'المشهد الثاني', notEmpty: true })
  scene2: MissionSceneDto;

  @NestedField(() => MissionSceneDto, { label: 'المشهد الثالث', notEmpty: true })
  scene3: MissionSceneDto;

  @NestedField(() => MissionEndingsDto, { label: 'النهايات', notEmpty: true })
  endings: MissionEndingsDto;

  @NestedField(() => MissionRewardsDto, { label: 'المكافآت', optional: true })
  rewards?: MissionRewardsDto;
}

/** `PUT /api/ministry-missions/admin/{id}`: any subset of the fields (null counts as invalid). */
export class UpdateMinistryMissionDto extends PartialType(CreateMinistryMissionDto, {
  skipNullProperties: false,
}) {}

/** A mission as the admin edits it (spec 002 section 3). */
export class MinistryMissionDto {
  @ApiProperty({ type: 'integer' }) id: number;
  missionId: string;
  title: string;
  description: string;
  @ApiProperty({ type: 'integer' }) minLevel: number;
  thumbnail: string;
  isActive: boolean;
  @ApiProperty({ type: 'integer' }) order: number;
  intro: MissionSceneDto;
  scene1: MissionSceneDto;
  scene2: MissionSceneDto;
  scene3: MissionSceneDto;
  endings: MissionEndingsDto;
  rewards: MissionRewardsDto;
  createdAt: string;
  updatedAt: string;
}

/** A row of the admin list: the mission with its page and ending counts. */
export class MinistryMissionListItemDto extends MinistryMissionDto {
  /** Pages with text among intro, scene1, scene2, scene3. */
  @ApiProperty({ type: 'integer' }) pagesCount: number;
  /** Endings with text among the four. */
  @ApiProperty({ type: 'integer' }) endingsCount: number;
}

/** `GET /api/ministry-missions/admin/list`. */
export class MinistryMissionListDto {
  success: boolean;
  data: MinistryMissionListItemDto[];
}

/** Create and update answers. */
export class MinistryMissionSavedDto {
  success: boolean;
  data: MinistryMissionDto;
}

export class MinistryMissionDeletedDto {
  success: boolean;
  @ApiProperty({ type: 'integer' }) id: number;
}

/** `POST /api/ministry-missions/admin/upload-image`: the stored image's path in `url`. */
export class MissionImageUploadDto {
  success: boolean;
  /** Public path of the stored image, `/media/<id>`. */
  url: string;
}

/** A choice as the player sees it (which one scores stays on the server). */
export class PlayerMissionChoiceDto {
  text: string;
}

export class PlayerMissionSceneDto {
  text: string;
  image: string;
  choices: PlayerMissionChoiceDto[];
}

/** The outcome of a played mission: points, the ending reached and what was paid. */
export class MissionResultDto {
  /** 0 to 3. */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 3 }) points: number;
  ending: string;
  reward: MissionRewardDto;
  /** The four choices played (0 or 1 each: intro, scene1, scene2, scene3). */
  @ApiProperty({ type: 'integer', isArray: true }) choices: number[];
  completedAt: string;
}

/** A mission of the player's list; `result` once played. */
export class PlayerMissionDto {
  @ApiProperty({ type: 'integer' }) id: number;
  missionId: string;
  title: string;
  description: string;
  @ApiProperty({ type: 'integer' }) minLevel: number;
  thumbnail: string;
  @ApiProperty({ type: 'integer' }) order: number;
  intro: PlayerMissionSceneDto;
  scene1: PlayerMissionSceneDto;
  scene2: PlayerMissionSceneDto;
  scene3: PlayerMissionSceneDto;
  /** What each ending pays, keyed by points. */
  rewards: MissionRewardsDto;
  completed: boolean;
  @ApiProperty({ type: MissionResultDto, nullable: true }) result: MissionResultDto | null;
}

/** `GET /api/ministry-missions`; also the `ministryMission:update` payload. */
export class MinistryMissionsDto {
  @ApiProperty({ type: 'integer' }) playerLevel: number;
  /** Available missions (active, minLevel <= level) and the ones played, by order. */
  missions: PlayerMissionDto[];
}

/** `POST /api/ministry-missions/{id}/play`: the choice taken on each page, in order. */
export class PlayMinistryMissionDto {
  /** Four values, 0 (first choice) or 1 (second): intro, scene1, scene2, scene3. */
  @ApiProperty({ type: 'integer', isArray: true, minItems: 4, maxItems: 4, enum: [0, 1] })
  @IsArray({ message: 'يجب إرسال أربعة اختيارات' })
  @ArrayMinSize(4, { message: 'يجب إرسال أربعة اختيارات' })
  @ArrayMaxSize(4, { message: 'يجب إرسال أربعة اختيارات' })
  @IsIn([0, 1], { each: true, message: 'كل اختيار يجب أن يكون 0 أو 1' })
  choices: number[];
}

/** The answer of a play: the result, the levels gained and the player's list afterwards. */
export class PlayMinistryMissionResultDto {
  @ApiProperty({ type: 'integer' }) id: number;
  title: string;
  result: MissionResultDto;
  @ApiProperty({ type: 'integer' }) levelsGained: number;
  @ApiProperty({ type: 'integer' }) level: number;
}
