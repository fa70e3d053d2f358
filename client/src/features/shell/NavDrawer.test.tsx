import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '../../test/render-with-router';
import { NavDrawer } from './NavDrawer';

jest.mock('../../api/http', () => ({
  http: jest.fn(() => Promise.reject(Object.assign(new Error('not found'), { status: 404 }))),
  errorStatus: () => 404,
}));

const base = {
  open: true,
  onClose: () => undefined,
  signedIn: true,
  isGuest: false,
  isAdmin: false,
  playerLevel: 1,
  features: undefined,
  onSignOut: () => undefined,
};

describe('NavDrawer (spec 000, navigation drawer)', () => {
  it('lists the tiles in the spec order, from home to settings', async () => {
    renderWithRouter(<NavDrawer {...base} />);
    await screen.findByTestId('nav-drawer');
    const labels = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(labels[0]).toBe('الرئيسية');
    expect(labels[1]).toBe('الشخصية');
    expect(labels[2]).toBe('البنك');
    expect(labels.at(-2)).toBe('الاقتراحات');
    expect(labels.at(-1)).toBe('الإعدادات');
  });

  it("raises 'هذه الميزة تتطلب المستوى {n}' on a locked tile", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithRouter(<NavDrawer {...base} playerLevel={10} />);
    fireEvent.click(await screen.findByRole('button', { name: /البنك/ }));
    expect(alert).toHaveBeenCalledWith('هذه الميزة تتطلب المستوى ١١');
    alert.mockRestore();
  });

  it('unlocks every tile from level 31', async () => {
    renderWithRouter(<NavDrawer {...base} playerLevel={31} />);
    await screen.findByTestId('nav-drawer');
    expect(screen.queryAllByTestId('tile-lock')).toHaveLength(0);
  });

  it('shows logout to a registered player but not to a guest', async () => {
    const { unmount } = renderWithRouter(<NavDrawer {...base} />);
    expect(await screen.findByRole('button', { name: 'تسجيل الهروب' })).toBeTruthy();
    unmount();
    renderWithRouter(<NavDrawer {...base} isGuest />);
    await screen.findByTestId('nav-drawer');
    expect(screen.queryByRole('button', { name: 'تسجيل الهروب' })).toBeNull();
  });

  it('shows the admin tile only to admins', async () => {
    renderWithRouter(<NavDrawer {...base} isAdmin playerLevel={31} />);
    expect(await screen.findByRole('link', { name: /لوحة الإدارة/ })).toBeTruthy();
  });
});
