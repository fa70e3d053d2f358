import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/decorators';
import { EconomyAuditDto } from './economy-audit.dto';
import { EconomyAuditService } from './economy-audit.service';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/economy')
export class EconomyAuditController {
  constructor(private readonly economy: EconomyAuditService) {}

  /** The live conservation audit of every currency (DESIGN.md section 4). */
  @Get('audit')
  getEconomyAudit(): Promise<EconomyAuditDto> {
    return this.economy.audit();
  }
}
