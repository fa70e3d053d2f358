import { setupSchema, type SetupInput } from './setup.schema';

const valid: SetupInput = { username: '  ghost  ', gender: 'female', age: '19', countryCode: 'EG' };

function firstError(input: Partial<SetupInput>, field: keyof SetupInput): string | undefined {
  const result = setupSchema.safeParse({ ...valid, ...input });
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('setupSchema', () => {
  it('trims the username and parses the age', () => {
    expect(setupSchema.parse(valid)).toEqual({
      username: 'ghost',
      gender: 'female',
      age: 19,
      countryCode: 'EG',
    });
  });

  it('limits the trimmed username to 3-15 characters', () => {
    expect(firstError({ username: ' ab ' }, 'username')).toBe('اسم المستخدم يجب أن يكون ٣ أحرف على الأقل');
    expect(firstError({ username: 'b'.repeat(16) }, 'username')).toBe(
      'اسم المستخدم يجب أن يكون ١٥ حرفًا كحد أقصى',
    );
  });

  it('allows ages 13 to 100 only, with the setup sentence', () => {
    const range = 'العمر يجب أن يكون بين ١٣ و ١٠٠ سنة';
    expect(firstError({ age: '12' }, 'age')).toBe(range);
    expect(firstError({ age: '101' }, 'age')).toBe(range);
    expect(firstError({ age: '1a' }, 'age')).toBe(range);
    expect(firstError({ age: '13' }, 'age')).toBeUndefined();
    expect(firstError({ age: '100' }, 'age')).toBeUndefined();
  });

  it('requires every field', () => {
    const result = setupSchema.safeParse({ username: '', gender: '', age: '', countryCode: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['اسم المستخدم مطلوب', 'الجنس مطلوب', 'العمر مطلوب', 'الدولة مطلوب']),
    );
  });

  it('only accepts a country from the list', () => {
    expect(firstError({ countryCode: 'ZZ' }, 'countryCode')).toBe('الدولة غير صحيح');
  });
});
