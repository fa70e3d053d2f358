import { screen } from '@testing-library/react';
import { renderWithRouter } from '../../test/render-with-router';
import { SideHud } from './SideHud';

const hud = {
  hp: 50,
  maxHp: 100,
  energy: 10,
  maxEnergy: 100,
  exp: 5,
  nextLevelExp: 200,
  level: 3,
  money: 2_750_000,
  blackcoins: 1500,
  isVip: false,
  vipExpiresAt: null,
};

function renderHud(props: Partial<Parameters<typeof SideHud>[0]> = {}) {
  return renderWithRouter(
    <SideHud
      hud={hud}
      expanded={false}
      onToggleExpanded={() => undefined}
      onOpenMenu={() => undefined}
      unreadMessages={undefined}
      unreadNotifications={undefined}
      {...props}
    />,
  );
}

describe('SideHud (spec 000, side HUD)', () => {
  it('is 16 units wide when collapsed, on mobile too (spec 000 section 2, issue 31)', async () => {
    renderHud();
    const classes = (await screen.findByTestId('side-hud')).className.split(' ');
    expect(classes).toContain('w-16');
    expect(classes.filter((name) => /^(md:)?w-12$/.test(name))).toEqual([]);
  });

  it('labels every value when collapsed', async () => {
    renderHud();
    expect((await screen.findByTestId('side-hud-level')).textContent).toBe('مستوى٣');
    expect(screen.getByTestId('side-hud-hp').textContent).toBe('صحة٥٠');
    expect(screen.getByTestId('side-hud-energy').textContent).toBe('طاقة١٠');
    expect(screen.getByTestId('side-hud-exp').textContent).toBe('خبرة٥');
    // Money with its '$' (issue 31), blackcoins beside their label.
    expect(screen.getByTestId('side-hud-money').textContent).toBe('مال$٢٫٧M');
    expect(screen.getByTestId('side-hud-blackcoins').textContent).toBe('عملات١٫٥K');
  });

  it('shortens money to M and blackcoins to K', async () => {
    renderHud();
    expect((await screen.findByTestId('side-hud-money')).textContent).toContain('$٢٫٧M');
    expect(screen.getByTestId('side-hud-blackcoins').textContent).toContain('١٫٥K');
  });

  it("shows unread badges, '99+' above 99", async () => {
    renderHud({ unreadMessages: 7, unreadNotifications: 250 });
    await screen.findByTestId('side-hud');
    expect(screen.getAllByTestId('badge').map((badge) => badge.textContent)).toEqual(['٧', '99+']);
  });

  it("shows the unclaimed-task badge on the tasks shortcut, '99+' above 99", async () => {
    renderHud({ unclaimedTasks: 100 });
    await screen.findByTestId('side-hud');
    const badges = screen.getAllByTestId('badge');
    expect(badges.map((badge) => badge.textContent)).toEqual(['99+']);
    expect(badges[0].closest('a')?.getAttribute('href')).toBe('/dashboard/tasks');
  });
});
