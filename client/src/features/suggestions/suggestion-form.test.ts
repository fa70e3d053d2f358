import { suggestionFormErrors } from './suggestion-form';

describe('suggestion form checks', () => {
  it('asks for a title of 3..100 and a message of 10..2000 characters, in the server sentences', () => {
    expect(suggestionFormErrors('', '')).toEqual({ title: 'العنوان مطلوب', message: 'الرسالة مطلوب' });
    expect(suggestionFormErrors('اب', 'قصير')).toEqual({
      title: 'العنوان يجب أن يكون ٣ أحرف على الأقل',
      message: 'الرسالة يجب أن يكون ١٠ أحرف على الأقل',
    });
    expect(suggestionFormErrors('عنوان جيد', 'رسالة طويلة بما يكفي')).toEqual({
      title: undefined,
      message: undefined,
    });
    expect(suggestionFormErrors('ا'.repeat(101), 'ا'.repeat(2001)).title).toBe(
      'العنوان يجب أن يكون ١٠٠ حرف كحد أقصى',
    );
  });
});
