import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth/decorators';
import { MediaService } from './media.service';

/** `GET /media/<id>`: stored images with a strong ETag and a year-long immutable cache. */
@ApiExcludeController()
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Public()
  @Get(':id')
  async getImage(
    @Param('id') id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const image = await this.media.getImage(id);
    const etag = `"${image.sha256}"`;
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=31536000, immutable');
    if (ifNoneMatch === etag) return reply.status(304).send();
    return reply.type(image.contentType).send(image.bytes);
  }
}
