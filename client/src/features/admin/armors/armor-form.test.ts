import type { ArmorDto } from '../../../api/generated/model/armorDto';
import {
  ARMOR_FORM_DEFAULTS,
  ARMOR_SORTS,
  armorCompare,
  armorToForm,
  countSlots,
  formToArmorBody,
  validateArmorForm,
} from './armor-form';

const armor = (over: Partial<ArmorDto>): ArmorDto => ({
  id: 1,
  name: 'خوذة',
  description: '',
  def: 5,
  hpBonus: 0,
  price: 100,
  rarity: 'common',
  slot: 'body',
  currency: 'money',
  imageUrl: '',
  isActive: true,
  ...over,
});

describe('armor form', () => {
  it('starts from spec 001 section 9 defaults and sorts by defense first', () => {
    expect(ARMOR_FORM_DEFAULTS).toMatchObject({
      def: 1,
      hpBonus: 0,
      price: 100,
      rarity: 'common',
      slot: 'body',
      currency: 'money',
      isActive: true,
    });
    expect(ARMOR_SORTS[0]).toBe('def');
  });

  it('asks to fill every required field when name, def or price is empty', () => {
    const errors = validateArmorForm({ ...ARMOR_FORM_DEFAULTS, def: '', price: ' ' });
    expect(errors).toEqual({
      name: 'يرجى ملء جميع الحقول المطلوبة.',
      def: 'يرجى ملء جميع الحقول المطلوبة.',
      price: 'يرجى ملء جميع الحقول المطلوبة.',
    });
  });

  it('keeps def and price at 1 or more and the HP bonus at 0 or more; needs no image', () => {
    const errors = validateArmorForm({ ...ARMOR_FORM_DEFAULTS, name: 'درع', def: 0, price: 0, hpBonus: -5 });
    expect(errors.def).toBe('الدفاع يجب أن يكون ١ على الأقل');
    expect(errors.price).toBe('السعر يجب أن يكون ١ على الأقل');
    expect(errors.hpBonus).toBe('مكافأة الصحة يجب أن يكون ٠ على الأقل');
    expect(validateArmorForm({ ...ARMOR_FORM_DEFAULTS, name: 'درع' })).toEqual({});
  });

  it('sends numbers as integers and reads a missing active flag as active', () => {
    expect(
      formToArmorBody({ ...ARMOR_FORM_DEFAULTS, name: ' درع ', def: '7', hpBonus: '40', slot: 'head' }),
    ).toMatchObject({ name: 'درع', def: 7, hpBonus: 40, price: 100, slot: 'head' });
    const stored = armor({});
    delete (stored as Partial<ArmorDto>).isActive;
    expect(armorToForm(stored).isActive).toBe(true);
  });

  it('sorts defense and price descending, rarity from legend, and counts the slots', () => {
    const list = [
      armor({ name: 'أ', def: 2, price: 500, rarity: 'epic', slot: 'head' }),
      armor({ name: 'ب', def: 8, price: 100, rarity: 'uncommon' }),
      armor({ name: 'ج', def: 5, price: 300, rarity: 'legend' }),
    ];
    const names = (sort: (typeof ARMOR_SORTS)[number]) =>
      [...list].sort(armorCompare(sort)).map((a) => a.name);
    expect(names('def')).toEqual(['ب', 'ج', 'أ']);
    expect(names('price')).toEqual(['أ', 'ج', 'ب']);
    expect(names('rarity')).toEqual(['ج', 'أ', 'ب']);
    expect(names('name')).toEqual(['أ', 'ب', 'ج']);
    expect(countSlots(list)).toEqual({ total: 3, head: 1, body: 2 });
  });
});
