import { Body, Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { ToggleStatusDto } from '../gear/property-catalogue.dto';
import { PackagesAdminService } from './packages-admin.service';
import {
  BlackcoinPackageDto,
  CreateBlackcoinPackageDto,
  CreateMoneyPackageDto,
  CreateVipPackageDto,
  MoneyPackageDto,
  PackageDeletedDto,
  UpdateBlackcoinPackageDto,
  UpdateMoneyPackageDto,
  UpdateVipPackageDto,
  VipPackageDto,
} from './packages.dto';

/** The blackcoin, money and VIP package catalogues (spec 002 sections 2.7 and 7); admins only. */
@ApiTags('admin-packages')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class PackagesAdminController {
  constructor(private readonly admin: PackagesAdminService) {}

  @Get('blackcoin-packages')
  listBlackcoinPackages(): Promise<BlackcoinPackageDto[]> {
    return this.admin.list('blackcoin');
  }

  @Post('blackcoin-packages')
  createBlackcoinPackage(@Body() dto: CreateBlackcoinPackageDto): Promise<BlackcoinPackageDto> {
    return this.admin.create('blackcoin', dto);
  }

  @Put('blackcoin-packages/:id')
  updateBlackcoinPackage(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateBlackcoinPackageDto,
  ): Promise<BlackcoinPackageDto> {
    return this.admin.update('blackcoin', id, dto);
  }

  @Delete('blackcoin-packages/:id')
  deleteBlackcoinPackage(@Param('id', ParseIdPipe) id: number): Promise<PackageDeletedDto> {
    return this.admin.delete('blackcoin', id);
  }

  /** Body `isActive`: the new state. */
  @Patch('blackcoin-packages/:id/toggle-status')
  toggleBlackcoinPackageStatus(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ToggleStatusDto,
  ): Promise<BlackcoinPackageDto> {
    return this.admin.update('blackcoin', id, { isActive: dto.isActive });
  }

  @Get('money-packages')
  listMoneyPackages(): Promise<MoneyPackageDto[]> {
    return this.admin.list('money');
  }

  @Post('money-packages')
  createMoneyPackage(@Body() dto: CreateMoneyPackageDto): Promise<MoneyPackageDto> {
    return this.admin.create('money', dto);
  }

  @Put('money-packages/:id')
  updateMoneyPackage(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateMoneyPackageDto,
  ): Promise<MoneyPackageDto> {
    return this.admin.update('money', id, dto);
  }

  @Delete('money-packages/:id')
  deleteMoneyPackage(@Param('id', ParseIdPipe) id: number): Promise<PackageDeletedDto> {
    return this.admin.delete('money', id);
  }

  @Patch('money-packages/:id/toggle-status')
  toggleMoneyPackageStatus(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ToggleStatusDto,
  ): Promise<MoneyPackageDto> {
    return this.admin.update('money', id, { isActive: dto.isActive });
  }

  @Get('vip-packages')
  listVipPackages(): Promise<VipPackageDto[]> {
    return this.admin.list('vip');
  }

  @Post('vip-packages')
  createVipPackage(@Body() dto: CreateVipPackageDto): Promise<VipPackageDto> {
    return this.admin.create('vip', dto);
  }

  @Put('vip-packages/:id')
  updateVipPackage(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateVipPackageDto,
  ): Promise<VipPackageDto> {
    return this.admin.update('vip', id, dto);
  }

  @Delete('vip-packages/:id')
  deleteVipPackage(@Param('id', ParseIdPipe) id: number): Promise<PackageDeletedDto> {
    return this.admin.delete('vip', id);
  }

  @Patch('vip-packages/:id/toggle-status')
  toggleVipPackageStatus(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ToggleStatusDto,
  ): Promise<VipPackageDto> {
    return this.admin.update('vip', id, { isActive: dto.isActive });
  }
}
