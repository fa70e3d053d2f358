import { Injectable } from '@nestjs/common';
import {
  featureInfo,
  isFeatureUnlocked,
  type Feature,
  FEATURE_UNLOCK_LEVELS,
} from '../../game/features.rules';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { CharacterService } from '../character/character.service';
import { FeatureInfoDto } from './features.dto';
import { formatNumber } from '../../game/arabic-numbers.rules';

/** The level unlock table (spec 000 section 9) applied to a player's character. */
@Injectable()
export class FeaturesService {
  constructor(private readonly characters: CharacterService) {}

  async getFeatureInfo(userId: string): Promise<FeatureInfoDto> {
    return featureInfo(await this.characters.levelOf(userId));
  }

  /** @throws FEATURE_LOCKED (403) with `requiredLevel` when the player's level is below the feature's. */
  async assertUnlocked(userId: string, feature: Feature): Promise<void> {
    const level = await this.characters.levelOf(userId);
    if (!isFeatureUnlocked(feature, level)) {
      const requiredLevel = FEATURE_UNLOCK_LEVELS[feature];
      throw commonError(
        CommonErrorCode.FEATURE_LOCKED,
        { feature, requiredLevel },
        `هذه الميزة تتطلب المستوى ${formatNumber(requiredLevel)}`,
      );
    }
  }
}
