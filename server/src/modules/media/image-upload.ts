import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../common/errors/domain-error';
import { MediaErrorCode, mediaError } from './media.errors';
import { MAX_IMAGE_BYTES } from './media.service';

/**
 * Reads the multipart field `image` of an upload request into memory, refusing anything above
 * 5 MB without buffering the rest. A body the multipart parser cannot read (no boundary, cut
 * short) or an empty file counts as no image.
 * @throws IMAGE_REQUIRED, IMAGE_TOO_LARGE
 */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw mediaError(MediaErrorCode.IMAGE_REQUIRED);
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== 'image') continue;
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw mediaError(MediaErrorCode.IMAGE_TOO_LARGE);
      if (!buffer.length) throw mediaError(MediaErrorCode.IMAGE_REQUIRED);
      return buffer;
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw mediaError(MediaErrorCode.IMAGE_TOO_LARGE);
    throw mediaError(MediaErrorCode.IMAGE_REQUIRED);
  }
  throw mediaError(MediaErrorCode.IMAGE_REQUIRED);
}
