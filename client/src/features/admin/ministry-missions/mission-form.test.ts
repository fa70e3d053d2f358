import { formToMissionBody, imageFileProblem, missionFormComplete, newMissionForm } from './mission-form';

function filledForm() {
  const form = newMissionForm();
  form.missionId = ' m1 ';
  form.title = 'مهمة';
  for (const page of ['intro', 'scene1', 'scene2', 'scene3'] as const)
    form.pages[page] = { text: 'نص', image: '', choices: ['أ', 'ب'] };
  form.endings = { '0': 'ن0', '1': 'ن1', '2': 'ن2', '3': 'ن3' };
  return form;
}

describe('mission form (spec 002 sections 5 and 9)', () => {
  it('starts from minLevel 5, order 0, active and the default rewards', () => {
    const form = newMissionForm();
    expect(form).toMatchObject({ minLevel: 5, order: 0, isActive: true });
    expect(form.rewards['3']).toEqual({ exp: 1200, money: 2000, blackcoins: 5 });
  });

  it('needs missionId, title, every page with two choices and every ending', () => {
    expect(missionFormComplete(newMissionForm())).toBe(false);
    const form = filledForm();
    expect(missionFormComplete(form)).toBe(true);
    form.pages.scene2.choices[1] = '  ';
    expect(missionFormComplete(form)).toBe(false);
  });

  it('sends trimmed texts and whole numbers within their minimums', () => {
    const form = filledForm();
    form.minLevel = 0;
    form.order = -3;
    form.rewards['1'] = { exp: 12.7, money: -5, blackcoins: Number.NaN };
    const body = formToMissionBody(form);
    expect(body).toMatchObject({ missionId: 'm1', minLevel: 1, order: 0 });
    expect(body.rewards?.['1']).toEqual({ exp: 12, money: 0, blackcoins: 0 });
    expect(body.scene1.choices).toEqual([{ text: 'أ' }, { text: 'ب' }]);
  });

  it('accepts image files under 5 MB only', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'text/plain', size: 10 })).toBe('invalid');
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBe('tooBig');
  });
});
