import { render, screen } from '@testing-library/react';
import type { BlockedMessageDto } from '../../../api/generated/model/blockedMessageDto';
import { BlockedMessageList } from './BlockedMessageList';

const message: BlockedMessageDto = {
  id: 'b1',
  messageType: 'PRIVATE',
  category: 'arabicSexual',
  Receiver: { username: 'lina' },
  userId: 'u1',
  username: 'sam',
  originalContent: 'كلام سيئ',
  filteredContent: '*** سيئ',
  matchedWords: ['كلام'],
  receiverId: 'u2',
  createdAt: '2026-11-01T10:00:00Z',
};

describe('BlockedMessageList', () => {
  it('renders a blocked private message', () => {
    render(<BlockedMessageList messages={[message]} />);
    expect(screen.getByTestId('blocked-username').textContent).toBe('sam');
    expect(screen.getByText('رسالة خاصة')).toBeTruthy();
    expect(screen.getByText('محتوى جنسي (عربي)')).toBeTruthy();
    expect(screen.getByText('lina')).toBeTruthy();
    expect(screen.getByTestId('blocked-original').textContent).toBe('كلام سيئ');
    expect(screen.getByTestId('blocked-word').textContent).toBe('كلام');
  });

  it('shows the empty state', () => {
    render(<BlockedMessageList messages={[]} />);
    expect(screen.getByText('لا توجد رسائل محظورة')).toBeTruthy();
  });
});
