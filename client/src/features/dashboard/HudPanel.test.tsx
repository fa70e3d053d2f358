import { render, screen } from '@testing-library/react';
import { HudPanel } from './HudPanel';

const hud = {
  hp: 80,
  maxHp: 100,
  energy: 25,
  maxEnergy: 50,
  exp: 3,
  nextLevelExp: 10,
  level: 1,
  money: 15_500,
  blackcoins: 7,
  isVip: false,
  vipExpiresAt: null,
};

const text = (testId: string) => screen.getByTestId(testId).textContent ?? '';

describe('HudPanel', () => {
  it('shows level, meters and amounts in ar-EG digits with shortened money', () => {
    render(<HudPanel hud={hud} />);
    expect(text('hud-level')).toContain('١');
    expect(text('hud-hp')).toContain('٨٠ / ١٠٠');
    expect(text('hud-energy')).toContain('٢٥ / ٥٠');
    expect(text('hud-exp')).toContain('٣ / ١٠');
    expect(text('hud-money')).toContain('١٥٫٥K');
    expect(text('hud-blackcoins')).toContain('٧');
  });

  it('fills each meter in proportion', () => {
    render(<HudPanel hud={hud} />);
    const energy = screen.getByRole('meter', { name: 'الطاقة' });
    expect(energy.getAttribute('aria-valuenow')).toBe('25');
    expect((energy.firstElementChild as HTMLElement).style.width).toBe('50%');
  });
});
