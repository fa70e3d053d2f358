import { ApiProperty, PartialType } from '@nestjs/swagger';
import { FairnessRefDto } from '../fairness/fairness.dto';
import { CrimeEntity, FailOutcome } from './crime.entity';
import {
  BooleanField,
  DecimalField,
  EnumField,
  IdField,
  IntegerField,
  TextField,
} from '../../common/validation/fields';

/** A crime as the admin screen edits it (spec 001 section 3; field names are the spec's). */
export class CrimeAdminDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  description: string;
  @ApiProperty({ type: 'integer' }) req_level: number;
  @ApiProperty({ type: 'integer' }) energyCost: number;
  /** Chance of success as a fraction, 0.01..0.99. */
  successRate: number;
  /** Money paid on success. */
  @ApiProperty({ type: 'integer' }) reward: number;
  @ApiProperty({ type: 'integer' }) expReward: number;
  /** Cooldown in seconds. */
  @ApiProperty({ type: 'integer' }) cooldown: number;
  imageUrl: string;
  @ApiProperty({ enum: ['jail', 'hospital'], enumName: 'FailOutcome' }) failOutcome: FailOutcome;
  @ApiProperty({ type: 'integer' }) jailMinutes: number;
  @ApiProperty({ type: 'integer' }) hospitalMinutes: number;
  isEnabled: boolean;
}

/** `POST /api/crimes`: omitted fields take spec 001 section 9's defaults. */
export class CreateCrimeDto {
  @TextField({ label: 'اسم الجريمة', notEmpty: true, maxLength: 80 })
  name: string;

  @TextField({ label: 'الوصف', optional: true, maxLength: 500 })
  description?: string;

  @IntegerField({ label: 'المستوى المطلوب', min: 1, max: 100, optional: true, default: 1 })
  req_level?: number;

  @IntegerField({ label: 'الطاقة', min: 1, max: 1000, optional: true, default: 5 })
  energyCost?: number;

  /** Fraction 0.01..0.99 (the form's 1..99 percent divided by 100). */
  @DecimalField({
    label: 'نسبة النجاح',
    min: 0.01,
    max: 0.99,
    optional: true,
    default: 0.5,
    messages: { min: 'نسبة النجاح يجب أن تكون بين 1 و 99', max: 'نسبة النجاح يجب أن تكون بين 1 و 99' },
  })
  successRate?: number;

  // ×1.5 for a VIP must stay a safe integer for the wallet; the same ceiling as a job's salary.
  @IntegerField({ label: 'المكافأة', min: 1, max: 1_000_000_000_000, optional: true, default: 100 })
  reward?: number;

  @IntegerField({ label: 'الخبرة', min: 1, max: 1_000_000_000, optional: true, default: 50 })
  expReward?: number;

  /** Seconds (the form enters minutes). */
  @IntegerField({ label: 'فترة الانتظار', min: 1, max: 86_400, optional: true, default: 60 })
  cooldown?: number;

  @TextField({ pattern: /^\/media\/[0-9a-f-]{36}$/, message: 'يرجى رفع صورة للجريمة.' })
  imageUrl: string;

  @EnumField({
    values: ['jail', 'hospital'],
    enumName: 'FailOutcome',
    message: 'نتيجة الفشل يجب أن تكون السجن أو المستشفى',
    optional: true,
    default: 'jail',
  })
  failOutcome?: FailOutcome;

  @IntegerField({ label: 'دقائق السجن', min: 0, max: 1440, optional: true, default: 3 })
  jailMinutes?: number;

  @IntegerField({ label: 'دقائق المستشفى', min: 0, max: 1440, optional: true, default: 2 })
  hospitalMinutes?: number;

  @BooleanField({ label: 'حالة التفعيل', optional: true, apiProperty: false })
  isEnabled?: boolean;
}

/** `PUT /api/crimes/{id}`: any subset of the fields, including the enable toggle. */
export class UpdateCrimeDto extends PartialType(CreateCrimeDto, { skipNullProperties: false }) {}

/** A crime as the player's list shows it, with lock and cooldown state. */
export class PlayerCrimeDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  description: string;
  imageUrl: string;
  @ApiProperty({ type: 'integer' }) req_level: number;
  @ApiProperty({ type: 'integer' }) energyCost: number;
  successRate: number;
  @ApiProperty({ type: 'integer' }) reward: number;
  @ApiProperty({ type: 'integer' }) expReward: number;
  /** Cooldown in seconds. */
  @ApiProperty({ type: 'integer' }) cooldown: number;
  @ApiProperty({ enum: ['jail', 'hospital'], enumName: 'FailOutcome' }) failOutcome: FailOutcome;
  @ApiProperty({ type: 'integer' }) jailMinutes: number;
  @ApiProperty({ type: 'integer' }) hospitalMinutes: number;
  /** The player's level is below req_level. */
  locked: boolean;
  /** Seconds until the player may commit it again; 0 when available. */
  @ApiProperty({ type: 'integer' }) cooldownRemainingSeconds: number;
}

/** `GET /api/crimes`; also the `crimesList:update` payload. */
export class CrimeListDto {
  crimes: PlayerCrimeDto[];
}

/** `crime:request` payload: the crime to attempt, as the id of `POST /api/crimes/{id}/commit`. */
export class CommitCrimeEventDto {
  @IdField({ label: 'معرف الجريمة' })
  crimeId: number;
}

/** The result of one attempt (`POST /api/crimes/{id}/commit`); also the `crime:update` payload. */
export class CrimeResultDto {
  success: boolean;
  @ApiProperty({ type: 'integer' }) crimeId: number;
  crimeName: string;
  /** Arabic sentence describing the outcome. */
  message: string;
  @ApiProperty({ type: 'integer' }) moneyGained: number;
  @ApiProperty({ type: 'integer' }) expGained: number;
  isVip: boolean;
  @ApiProperty({ type: 'integer' }) levelsGained: number;
  @ApiProperty({ type: 'integer' }) level: number;
  @ApiProperty({ type: 'integer' }) energyLeft: number;
  @ApiProperty({ type: 'integer' }) cooldownSeconds: number;
  @ApiProperty({ enum: ['jail', 'hospital'], enumName: 'FailOutcome', nullable: true })
  confinement: FailOutcome | null;
  /** End of the stay the failure caused (ISO time), or null. */
  confinedUntil: string | null;
  @ApiProperty({ type: 'integer' }) confinementMinutes: number;
  /** The provably fair roll behind this attempt (issue 29). */
  fairness: FairnessRefDto;
}

export class ImageUploadResultDto {
  /** Public path of the stored image, `/media/<id>`. */
  imageUrl: string;
}

export class CrimeDeletedDto {
  success: boolean;
}

export function toCrimeAdminDto(crime: CrimeEntity): CrimeAdminDto {
  return {
    id: crime.id,
    name: crime.name,
    description: crime.description,
    req_level: crime.reqLevel,
    energyCost: crime.energyCost,
    successRate: crime.successRate,
    reward: crime.reward,
    expReward: crime.expReward,
    cooldown: crime.cooldownSeconds,
    imageUrl: crime.imageUrl,
    failOutcome: crime.failOutcome,
    jailMinutes: crime.jailMinutes,
    hospitalMinutes: crime.hospitalMinutes,
    isEnabled: crime.isEnabled,
  };
}
