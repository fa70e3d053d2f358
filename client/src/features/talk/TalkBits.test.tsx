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
});
