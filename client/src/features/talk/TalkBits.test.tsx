import { act, fireEvent, render, screen } from '@testing-library/react';
import { Composer, ReactionChips } from './TalkBits';

describe('ReactionChips', () => {
  it("shows counts, marks the viewer's own reaction and toggles on click", () => {
    const onToggle = jest.fn();
    render(
      <ReactionChips
        reactions={{ '👍': ['me', 'x'], '😂': ['x'], '🔥': [] }}
        viewerId="me"
        onToggle={onToggle}
      />,
    );
    const chips = screen.getAllByTestId('reaction');
    expect(chips.map((c) => c.getAttribute('data-emoji'))).toEqual(['👍', '😂']);
    expect(chips[0].getAttribute('data-mine')).toBe('true');
    expect(chips[0].textContent).toContain('٢');
    expect(chips[1].getAttribute('data-mine')).toBe('false');
    fireEvent.click(chips[1]);
    expect(onToggle).toHaveBeenCalledWith('😂');
  });
});

describe('Composer', () => {
  it('sends the trimmed text on Enter and empties once accepted', async () => {
    const onSend = jest.fn().mockResolvedValue(true);
    render(<Composer max={500} placeholder="اكتب" onSend={onSend} />);
    const input = screen.getByTestId('composer-input') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '  مرحبا  ' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(onSend).toHaveBeenCalledWith('مرحبا');
    expect(input.value).toBe('');
  });

  it('keeps the text when the send is refused, and sends nothing while disabled', async () => {
    const onSend = jest.fn().mockResolvedValue(false);
    const { rerender } = render(<Composer max={500} placeholder="اكتب" onSend={onSend} />);
    const input = screen.getByTestId('composer-input') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'نص' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(input.value).toBe('نص');
    rerender(<Composer max={500} placeholder="اكتب" disabled onSend={onSend} />);
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('shows the refused send above the box, and while offline the note and no sending', async () => {
    const onSend = jest.fn().mockResolvedValue(true);
    render(<Composer max={500} placeholder="اكتب" offline error="أنت مكتوم" onSend={onSend} />);
    expect(screen.getByTestId('send-error').textContent).toBe('أنت مكتوم');
    expect(screen.getByText('غير متصل بالخادم، انتظر حتى يعود الاتصال.')).toBeTruthy();
    const input = screen.getByTestId('composer-input') as HTMLTextAreaElement;
    expect(input.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'نص' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(onSend).not.toHaveBeenCalled();
  });
});
