import { Injectable, PipeTransform } from '@nestjs/common';
import { validationError } from '../../common/errors/common.errors';

/** Infobox keys are short camelCase names such as `gangDetails`. */
@Injectable()
export class InfoboxKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(value)) throw validationError(['مفتاح الدليل غير صحيح']);
    return value;
  }
}
