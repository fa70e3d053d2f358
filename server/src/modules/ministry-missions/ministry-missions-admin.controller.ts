import { Body, Controller, Delete, Get, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { ImageUploadBody } from '../gear/upload-body';
import { readImageField } from '../media/image-upload';
import {
  CreateMinistryMissionDto,
  MinistryMissionDeletedDto,
  MinistryMissionListDto,
  MinistryMissionSavedDto,
  MissionImageUploadDto,
  UpdateMinistryMissionDto,
} from './ministry-missions.dto';
import { MinistryMissionsAdminService } from './ministry-missions-admin.service';

/** The admin ministry-missions screen (spec 002 sections 2.9 and 7). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('ministry-missions/admin')
export class MinistryMissionsAdminController {
  constructor(private readonly missions: MinistryMissionsAdminService) {}

  /** Every mission with pagesCount, endingsCount and createdAt, in `data`. */
  @Get('list')
  listMinistryMissionsForAdmin(): Promise<MinistryMissionListDto> {
    return this.missions.list();
  }

  /** Omitted minLevel, order, isActive and rewards take the defaults (5, 0, active, the default table). */
  @Post()
  createMinistryMission(@Body() dto: CreateMinistryMissionDto): Promise<MinistryMissionSavedDto> {
    return this.missions.create(dto);
  }

  @Put(':id')
  updateMinistryMission(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateMinistryMissionDto,
  ): Promise<MinistryMissionSavedDto> {
    return this.missions.update(id, dto);
  }

  @Delete(':id')
  deleteMinistryMission(@Param('id', ParseIdPipe) id: number): Promise<MinistryMissionDeletedDto> {
    return this.missions.delete(id);
  }

  /** Multipart field `image`, at most 5 MB (413), png/jpeg/webp/gif (415); answers `{ success, url }`. */
  @Post('upload-image')
  @ImageUploadBody()
  async uploadMinistryMissionImage(@Req() request: FastifyRequest): Promise<MissionImageUploadDto> {
    return this.missions.uploadImage(await readImageField(request));
  }
}
