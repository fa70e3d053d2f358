import { fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonClass } from './Button';

describe('Button (the kit button and its sizes)', () => {
  it('is a plain button that spins and refuses clicks while its request is pending', () => {
    const click = jest.fn();
    const { rerender } = render(<Button onClick={click}>حفظ</Button>);
    const button = screen.getByRole('button', { name: 'حفظ' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={click} pending>
        حفظ
      </Button>,
    );
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('sizes: 44 px by default, 36 px high for sm, a 36 px square without padding for icon', () => {
    expect(buttonClass('primary')).toContain('min-h-11');
    expect(buttonClass('secondary', '', 'sm')).toContain('min-h-9');
    const icon = buttonClass('ghost', '', 'icon');
    expect(icon).toContain('size-9');
    expect(icon).toContain('p-0');
    expect(icon).not.toContain('px-');
  });

  it('an icon button is named by its aria-label', () => {
    render(
      <Button variant="ghost" size="icon" aria-label="العودة إلى القائمة">
        <svg aria-hidden />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'العودة إلى القائمة' })).toBeTruthy();
  });
});
