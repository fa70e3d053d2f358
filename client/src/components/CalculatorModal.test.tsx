import { fireEvent, render, screen } from '@testing-library/react';
import { CalculatorModal } from './CalculatorModal';

const text = (id: string) => screen.getByTestId(id).textContent;

describe('CalculatorModal (spec 001 section 2.2)', () => {
  it('shows the stats of the typed level on the level tab', () => {
    render(<CalculatorModal open onClose={() => undefined} />);
    // The field, not the level tab's panel (named المستوى after its tab).
    fireEvent.change(screen.getByRole('textbox', { name: 'المستوى' }), { target: { value: '6' } });
    expect(text('calc-max-hp')).toBe('١٬٥٠٠');
    expect(text('calc-strength')).toBe('٣٠');
    expect(text('calc-defense')).toBe('١٥');
    expect(text('calc-max-energy')).toBe('١١٠');
    expect(text('calc-fame')).toBe('١٣٬٥٠٠');
    expect(text('calc-next-exp')).toBe('٤٠٢');
  });

  it('shows each contribution, the total fame and the damage range on the fame tab', () => {
    render(<CalculatorModal open onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('tab', { name: 'الشهرة' }));
    fireEvent.change(screen.getByLabelText('المستوى'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('الصحة القصوى'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('القوة'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('الدفاع'), { target: { value: '5' } });
    expect(text('calc-level-part')).toBe('١٠٠');
    expect(text('calc-strength-part')).toBe('٢٠٠');
    expect(text('calc-hp-part')).toBe('٨٬٠٠٠');
    expect(text('calc-defense-part')).toBe('١٠٠');
    expect(text('calc-total-fame')).toBe('٨٬٤٠٠');
    expect(text('calc-damage')).toBe('٤٢٠ - ٦٧٢');
  });

  it('limits the fame tab level to 100', () => {
    render(<CalculatorModal open onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('tab', { name: 'الشهرة' }));
    fireEvent.change(screen.getByLabelText('المستوى'), { target: { value: '250' } });
    expect(text('calc-level-part')).toBe('١٠٬٠٠٠');
  });
});
