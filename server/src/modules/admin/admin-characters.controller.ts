import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { Currency } from '../wallet/account';
import {
  AdminCharacterActionResultDto,
  AdminCharacterDetailDto,
  AdminCharacterListDto,
  AdminCharacterListQueryDto,
  BalanceAdjustmentDto,
  BalanceAdjustmentResultDto,
  ResetAdminCharacterDto,
  ResetAdminCharacterResultDto,
  SetAdminCharacterLevelDto,
  UpdateAdminCharacterDto,
} from './admin-characters.dto';
import { AdminCharacterActionsService } from './admin-character-actions.service';
import { AdminCharactersService } from './admin-characters.service';
import { AuditedByService } from './admin-request-audit.interceptor';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@AuditedByService()
@Controller('admin/characters')
export class AdminCharactersController {
  constructor(
    private readonly adminCharacters: AdminCharactersService,
    private readonly actions: AdminCharacterActionsService,
  ) {}

  /** Paged, sorted, filtered, searched characters (spec 001 sections 2.3, 7 and 9). */
  @Get()
  listAdminCharacters(@Query() query: AdminCharacterListQueryDto): Promise<AdminCharacterListDto> {
    return this.adminCharacters.list(query);
  }

  /** One character with equipment names, inventory and the admin audit log (spec 001 section 7). */
  @Get(':id')
  getAdminCharacter(@Param('id', ParseIdPipe) id: number): Promise<AdminCharacterDetailDto> {
    return this.adminCharacters.detail(id);
  }

  /** Partial stat edit (spec 001 sections 2.3 and 5). */
  @Put(':id')
  updateAdminCharacter(
    @CurrentUser() admin: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateAdminCharacterDto,
  ): Promise<AdminCharacterActionResultDto> {
    return this.actions.update(admin.id, id, dto);
  }

  /** Sets the level (spec 001 section 7). */
  @Post(':id/level')
  @HttpCode(200)
  setAdminCharacterLevel(
    @CurrentUser() admin: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: SetAdminCharacterLevelDto,
  ): Promise<AdminCharacterActionResultDto> {
    return this.actions.setLevel(admin.id, id, dto.level);
  }

  /** Resets the character to a new one's (spec 001 sections 2.3 and 7; the fixed confirmation field). */
  @Post(':id/reset')
  @HttpCode(200)
  resetAdminCharacter(
    @CurrentUser() admin: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() _dto: ResetAdminCharacterDto,
  ): Promise<ResetAdminCharacterResultDto> {
    return this.actions.reset(admin.id, id);
  }

  /** Adds or deducts money (spec 001 section 7). */
  @Post(':id/money')
  @HttpCode(200)
  adjustCharacterMoney(
    @CurrentUser() admin: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: BalanceAdjustmentDto,
  ): Promise<BalanceAdjustmentResultDto> {
    return this.actions.adjustBalance(admin.id, id, Currency.MONEY, dto.amount);
  }

  /** Adds or deducts blackcoins (spec 001 section 7). */
  @Post(':id/blackcoins')
  @HttpCode(200)
  adjustCharacterBlackcoins(
    @CurrentUser() admin: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: BalanceAdjustmentDto,
  ): Promise<BalanceAdjustmentResultDto> {
    return this.actions.adjustBalance(admin.id, id, Currency.BLACKCOINS, dto.amount);
  }
}
