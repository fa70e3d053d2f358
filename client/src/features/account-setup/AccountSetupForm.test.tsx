import { act, fireEvent, render, screen } from '@testing-library/react';
import { AccountSetupForm } from './AccountSetupForm';

function renderForm(serverError: string | null = null) {
  const onSubmit = jest.fn();
  render(<AccountSetupForm onSubmit={onSubmit} pending={false} serverError={serverError} />);
  const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'حفظ ومتابعة' });
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { onSubmit, submit, fill };
}

describe('AccountSetupForm', () => {
  it('keeps submit disabled until username, gender, age and country are filled', () => {
    const { submit, fill } = renderForm();
    expect(submit.disabled).toBe(true);
    fill('اسم المستخدم', 'ghost');
    fill('الجنس', 'male');
    fill('العمر', '20');
    expect(submit.disabled).toBe(true);
    fill('الدولة', 'EG');
    expect(submit.disabled).toBe(false);
  });

  it('keeps only digits in the age field', () => {
    const { fill } = renderForm();
    fill('العمر', '2a5');
    expect(screen.getByLabelText<HTMLInputElement>('العمر').value).toBe('25');
  });

  it('shows the Arabic validation messages instead of submitting', async () => {
    const { onSubmit, submit, fill } = renderForm();
    fill('اسم المستخدم', 'ab');
    fill('الجنس', 'female');
    fill('العمر', '101');
    fill('الدولة', 'SA');
    await act(async () => fireEvent.click(submit));
    await screen.findByText('اسم المستخدم يجب أن يكون ٣ أحرف على الأقل');
    screen.getByText('العمر يجب أن يكون بين ١٣ و ١٠٠ سنة');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values', async () => {
    const { onSubmit, submit, fill } = renderForm();
    fill('اسم المستخدم', '  ghost  ');
    fill('الجنس', 'female');
    fill('العمر', '30');
    fill('الدولة', 'MA');
    await act(async () => fireEvent.click(submit));
    expect(onSubmit).toHaveBeenCalledWith(
      { username: 'ghost', gender: 'female', age: 30, countryCode: 'MA' },
      expect.anything(),
    );
  });

  it("shows the server's error", () => {
    renderForm('اسم المستخدم مستخدم بالفعل');
    expect(screen.getByRole('alert').textContent).toBe('اسم المستخدم مستخدم بالفعل');
  });
});
