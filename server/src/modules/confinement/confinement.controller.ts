import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ConfinedPlayersDto, ConfinementStateDto, EarlyReleaseDto } from './confinement.dto';
import { ConfinementService } from './confinement.service';

@ApiTags('confinement')
@ApiBearerAuth()
@Controller()
export class ConfinementController {
  constructor(private readonly confinement: ConfinementService) {}

  /** The player's hospital and jail state with the early-release cost. */
  @Get('confinement')
  getConfinement(@CurrentUser() user: AuthUser): Promise<ConfinementStateDto> {
    return this.confinement.getConfinement(user.id);
  }

  /** Pays the early-release cost in blackcoins and leaves hospital or jail now (DESIGN.md section 6). */
  @Post('confinement/release')
  @HttpCode(200)
  releaseEarly(@CurrentUser() user: AuthUser, @Body() dto: EarlyReleaseDto): Promise<ConfinementStateDto> {
    return this.confinement.releaseEarly(user.id, dto.type);
  }

  /** Who is in hospital now. */
  @Get('hospital')
  getHospitalPatients(): Promise<ConfinedPlayersDto> {
    return this.confinement.getConfinedPlayers('hospital');
  }

  /** Who is in jail now. */
  @Get('jail')
  getJailInmates(): Promise<ConfinedPlayersDto> {
    return this.confinement.getConfinedPlayers('jail');
  }
}
