import type { EmblemShape } from '../crimes/emblems';
import { defaultEffect, SpecialItemType } from '../../game/special-items.rules';
import type { SpecialItemEntity } from './special-item.entity';

type Seed = Pick<
  SpecialItemEntity,
  'name' | 'description' | 'type' | 'effect' | 'price' | 'currency' | 'levelRequired'
> & { hue: number; emblem: EmblemShape };

const item = (
  type: SpecialItemType,
  fields: Omit<Seed, 'type' | 'effect'> & { effect?: Partial<SpecialItemEntity['effect']> },
): Seed => ({ ...fields, type, effect: { ...defaultEffect(type), ...(fields.effect ?? {}) } });

/** The default special items of the blackcoin shop, one or more of every type (spec 002 section 3). */
export const DEFAULT_SPECIAL_ITEMS: Seed[] = [
  item('HEALTH_POTION', {
    name: 'جرعة الشفاء',
    description: 'تعيد صحتك إلى أقصاها فوراً.',
    price: 5,
    currency: 'blackcoins',
    levelRequired: 1,
    hue: 0,
    emblem: 'diamond',
  }),
  item('HEALTH_POTION', {
    name: 'ضمادة سريعة',
    description: 'تضيف ٥٠ نقطة إلى صحتك.',
    price: 2000,
    currency: 'money',
    levelRequired: 1,
    effect: { health: 50 },
    hue: 20,
    emblem: 'diamond',
  }),
  item('ENERGY_POTION', {
    name: 'مشروب الطاقة',
    description: 'يملأ طاقتك إلى أقصاها فوراً.',
    price: 5,
    currency: 'blackcoins',
    levelRequired: 1,
    hue: 50,
    emblem: 'coin',
  }),
  item('EXPERIENCE_POTION', {
    name: 'كتاب الخبرة',
    description: 'يمنحك ٥٠٠ نقطة خبرة.',
    price: 10,
    currency: 'blackcoins',
    levelRequired: 3,
    effect: { experience: 500 },
    hue: 120,
    emblem: 'briefcase',
  }),
  item('NAME_CHANGE', {
    name: 'هوية جديدة',
    description: 'غيّر اسم المستخدم الخاص بك مرة واحدة.',
    price: 25,
    currency: 'blackcoins',
    levelRequired: 1,
    hue: 200,
    emblem: 'wallet',
  }),
  item('GANG_BOMB', {
    name: 'قنبلة العصابات',
    description: 'ترسل كل أعضاء عصابة معادية غير المحميين إلى المستشفى لمدة ٣٠ دقيقة.',
    price: 50,
    currency: 'blackcoins',
    levelRequired: 10,
    hue: 15,
    emblem: 'crosshair',
  }),
  item('ATTACK_IMMUNITY', {
    name: 'درع الحماية',
    description: 'يحميك من الهجمات والعقود والقنابل لمدة ساعة.',
    price: 15,
    currency: 'blackcoins',
    levelRequired: 1,
    hue: 220,
    emblem: 'lock',
  }),
  item('ATTACK_IMMUNITY', {
    name: 'حماية يوم كامل',
    description: 'يحميك من الهجمات والعقود والقنابل لمدة يوم كامل.',
    price: 60,
    currency: 'blackcoins',
    levelRequired: 5,
    effect: { duration: 86_400 },
    hue: 240,
    emblem: 'lock',
  }),
  item('CD_RESET', {
    name: 'ساعة الزمن',
    description: 'تخرجك من المستشفى والسجن وتنهي تدريبك وتلغي انتظار الجرائم.',
    price: 20,
    currency: 'blackcoins',
    levelRequired: 2,
    hue: 280,
    emblem: 'bank',
  }),
  item('OTHER', {
    name: 'وسام المدينة الذهبي',
    description: 'قطعة نادرة للاقتناء يتباهى بها كبار المدينة.',
    price: 100,
    currency: 'blackcoins',
    levelRequired: 1,
    hue: 45,
    emblem: 'car',
  }),
];
