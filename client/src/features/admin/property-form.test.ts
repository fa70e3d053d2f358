import { HOUSE_FORM_DEFAULTS, formToHouseBody, houseToForm, validateHouseForm } from './houses/house-form';
import { PET_FORM_DEFAULTS, formToPetBody, petToForm, validatePetForm } from './pets/pet-form';
import { RIDE_FORM_DEFAULTS, formToRideBody, validateRideForm } from './rides/ride-form';

describe('house, ride and pet forms', () => {
  it('start from spec 002 section 9 defaults', () => {
    expect(HOUSE_FORM_DEFAULTS).toMatchObject({
      cost: 1000,
      defenseBonus: 0,
      hpBonus: 0,
      rarity: 'common',
      currency: 'money',
      type: 'house',
      capacity: 1,
      isActive: true,
    });
    expect(RIDE_FORM_DEFAULTS).toMatchObject({
      cost: 1000,
      attackBonus: 0,
      defenseBonus: 0,
      currency: 'money',
    });
    expect(PET_FORM_DEFAULTS).toMatchObject({ cost: 1000, powerBonus: 0, rarity: 'common', isActive: true });
  });

  it('require name, description and a numeric cost; a house needs a capacity of at least 1', () => {
    const errors = validateHouseForm({ ...HOUSE_FORM_DEFAULTS, cost: 'abc', capacity: 0 });
    expect(errors.name).toBe('اسم المنزل مطلوب');
    expect(errors.description).toBe('الوصف مطلوب');
    expect(errors.cost).toBe('التكلفة مطلوب');
    expect(errors.capacity).toBe('السعة يجب أن يكون ١ على الأقل');
    expect(
      validateRideForm({ ...RIDE_FORM_DEFAULTS, name: 'دراجة', description: 'سريعة', cost: '' }).cost,
    ).toBe('التكلفة مطلوب');
    expect(validatePetForm({ ...PET_FORM_DEFAULTS, name: 'كلب', description: 'وفي' })).toEqual({});
  });

  it('keep each catalogue currency spelling: houses blackcoins, rides and pets blackcoin', () => {
    const house = formToHouseBody({
      ...HOUSE_FORM_DEFAULTS,
      name: 'فيلا',
      description: 'كبيرة',
      currency: 'blackcoins',
      capacity: '3',
      cost: '50',
      type: 'mansion',
    });
    expect(house).toMatchObject({ currency: 'blackcoins', capacity: 3, cost: 50, type: 'mansion' });
    expect(formToRideBody({ ...RIDE_FORM_DEFAULTS, currency: 'blackcoin', attackBonus: '4' })).toMatchObject({
      currency: 'blackcoin',
      attackBonus: 4,
    });
    expect(formToPetBody({ ...PET_FORM_DEFAULTS, powerBonus: '9' }).powerBonus).toBe(9);
  });

  it('edit from the stored item; a pet without an active flag is active', () => {
    expect(
      houseToForm({
        id: 1,
        name: 'شقة',
        description: 'صغيرة',
        cost: 5,
        rarity: 'rare',
        imageUrl: '',
        isActive: false,
        defenseBonus: 1,
        hpBonus: 2,
        type: 'apartment',
        capacity: 2,
        currency: 'blackcoins',
      }),
    ).toMatchObject({ type: 'apartment', capacity: 2, currency: 'blackcoins', isActive: false });
    const pet = petToForm({
      id: 2,
      name: 'قط',
      description: '',
      cost: 1,
      rarity: 'common',
      imageUrl: '',
      powerBonus: 1,
      currency: 'money',
    } as never);
    expect(pet.isActive).toBe(true);
  });
});
