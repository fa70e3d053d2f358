import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { Currency } from '../wallet/account';
import { BalanceAdjustmentDto, BalanceAdjustmentResultDto } from './admin-characters.dto';
import { AdminCharactersService } from './admin-characters.service';
import { ParseIdPipe } from '../../common/validation/integers';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/characters')
export class AdminCharactersController {
  constructor(private readonly adminCharacters: AdminCharactersService) {}

  /** Adds or deducts money (spec 001 section 7). */
  @Post(':id/money')
  @HttpCode(200)
  adjustCharacterMoney(
    @CurrentUser() admin: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: BalanceAdjustmentDto,
  ): Promise<BalanceAdjustmentResultDto> {
    return this.adminCharacters.adjustBalance(admin.id, id, Currency.MONEY, dto.amount);
  }

  /** Adds or deducts blackcoins (spec 001 section 7). */
  @Post(':id/blackcoins')
  @HttpCode(200)
  adjustCharacterBlackcoins(
    @CurrentUser() admin: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: BalanceAdjustmentDto,
  ): Promise<BalanceAdjustmentResultDto> {
    return this.adminCharacters.adjustBalance(admin.id, id, Currency.BLACKCOINS, dto.amount);
  }
}
