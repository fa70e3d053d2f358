import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { NotConfined } from '../confinement/not-confined.guard';
import { RequiresFeature } from '../features/requires-feature.guard';
import {
  BloodContractCancelledDto,
  BloodContractDto,
  BloodContractListDto,
  ContractResultDto,
  CreateBloodContractDto,
} from './blood-contracts.dto';
import { BloodContractExecutionService } from './blood-contract-execution.service';
import { BloodContractsService } from './blood-contracts.service';
import { ParseIdPipe } from '../../common/validation/integers';

/** Blood contracts (DESIGN.md section 6), unlocked at level 6 (spec 000 section 9). */
@ApiTags('blood-contracts')
@ApiBearerAuth()
@RequiresFeature('bloodContracts')
@Controller('blood-contracts')
export class BloodContractsController {
  constructor(
    private readonly contracts: BloodContractsService,
    private readonly executions: BloodContractExecutionService,
  ) {}

  /** Open contracts, newest first. */
  @Get()
  getBloodContracts(@CurrentUser() user: AuthUser): Promise<BloodContractListDto> {
    return this.contracts.getBloodContracts(user.id);
  }

  /** Posts a contract on a player; the reward is escrowed from the poster's cash until payout, cancel or expiry (24 h). */
  @Post()
  createBloodContract(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateBloodContractDto,
  ): Promise<BloodContractDto> {
    return this.contracts.createBloodContract(user.id, dto);
  }

  /** Executes a contract as a fight without money transfer; refused while in hospital or jail. */
  @NotConfined()
  @Post(':id/execute')
  @HttpCode(200)
  executeBloodContract(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ContractResultDto> {
    return this.executions.executeBloodContract(user.id, id);
  }

  /** The poster cancels an open contract and gets the reward back. */
  @Delete(':id')
  cancelBloodContract(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<BloodContractCancelledDto> {
    return this.contracts.cancelBloodContract(user.id, id);
  }
}
