import { msg } from './validation/messages';
import { IntegerField } from './validation/fields';

/** The page number of a paged admin list (1 unless asked). */
export class AdminPageQueryDto {
  @IntegerField({
    label: 'رقم الصفحة',
    min: 1,
    max: 1_000_000,
    optional: true,
    fromText: true,
    default: 1,
    messages: { max: msg.invalid },
  })
  page?: number;
}
