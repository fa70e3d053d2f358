import {
  ADMIN_NOTES_MAX,
  canAct,
  decisionsFor,
  globalReportView,
  globalStatusBody,
  notesError,
  privateStatusBody,
} from './report-status';
import type { GlobalChatReportDto } from '../../../api/generated/model/globalChatReportDto';

describe('report status transitions', () => {
  it('offers actions only on PENDING reports', () => {
    expect(canAct('PENDING')).toBe(true);
    for (const status of ['REVIEWED', 'RESOLVED', 'DISMISSED'] as const) {
      expect(canAct(status)).toBe(false);
      expect(decisionsFor('global', status)).toEqual([]);
      expect(decisionsFor('private', status)).toEqual([]);
    }
  });

  it('resolves global reports with an action and private reports plainly', () => {
    expect(decisionsFor('global', 'PENDING')).toEqual([
      { status: 'DISMISSED' },
      { status: 'RESOLVED', action: 'mute_user' },
      { status: 'RESOLVED', action: 'delete_message' },
    ]);
    expect(decisionsFor('private', 'PENDING')).toEqual([{ status: 'DISMISSED' }, { status: 'RESOLVED' }]);
  });
});

describe('report admin notes', () => {
  it('allow at most 200 characters', () => {
    expect(ADMIN_NOTES_MAX).toBe(200);
    expect(notesError('x'.repeat(200), 'طويلة')).toBeNull();
    expect(notesError('x'.repeat(201), 'طويلة')).toBe('طويلة');
  });

  it('are trimmed and left out when blank', () => {
    expect(globalStatusBody({ status: 'DISMISSED' }, '   ')).toEqual({ status: 'DISMISSED' });
    expect(globalStatusBody({ status: 'RESOLVED', action: 'mute_user' }, ' مزعج ')).toEqual({
      status: 'RESOLVED',
      action: 'mute_user',
      adminNotes: 'مزعج',
    });
    expect(privateStatusBody({ status: 'RESOLVED', action: 'mute_user' }, 'تم')).toEqual({
      status: 'RESOLVED',
      adminNotes: 'تم',
    });
  });
});

describe('globalReportView', () => {
  it('keeps the author admin flag and the resolver', () => {
    const report: GlobalChatReportDto = {
      id: 7,
      status: 'RESOLVED',
      action: 'delete_message',
      reason: 'سب',
      adminNotes: 'حذفت',
      createdAt: '2026-11-01T10:00:00Z',
      reporter: { username: 'ali' },
      message: {
        id: 3,
        content: 'نص',
        createdAt: '2026-11-01T09:00:00Z',
        isDeleted: true,
        author: { id: 'u1', username: 'boss', isAdmin: true },
      },
      resolvedBy: 'a1',
      resolver: { username: 'mod' },
      resolvedAt: '2026-11-01T11:00:00Z',
    };
    expect(globalReportView(report)).toMatchObject({
      kind: 'global',
      author: { username: 'boss', isAdmin: true },
      receiver: null,
      resolver: 'mod',
      messageDeleted: true,
    });
  });
});
