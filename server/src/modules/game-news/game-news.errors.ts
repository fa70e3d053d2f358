import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum GameNewsErrorCode {
  NEWS_NOT_FOUND = 'NEWS_NOT_FOUND',
}

const table: Record<GameNewsErrorCode, ErrorSpec> = {
  [GameNewsErrorCode.NEWS_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'الخبر غير موجود' },
};

export const gameNewsError = errorFactory(table);
