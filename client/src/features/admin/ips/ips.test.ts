import { blockedRows, blockFormError, displayIp } from './ips';

const users = [
  { id: '1', username: 'zed', email: null, banReason: 'غش', bannedAt: '2026-11-01T10:00:00.000Z' },
  { id: '2', username: 'amir', email: null, banReason: null, bannedAt: '2026-11-03T10:00:00.000Z' },
  { id: '3', username: 'bader', email: null, banReason: 'إساءة', bannedAt: '2026-11-02T10:00:00.000Z' },
];

describe('user management helpers', () => {
  it('shows loopback addresses as localhost', () => {
    expect(displayIp('127.0.0.1')).toBe('localhost');
    expect(displayIp('::1')).toBe('localhost');
    expect(displayIp('::ffff:127.0.0.1')).toBe('localhost');
    expect(displayIp('203.0.113.9')).toBe('203.0.113.9');
  });

  it('sorts blocked users by date, username or reason and filters by reason', () => {
    expect(blockedRows(users, 'date', 'all').map((u) => u.id)).toEqual(['2', '3', '1']);
    expect(blockedRows(users, 'username', 'all').map((u) => u.id)).toEqual(['2', '3', '1']);
    expect(blockedRows(users, 'reason', 'with').map((u) => u.id)).toEqual(['3', '1']);
    expect(blockedRows(users, 'date', 'without').map((u) => u.id)).toEqual(['2']);
  });

  it('checks the block form in the spec order', () => {
    const messages = { userIdRequired: 'id', reasonRequired: 'reason' };
    expect(blockFormError(' ', 'x', messages)).toBe('id');
    expect(blockFormError('u', '  ', messages)).toBe('reason');
    expect(blockFormError('u', 'x', messages)).toBeNull();
  });
});
