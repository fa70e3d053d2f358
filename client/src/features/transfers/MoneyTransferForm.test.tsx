import { calls, resetFakeApi } from '../../test/fake-api';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '../../test/render-with-router';
import { MoneyTransferForm } from './MoneyTransferForm';

describe('MoneyTransferForm (DESIGN.md section 6, Transfers)', () => {
  afterEach(resetFakeApi);

  it('shows the 5% fee rounded up and the total before anything is sent', async () => {
    renderWithRouter(<MoneyTransferForm feePercent={5} minAmount={100} />);
    fireEvent.change(await screen.findByTestId('transfer-amount'), { target: { value: '101' } });
    const fee = screen.getByTestId('transfer-fee').textContent ?? '';
    expect(fee).toContain('$٦');
    expect(fee).toContain('$١٠٧');
    expect(calls).toEqual([]);
  });

  it('asks for a confirmation naming the fee and total, and refuses amounts under 100 without a call', async () => {
    renderWithRouter(<MoneyTransferForm feePercent={5} minAmount={100} />);
    fireEvent.change(await screen.findByTestId('transfer-username'), { target: { value: 'sami' } });
    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '99' } });
    expect(screen.queryByTestId('transfer-fee')).toBeNull();
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('المبلغ يجب أن يكون رقماً صحيحاً لا يقل عن ١٠٠')).toBeTruthy();
    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('تحويل $١٬٠٠٠ إلى sami؟ الرسوم $٥٠، ويُخصم منك $١٬٠٥٠.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
