import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { NotConfined } from '../confinement/not-confined.guard';
import { GymDto, TrainDto } from './gym.dto';
import { GymService } from './gym.service';

@ApiTags('gym')
@ApiBearerAuth()
@Controller('gym')
export class GymController {
  constructor(private readonly gym: GymService) {}

  /** The gym screen: the running training, if any, with effective strength, defense and energy (DESIGN.md section 6). */
  @Get()
  getGym(@CurrentUser() user: AuthUser): Promise<GymDto> {
    return this.gym.getGym(user.id);
  }

  /**
   * Starts training strength or defense with a multiple of 5 energy: +1 point per 5 energy, 6 s per
   * energy point; one training at a time; refused in hospital or jail (403 `{ type, remainingSeconds, cost }`).
   */
  @Post('train')
  @HttpCode(HttpStatus.OK)
  @NotConfined()
  train(@CurrentUser() user: AuthUser, @Body() dto: TrainDto): Promise<GymDto> {
    return this.gym.train(user.id, dto);
  }
}
