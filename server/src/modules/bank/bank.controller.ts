import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { RequiresFeature } from '../features/requires-feature.guard';
import { BankAmountDto, BankDto } from './bank.dto';
import { BankService } from './bank.service';

/** The bank (DESIGN.md section 6), unlocked at level 11 (spec 000 section 9). */
@ApiTags('bank')
@ApiBearerAuth()
@RequiresFeature('bank')
@Controller('bank')
export class BankController {
  constructor(private readonly bank: BankService) {}

  /** Bank balance, cash and the latest 50 bank entries, newest first. */
  @Get()
  getBank(@CurrentUser() user: AuthUser): Promise<BankDto> {
    return this.bank.getBank(user.id);
  }

  /** Moves money from cash to the bank. */
  @Post('deposit')
  @HttpCode(200)
  depositToBank(@CurrentUser() user: AuthUser, @Body() dto: BankAmountDto): Promise<BankDto> {
    return this.bank.deposit(user.id, dto.amount);
  }

  /** Moves money from the bank to cash. */
  @Post('withdraw')
  @HttpCode(200)
  withdrawFromBank(@CurrentUser() user: AuthUser, @Body() dto: BankAmountDto): Promise<BankDto> {
    return this.bank.withdraw(user.id, dto.amount);
  }
}
