import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';

/** OpenAPI of a catalogue image upload: multipart field `image` (png, jpeg, webp or gif up to 5 MB). */
export const ImageUploadBody = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['image'],
        properties: { image: { type: 'string', format: 'binary' } },
      },
    }),
  );
