import type { SpecialItemDto } from '../../../api/generated/model/specialItemDto';
import {
  blankSpecialItemForm,
  sortAndFilter,
  specialItemBody,
  specialItemFormErrors,
  withImmunityDays,
  withType,
} from './special-item-form';

describe('special item form (spec 002 sections 4, 5 and 9)', () => {
  it('resets the effect to the new type defaults on a type change', () => {
    const form = { ...blankSpecialItemForm(), experience: '500' };
    const immunity = withType(form, 'ATTACK_IMMUNITY');
    expect(immunity).toMatchObject({ health: '0', experience: '0', flags: { attackImmunity: true } });
    expect(immunity.immunityDays).toBe('0.042');
    expect(specialItemBody({ ...immunity, imageUrl: '/media/x' }).effect.duration).toBe(3600);
    expect(withType(immunity, 'ENERGY_POTION')).toMatchObject({
      energy: 'max',
      flags: { attackImmunity: false },
    });
  });

  it('sends immunity days as whole seconds and level 1 for types without the level field', () => {
    const form = {
      ...withImmunityDays(withType(blankSpecialItemForm(), 'ATTACK_IMMUNITY'), '1.5'),
      levelRequired: '7',
    };
    expect(specialItemBody(form)).toMatchObject({ levelRequired: 7, effect: { duration: 129_600 } });
    expect(specialItemBody({ ...blankSpecialItemForm(), levelRequired: '7' }).levelRequired).toBe(1);
  });

  it('requires an uploaded image, name, description and a price of at least 1', () => {
    expect(specialItemFormErrors({ ...blankSpecialItemForm(), price: '0' })).toEqual({
      imageUrl: 'يرجى رفع صورة للعنصر',
      name: 'الاسم مطلوب',
      description: 'الوصف مطلوب',
      price: 'السعر يجب أن يكون ١ على الأقل',
    });
  });

  it('sorts by price descending and filters by availability', () => {
    const item = (id: number, price: number, isAvailable: boolean) =>
      ({ id, name: `i${id}`, price, isAvailable, type: 'OTHER', levelRequired: 1 }) as SpecialItemDto;
    const items = [item(1, 10, true), item(2, 30, false), item(3, 20, true)];
    expect(sortAndFilter(items, 'price', 'all').map((i) => i.id)).toEqual([2, 3, 1]);
    expect(sortAndFilter(items, 'price', 'available').map((i) => i.id)).toEqual([3, 1]);
    expect(sortAndFilter(items, 'price', 'unavailable').map((i) => i.id)).toEqual([2]);
  });
});
