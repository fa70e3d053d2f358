import { fireEvent, render, screen } from '@testing-library/react';
import { ReportCard } from './ReportCard';
import type { ReportView } from './report-status';

const base: ReportView = {
  id: 12,
  kind: 'global',
  status: 'PENDING',
  reason: 'ألفاظ مسيئة',
  createdAt: '2026-11-01T10:00:00Z',
  reporter: 'ali',
  content: 'رسالة سيئة',
  messageCreatedAt: '2026-11-01T09:00:00Z',
  messageDeleted: false,
  author: { username: 'boss', isAdmin: true },
  receiver: null,
  resolver: null,
  resolvedAt: null,
  adminNotes: null,
};

describe('ReportCard', () => {
  it('shows a pending report with the admin badge and its actions', () => {
    const onDecide = jest.fn();
    render(<ReportCard report={base} pending={false} onDecide={onDecide} />);
    expect(screen.getByTestId('report-status').textContent).toBe('قيد الانتظار');
    expect(screen.getByText('ألفاظ مسيئة')).toBeTruthy();
    expect(screen.getByTestId('report-admin-badge').textContent).toContain('مدير');
    fireEvent.change(screen.getByLabelText('ملاحظات الإدارة (اختياري)'), { target: { value: 'تحذير' } });
    fireEvent.click(screen.getByText('كتم المستخدم وحل البلاغ'));
    expect(onDecide).toHaveBeenCalledWith({ status: 'RESOLVED', action: 'mute_user' }, 'تحذير');
  });

  it('blocks decisions while the notes are longer than 200 characters', () => {
    const onDecide = jest.fn();
    render(<ReportCard report={base} pending={false} onDecide={onDecide} />);
    fireEvent.change(screen.getByTestId('report-notes-input'), { target: { value: 'x'.repeat(201) } });
    expect(screen.getByRole('alert').textContent).toBe('الملاحظات يجب ألا تتجاوز ٢٠٠ حرف');
    fireEvent.click(screen.getByText('رفض البلاغ'));
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('shows the resolution and no actions once handled', () => {
    render(
      <ReportCard
        report={{
          ...base,
          kind: 'private',
          status: 'DISMISSED',
          author: { username: 'sam', isAdmin: false },
          receiver: { username: 'lina', isAdmin: false },
          resolver: 'mod',
          resolvedAt: '2026-11-02T10:00:00Z',
          adminNotes: 'لا مخالفة',
        }}
        pending={false}
        onDecide={() => undefined}
      />,
    );
    expect(screen.getByTestId('report-status').textContent).toBe('مرفوض');
    expect(screen.getByTestId('report-resolver').textContent).toBe('mod');
    expect(screen.getByTestId('report-notes').textContent).toBe('لا مخالفة');
    expect(screen.getByTestId('report-receiver').textContent).toContain('lina');
    expect(screen.queryByTestId('report-actions')).toBeNull();
    expect(screen.queryByTestId('report-admin-badge')).toBeNull();
  });
});
