import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { MediaErrorCode, mediaError } from './media.errors';
import { MediaEntity } from './media.entity';
import { MediaRepository } from './media.repository';
import { loadSharp } from './sharp';

/** Largest accepted upload, in bytes (DESIGN.md section 4: 5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Formats accepted, as libvips detects them from the file's magic bytes (never from its name or declared type). */
const ALLOWED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);
/** Longest side of a stored image, in pixels. */
const MAX_SIDE = 1024;

/** A stored image: its public path and ETag. */
export interface StoredImage {
  id: string;
  /** Public path, e.g. `/media/<uuid>`. */
  url: string;
}

/**
 * Admin image uploads (DESIGN.md section 4): the content is identified by its magic bytes
 * (png, jpeg, webp, gif only), limited to 5 MB, re-encoded with sharp to WebP (animation kept),
 * stored in PostgreSQL and served from `/media/<id>`.
 */
@Injectable()
export class MediaService {
  constructor(private readonly media: MediaRepository) {}

  /** @throws IMAGE_REQUIRED (empty), IMAGE_TOO_LARGE, IMAGE_TYPE_NOT_ALLOWED (scripts, SVG, corrupt files) */
  async storeImage(upload: Buffer): Promise<StoredImage> {
    if (!upload.length) throw mediaError(MediaErrorCode.IMAGE_REQUIRED);
    if (upload.length > MAX_IMAGE_BYTES) throw mediaError(MediaErrorCode.IMAGE_TOO_LARGE);
    const sharp = await loadSharp();
    const format = await sharp(upload)
      .metadata()
      .then((metadata) => metadata.format)
      .catch(() => undefined);
    if (!format || !ALLOWED_FORMATS.has(format)) throw mediaError(MediaErrorCode.IMAGE_TYPE_NOT_ALLOWED);
    const { data, info } = await sharp(upload, { animated: format === 'gif' || format === 'webp' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw mediaError(MediaErrorCode.IMAGE_TYPE_NOT_ALLOWED);
      });
    const id = await this.media.insert({
      contentType: 'image/webp',
      bytes: data,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      width: info.width,
      height: info.pageHeight ?? info.height,
    });
    return { id, url: `/media/${id}` };
  }

  /** @throws MEDIA_NOT_FOUND */
  async getImage(id: string): Promise<MediaEntity> {
    const image = isUUID(id, 'all') ? await this.media.findById(id) : null;
    if (!image) throw mediaError(MediaErrorCode.MEDIA_NOT_FOUND);
    return image;
  }
}
