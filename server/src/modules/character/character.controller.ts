import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { CharacterProfileDto, HudDto } from './character.dto';
import { CharacterService } from './character.service';

@ApiTags('character')
@ApiBearerAuth()
@Controller('character')
export class CharacterController {
  constructor(private readonly characters: CharacterService) {}

  /** The signed-in player's character with effective stats (spec 000 section 7). */
  @Get('profile')
  getCharacterProfile(@CurrentUser() user: AuthUser): Promise<CharacterProfileDto> {
    return this.characters.getCharacterProfile(user.id);
  }

  /** The side HUD's numbers (spec 000 section 3). */
  @Get('hud')
  getHud(@CurrentUser() user: AuthUser): Promise<HudDto> {
    return this.characters.getHud(user.id);
  }
}
