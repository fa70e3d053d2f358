import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { userOf } from '../../common/auth/decorators';
import type { Feature } from '../../game/features.rules';
import { FeaturesService } from './features.service';

const REQUIRED_FEATURE = 'feature:required';

@Injectable()
export class RequiresFeatureGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly features: FeaturesService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const feature = this.reflector.getAllAndOverride<Feature>(REQUIRED_FEATURE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!feature) return true;
    await this.features.assertUnlocked(userOf(context).id, feature);
    return true;
  }
}

/**
 * The route or socket handler needs the player's level to unlock `feature` (spec 000 section 9), enforced on the
 * server: 403 `FEATURE_LOCKED` with 'هذه الميزة تتطلب المستوى {n}'. Import FeaturesModule to use it.
 */
export const RequiresFeature = (feature: Feature) =>
  applyDecorators(SetMetadata(REQUIRED_FEATURE, feature), UseGuards(RequiresFeatureGuard));
