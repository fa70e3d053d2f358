import { formToRankingBody, RANKING_FORM_DEFAULTS, validateRankingForm } from './ranking-form';

describe('admin ranking form', () => {
  it('sends empty numbers as 0 and needs a rank of at least 1', () => {
    const values = { ...RANKING_FORM_DEFAULTS, title: ' عرّاب ', rank: '', powerBonus: '' };
    expect(formToRankingBody(values)).toEqual({
      title: 'عرّاب',
      rank: 0,
      requiredPoints: 0,
      powerBonus: 0,
      defenseBonus: 0,
      isActive: true,
    });
    expect(validateRankingForm(values)).toEqual({ rank: 'رقم الرتبة يجب أن يكون ١ على الأقل' });
    expect(validateRankingForm({ ...RANKING_FORM_DEFAULTS, defenseBonus: '-2' })).toEqual({
      title: 'عنوان الرتبة مطلوب',
      defenseBonus: 'مكافأة الدفاع يجب أن يكون ٠ على الأقل',
    });
  });
});
