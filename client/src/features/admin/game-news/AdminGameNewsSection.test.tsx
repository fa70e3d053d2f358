import { answer, calls, resetFakeApi } from '../../../test/fake-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ar } from '../../../i18n/ar-admin';
import { renderWithRouter } from '../../../test/render-with-router';
import { AdminGameNewsSection } from './AdminGameNewsSection';

const NEWS = {
  id: 7,
  color: 'red',
  admin: 'admin',
  title: 'خبر قديم',
  content: 'نص الخبر',
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** Spec 002 sections 5 and 8, issue 31 point 13: the news screen raises alerts, not toasts or inline text. */
describe('AdminGameNewsSection', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    resetFakeApi();
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alert.mockRestore());

  it('raises the required-fields alert for a blank title or content and sends nothing', async () => {
    answer('/api/game-news/admin/news', 200, []);
    renderWithRouter(<AdminGameNewsSection />);
    fireEvent.click(await screen.findByTestId('news-add', {}, { timeout: 5000 }));
    const form = await screen.findByTestId('news-form');
    fireEvent.change(within(form).getByLabelText(ar.adminNews.titleField), { target: { value: 'عنوان' } });
    fireEvent.change(within(form).getByLabelText(ar.adminNews.content), { target: { value: '   ' } });
    fireEvent.click(within(form).getByTestId('news-save'));
    expect(alert).toHaveBeenCalledWith(ar.adminNews.requiredFields);
    expect(calls.filter((url) => url === '/api/game-news/admin/news')).toHaveLength(1);
  });

  it('raises an alert with the server text when a deletion fails', async () => {
    answer('/api/game-news/admin/news', 200, [NEWS]);
    answer('/api/game-news/admin/news/7', 500, { message: 'قاعدة البيانات لا تجيب' });
    renderWithRouter(<AdminGameNewsSection />);
    const item = await screen.findByTestId('admin-news-item', {}, { timeout: 5000 });
    fireEvent.click(within(item).getByRole('button', { name: ar.adminNews.delete }));
    fireEvent.click(await screen.findByTestId('confirm-delete'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('قاعدة البيانات لا تجيب'));
  });
});
