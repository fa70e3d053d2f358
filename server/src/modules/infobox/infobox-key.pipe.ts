import { Injectable, PipeTransform } from '@nestjs/common';
import { validationError } from '../../common/errors/common.errors';

/** The guides the spec has (spec 000 section 7, spec 001 section 1): only the gang guide. */
export const INFOBOX_KEYS: readonly string[] = ['gangDetails'];

/**
 * Infobox keys are the spec's guide names only, so a player cannot create rows with keys of their own.
 * @throws VALIDATION_FAILED 'مفتاح الدليل غير صحيح'
 */
@Injectable()
export class InfoboxKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!INFOBOX_KEYS.includes(value)) throw validationError(['مفتاح الدليل غير صحيح']);
    return value;
  }
}
