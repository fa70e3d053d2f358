import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/decorators';
import { AdminPurchasesDto, AdminPurchasesQueryDto } from './purchases-admin.dto';
import { PurchasesAdminService } from './purchases-admin.service';

/** The purchases page (issue 30, part 2); admins only. */
@ApiTags('admin-packages')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/purchases')
export class PurchasesAdminController {
  constructor(private readonly purchases: PurchasesAdminService) {}

  /** Stripe checkouts, newest first, filtered by state, game day, character or username, with day totals. */
  @Get()
  listPurchases(@Query() query: AdminPurchasesQueryDto): Promise<AdminPurchasesDto> {
    return this.purchases.list(query);
  }
}
