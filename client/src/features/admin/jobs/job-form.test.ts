import { JOB_FORM_DEFAULTS, formToJobBody, validateJobForm } from './job-form';

describe('job form', () => {
  it('starts with the spec defaults', () => {
    expect(JOB_FORM_DEFAULTS).toMatchObject({
      tier: 1,
      minLevel: 1,
      salary: 50,
      expPerDay: 10,
      isEnabled: true,
    });
  });

  it('sends numbers', () => {
    const body = formToJobBody({
      ...JOB_FORM_DEFAULTS,
      name: 'حارس',
      description: 'يحرس',
      salary: '75' as unknown as number,
    });
    expect(body.salary).toBe(75);
  });

  it('requires name and description and salary of at least 1', () => {
    const errors = validateJobForm({ ...JOB_FORM_DEFAULTS, salary: 0 });
    expect(errors.name).toBe('اسم الوظيفة مطلوب');
    expect(errors.description).toBe('الوصف مطلوب');
    expect(errors.salary).toBe('الراتب اليومي يجب أن يكون ١ على الأقل');
  });
});
