import { fireEvent, render, screen } from '@testing-library/react';
import { JobForm } from './JobForm';
import { JOB_FORM_DEFAULTS } from './job-form';

describe('JobForm', () => {
  it('shows the spec defaults and refuses an empty name', () => {
    const onSubmit = jest.fn();
    render(
      <JobForm
        mode="create"
        initial={JOB_FORM_DEFAULTS}
        pending={false}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    expect((screen.getByLabelText('الراتب اليومي') as HTMLInputElement).value).toBe('50');
    expect((screen.getByLabelText('الفئة') as HTMLSelectElement).value).toBe('1');
    fireEvent.click(screen.getByTestId('job-form-submit'));
    expect(screen.getByText('اسم الوظيفة مطلوب')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a filled form', () => {
    const onSubmit = jest.fn();
    render(
      <JobForm
        mode="create"
        initial={JOB_FORM_DEFAULTS}
        pending={false}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    fireEvent.change(screen.getByLabelText('اسم الوظيفة'), { target: { value: 'حارس ليلي' } });
    fireEvent.change(screen.getByLabelText('الوصف'), { target: { value: 'يحرس المستودع' } });
    fireEvent.change(screen.getByLabelText('الفئة'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('job-form-submit'));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'حارس ليلي', tier: 3, salary: 50 }),
    );
  });
});
