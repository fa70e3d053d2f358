import type { WeaponDto } from '../../../api/generated/model/weaponDto';
import {
  WEAPON_FORM_DEFAULTS,
  formToWeaponBody,
  validateWeaponForm,
  weaponCompare,
  weaponToForm,
} from './weapon-form';

const weapon = (over: Partial<WeaponDto>): WeaponDto => ({
  id: 1,
  name: 'سكين',
  description: '',
  damage: 5,
  energyBonus: 0,
  price: 100,
  rarity: 'common',
  currency: 'money',
  imageUrl: '/media/a',
  isActive: true,
  ...over,
});

describe('weapon form', () => {
  it('starts from spec 001 section 9 defaults', () => {
    expect(WEAPON_FORM_DEFAULTS).toMatchObject({
      damage: 1,
      energyBonus: 0,
      price: 100,
      rarity: 'common',
      currency: 'money',
      isActive: true,
      imageUrl: '',
    });
  });

  it('requires an image with the spec sentence, a name, damage and price of at least 1', () => {
    const errors = validateWeaponForm({ ...WEAPON_FORM_DEFAULTS, damage: '0', price: '', energyBonus: '-1' });
    expect(errors.imageUrl).toBe('يرجى رفع صورة للسلاح.');
    expect(errors.name).toBe('اسم السلاح مطلوب');
    expect(errors.damage).toBe('الضرر يجب أن يكون ١ على الأقل');
    expect(errors.price).toBe('السعر مطلوب');
    expect(errors.energyBonus).toBe('مكافأة الطاقة يجب أن يكون ٠ على الأقل');
  });

  it('accepts a complete form', () => {
    expect(validateWeaponForm({ ...WEAPON_FORM_DEFAULTS, name: 'مسدس', imageUrl: '/media/x' })).toEqual({});
  });

  it('sends whole numbers and trimmed text, and edits from the stored weapon', () => {
    const body = formToWeaponBody({
      ...WEAPON_FORM_DEFAULTS,
      name: '  مسدس ',
      description: ' سريع ',
      damage: '12',
      energyBonus: '3',
      price: '2500',
      currency: 'blackcoin',
      imageUrl: '/media/x',
    });
    expect(body).toEqual({
      name: 'مسدس',
      description: 'سريع',
      damage: 12,
      energyBonus: 3,
      price: 2500,
      rarity: 'common',
      currency: 'blackcoin',
      imageUrl: '/media/x',
      isActive: true,
    });
    expect(weaponToForm(weapon({ name: 'بندقية', isActive: false }))).toMatchObject({
      name: 'بندقية',
      damage: 5,
      isActive: false,
    });
  });

  it('sorts names ascending, damage and price descending, rarity from legend down', () => {
    const list = [
      weapon({ name: 'ب', damage: 3, price: 900, rarity: 'rare' }),
      weapon({ name: 'أ', damage: 9, price: 50, rarity: 'common' }),
      weapon({ name: 'ج', damage: 6, price: 300, rarity: 'legend' }),
    ];
    const names = (sort: Parameters<typeof weaponCompare>[0]) =>
      [...list].sort(weaponCompare(sort)).map((w) => w.name);
    expect(names('name')).toEqual(['أ', 'ب', 'ج']);
    expect(names('damage')).toEqual(['أ', 'ج', 'ب']);
    expect(names('price')).toEqual(['ب', 'ج', 'أ']);
    expect(names('rarity')).toEqual(['ج', 'ب', 'أ']);
  });
});
