import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { FeatureInfoDto } from './features.dto';
import { FeaturesService } from './features.service';

@ApiTags('features')
@ApiBearerAuth()
@Controller('features')
export class FeaturesController {
  constructor(private readonly features: FeaturesService) {}

  /** Unlocked and locked features at the player's level (spec 000 sections 3 and 9). */
  @Get('info')
  getFeatureInfo(@CurrentUser() user: AuthUser): Promise<FeatureInfoDto> {
    return this.features.getFeatureInfo(user.id);
  }
}
