import {
  CRIME_FORM_DEFAULTS,
  formToCrimeBody,
  fractionToPercent,
  minutesToSeconds,
  percentToFraction,
  secondsToMinutes,
  validateCrimeForm,
} from './crime-form';

describe('crime form conversions', () => {
  it('sends the success percent as a fraction, clamped to 1..99', () => {
    expect(percentToFraction(50)).toBe(0.5);
    expect(percentToFraction(0)).toBe(0.01);
    expect(percentToFraction(100)).toBe(0.99);
    expect(percentToFraction(Number.NaN)).toBe(0.01);
  });

  it('shows a stored fraction as a whole percent', () => {
    expect(fractionToPercent(0.8)).toBe(80);
    expect(fractionToPercent(0.01)).toBe(1);
  });

  it('enters the cooldown in minutes and sends seconds', () => {
    expect(minutesToSeconds(1)).toBe(60);
    expect(minutesToSeconds(2.5)).toBe(150);
    expect(secondsToMinutes(90)).toBe(1.5);
  });

  it('builds the request body from the defaults', () => {
    expect(
      formToCrimeBody({ ...CRIME_FORM_DEFAULTS, name: ' سطو ', description: 'وصف', imageUrl: '/media/x' }),
    ).toEqual({
      name: 'سطو',
      description: 'وصف',
      req_level: 1,
      energyCost: 5,
      successRate: 0.5,
      reward: 100,
      cooldown: 60,
      expReward: 50,
      failOutcome: 'jail',
      jailMinutes: 3,
      hospitalMinutes: 2,
      imageUrl: '/media/x',
      isEnabled: true,
    });
  });
});

describe('crime form validation', () => {
  it('requires an image', () => {
    const errors = validateCrimeForm({ ...CRIME_FORM_DEFAULTS, name: 'سطو', description: 'وصف' });
    expect(errors).toEqual({ imageUrl: 'يرجى رفع صورة للجريمة.' });
  });

  it('requires name and description and keeps the minimums', () => {
    const errors = validateCrimeForm({
      ...CRIME_FORM_DEFAULTS,
      energyCost: 0,
      jailMinutes: -1,
      imageUrl: '/media/x',
    });
    expect(errors.name).toBe('اسم الجريمة مطلوب');
    expect(errors.description).toBe('الوصف مطلوب');
    expect(errors.energyCost).toBe('تكلفة الطاقة يجب أن يكون ١ على الأقل');
    expect(errors.jailMinutes).toBe('دقائق السجن يجب أن يكون ٠ على الأقل');
  });
});
