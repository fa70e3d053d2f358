import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum MediaErrorCode {
  IMAGE_REQUIRED = 'IMAGE_REQUIRED',
  IMAGE_TOO_LARGE = 'IMAGE_TOO_LARGE',
  IMAGE_TYPE_NOT_ALLOWED = 'IMAGE_TYPE_NOT_ALLOWED',
  MEDIA_NOT_FOUND = 'MEDIA_NOT_FOUND',
}

const table: Record<MediaErrorCode, ErrorSpec> = {
  [MediaErrorCode.IMAGE_REQUIRED]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'يرجى اختيار صورة في الحقل image',
  },
  [MediaErrorCode.IMAGE_TOO_LARGE]: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    message: 'حجم الصورة يجب ألا يتجاوز 5 ميغابايت',
  },
  [MediaErrorCode.IMAGE_TYPE_NOT_ALLOWED]: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message: 'نوع الملف غير مسموح به، الصور المقبولة: PNG وJPEG وWebP وGIF',
  },
  [MediaErrorCode.MEDIA_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'الصورة غير موجودة' },
};

export const mediaError = errorFactory(table);
