import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChatMessage } from './ChatMessage';

function renderMessage(props: Partial<Parameters<typeof ChatMessage>[0]> = {}) {
  const handlers = {
    onReact: jest.fn(),
    onEdit: jest.fn().mockResolvedValue(undefined),
    onDelete: jest.fn(),
    onReport: jest.fn(),
  };
  render(
    <ChatMessage
      message={{ content: 'مرحبا', reactions: { '👍': ['other'] } }}
      viewerId="me"
      max={500}
      own
      canDelete
      text={<p data-testid="message-content">مرحبا</p>}
      {...handlers}
      {...props}
    >
      {({ body, reactions, actions }) => (
        <div>
          {body}
          {reactions}
          <div data-testid="actions">{actions}</div>
        </div>
      )}
    </ChatMessage>,
  );
  return handlers;
}

const action = (name: string) => screen.queryByRole('button', { name });

describe('ChatMessage', () => {
  it('offers edit and delete on your own message, and no report', () => {
    renderMessage();
    expect(action('تعديل')).toBeTruthy();
    expect(action('حذف')).toBeTruthy();
    expect(action('إبلاغ')).toBeNull();
  });

  it("offers report on someone else's message, and delete only to whoever may delete it", () => {
    const { onReport } = renderMessage({ own: false, canDelete: false });
    expect(action('تعديل')).toBeNull();
    expect(action('حذف')).toBeNull();
    fireEvent.click(action('إبلاغ') as HTMLElement);
    expect(onReport).toHaveBeenCalled();
  });

  it('lets an admin delete a message that is not theirs', () => {
    renderMessage({ own: false, canDelete: true });
    expect(action('حذف')).toBeTruthy();
    expect(action('تعديل')).toBeNull();
  });

  it('edits inline and closes the edit box once the edit is saved', async () => {
    const { onEdit } = renderMessage();
    fireEvent.click(action('تعديل') as HTMLElement);
    expect(screen.queryByTestId('message-content')).toBeNull();
    expect(action('تعديل')).toBeNull();
    fireEvent.change(screen.getByTestId('edit-input'), { target: { value: ' مرحبا بكم ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    });
    expect(onEdit).toHaveBeenCalledWith('مرحبا بكم');
    expect(screen.getByTestId('message-content')).toBeTruthy();
  });

  it('picks a reaction from the bar, which then closes; a chip toggles its reaction', () => {
    const { onReact } = renderMessage();
    expect(screen.queryByTestId('reaction-bar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'تفاعل' }));
    fireEvent.click(screen.getAllByTestId('pick-reaction')[1]);
    expect(onReact).toHaveBeenCalledWith('❤️');
    expect(screen.queryByTestId('reaction-bar')).toBeNull();
    fireEvent.click(screen.getByTestId('reaction'));
    expect(onReact).toHaveBeenLastCalledWith('👍');
  });
});
