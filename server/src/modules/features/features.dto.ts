import { ApiProperty } from '@nestjs/swagger';
import { FEATURES, type Feature } from '../../game/features.rules';

export class LockedFeatureDto {
  @ApiProperty({ enum: FEATURES, enumName: 'Feature' }) feature: Feature;
  @ApiProperty({ type: 'integer' }) requiredLevel: number;
  /** 0..0.9: 1 − levels missing / 5 (spec 000 section 4). */
  progress: number;
}

export class NextFeatureDto {
  @ApiProperty({ enum: FEATURES, enumName: 'Feature' }) feature: Feature;
  @ApiProperty({ type: 'integer' }) requiredLevel: number;
  @ApiProperty({ type: 'integer' }) levelsRemaining: number;
}

/** `GET /api/features/info` (spec 000 section 3, feature info). */
export class FeatureInfoDto {
  @ApiProperty({ type: 'integer' }) playerLevel: number;
  @ApiProperty({ enum: FEATURES, enumName: 'Feature', isArray: true }) unlockedFeatures: Feature[];
  lockedFeatures: LockedFeatureDto[];
  @ApiProperty({ type: NextFeatureDto, nullable: true }) nextFeature: NextFeatureDto | null;
  @ApiProperty({ enum: FEATURES, enumName: 'Feature', isArray: true }) featuresAtCurrentLevel: Feature[];
}
