import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { InfoboxKeyPipe } from './infobox-key.pipe';
import { InfoboxStatusDto, InfoboxSuccessDto, SetInfoboxMinimizedDto } from './infobox.dto';
import { InfoboxService } from './infobox.service';

@ApiTags('infobox')
@ApiBearerAuth()
@Controller('infobox')
export class InfoboxController {
  constructor(private readonly infobox: InfoboxService) {}

  @Get(':key/status')
  getInfoboxStatus(
    @CurrentUser() user: AuthUser,
    @Param('key', InfoboxKeyPipe) key: string,
  ): Promise<InfoboxStatusDto> {
    return this.infobox.getInfoboxStatus(user.id, key);
  }

  @Post(':key/complete')
  @HttpCode(200)
  completeInfobox(
    @CurrentUser() user: AuthUser,
    @Param('key', InfoboxKeyPipe) key: string,
  ): Promise<InfoboxSuccessDto> {
    return this.infobox.completeInfobox(user.id, key);
  }

  @Put(':key/minimized')
  setInfoboxMinimized(
    @CurrentUser() user: AuthUser,
    @Param('key', InfoboxKeyPipe) key: string,
    @Body() dto: SetInfoboxMinimizedDto,
  ): Promise<InfoboxSuccessDto> {
    return this.infobox.setInfoboxMinimized(user.id, key, dto.isMinimized);
  }
}
