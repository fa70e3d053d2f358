import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { RequiresFeature } from '../features/requires-feature.guard';
import { ItemTransferDto, MoneyTransferDto, TransferDto, TransfersDto } from './transfers.dto';
import { TransfersService } from './transfers.service';

/** Transfers between players (DESIGN.md section 6), unlocked at level 25 (spec 000 section 9). */
@ApiTags('transfers')
@ApiBearerAuth()
@Controller('transfers')
@RequiresFeature('transfers')
export class TransfersController {
  constructor(private readonly transfers: TransfersService) {}

  /** The caller's latest transfers (sent and received), today's count, the daily limit and the fee. */
  @Get()
  getTransfers(@CurrentUser() user: AuthUser): Promise<TransfersDto> {
    return this.transfers.getTransfers(user.id);
  }

  /** Sends money (at least 100) to a player by username; the sender pays a 5% fee (rounded up) on top. */
  @Post('money')
  sendMoney(@CurrentUser() user: AuthUser, @Body() dto: MoneyTransferDto): Promise<TransferDto> {
    return this.transfers.sendMoney(user.id, dto);
  }

  /** Gives unequipped units of a weapon or armor to a player by username, without fee. */
  @Post('item')
  sendItem(@CurrentUser() user: AuthUser, @Body() dto: ItemTransferDto): Promise<TransferDto> {
    return this.transfers.sendItem(user.id, dto);
  }
}
