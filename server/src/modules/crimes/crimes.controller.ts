import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { readImageField } from '../media/image-upload';
import { CrimesAdminService } from './crimes-admin.service';
import {
  CreateCrimeDto,
  CrimeAdminDto,
  CrimeDeletedDto,
  CrimeListDto,
  CrimeResultDto,
  ImageUploadResultDto,
  UpdateCrimeDto,
} from './crimes.dto';
import { CrimesService } from './crimes.service';
import { ParseIdPipe } from '../../common/validation/integers';

@ApiTags('crimes')
@ApiBearerAuth()
@Controller('crimes')
export class CrimesController {
  constructor(
    private readonly crimes: CrimesService,
    private readonly crimesAdmin: CrimesAdminService,
  ) {}

  /** Enabled crimes with the player's locks and cooldowns. */
  @Get()
  getCrimes(@CurrentUser() user: AuthUser): Promise<CrimeListDto> {
    return this.crimes.getCrimes(user.id);
  }

  /** Attempts a crime (DESIGN.md section 6). Refused while in hospital or jail. */
  // No `@NotConfined()`: the attempt checks the stays on the row it reads anyway (the same 403).
  @Post(':id/commit')
  @HttpCode(200)
  commitCrime(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<CrimeResultDto> {
    return this.crimes.commitCrime(user.id, id);
  }

  /** Every crime, enabled or not (spec 001 section 7). */
  @AdminOnly()
  @Get('admin')
  listCrimesForAdmin(): Promise<CrimeAdminDto[]> {
    return this.crimesAdmin.listCrimesForAdmin();
  }

  @AdminOnly()
  @Post()
  createCrime(@Body() dto: CreateCrimeDto): Promise<CrimeAdminDto> {
    return this.crimesAdmin.createCrime(dto);
  }

  /** Partial update; `{ isEnabled }` alone is the row's enable toggle. */
  @AdminOnly()
  @Put(':id')
  updateCrime(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateCrimeDto): Promise<CrimeAdminDto> {
    return this.crimesAdmin.updateCrime(id, dto);
  }

  @AdminOnly()
  @Delete(':id')
  deleteCrime(@Param('id', ParseIdPipe) id: number): Promise<CrimeDeletedDto> {
    return this.crimesAdmin.deleteCrime(id);
  }

  /** Multipart field `image`: png, jpeg, webp or gif up to 5 MB; answers `{ imageUrl }`. */
  @AdminOnly()
  @Post('upload-image')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['image'],
      properties: { image: { type: 'string', format: 'binary' } },
    },
  })
  async uploadCrimeImage(@Req() request: FastifyRequest): Promise<ImageUploadResultDto> {
    return this.crimesAdmin.uploadCrimeImage(await readImageField(request));
  }
}
