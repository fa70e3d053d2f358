import { fireEvent, render, screen } from '@testing-library/react';
import type { PlayerCrimeDto } from '../../api/generated/model/playerCrimeDto';
import { CrimeCard } from './CrimeCard';

function crimeFactory(over: Partial<PlayerCrimeDto> = {}): PlayerCrimeDto {
  return {
    id: 1,
    name: 'نشل المحافظ',
    description: 'اخطف محفظة من جيب مار غافل.',
    imageUrl: '/media/00000000-0000-0000-0000-000000000000',
    req_level: 1,
    energyCost: 5,
    successRate: 0.8,
    reward: 120,
    expReward: 10,
    cooldown: 60,
    failOutcome: 'jail',
    jailMinutes: 2,
    hospitalMinutes: 0,
    locked: false,
    cooldownRemainingSeconds: 0,
    ...over,
  };
}

function renderCard(props: Partial<Parameters<typeof CrimeCard>[0]> = {}) {
  const onCommit = jest.fn();
  render(
    <CrimeCard
      crime={crimeFactory()}
      cooldownLeft={0}
      energy={100}
      sending={false}
      busy={false}
      onCommit={onCommit}
      {...props}
    />,
  );
  return { onCommit, button: screen.getByRole('button') };
}

describe('CrimeCard', () => {
  it('shows the success rate as a percent and commits on click', () => {
    const { onCommit, button } = renderCard();
    expect(screen.getByTestId('crime-success-rate').textContent).toContain('٨٠٪');
    expect(screen.getByText('الفشل: السجن دقيقتان', { exact: false })).toBeTruthy();
    fireEvent.click(button);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('locks the crime below its required level', () => {
    const { button } = renderCard({ crime: crimeFactory({ locked: true, req_level: 7 }) });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('مقفلة حتى المستوى ٧')).toBeTruthy();
  });

  it('counts the cooldown down and waits for it', () => {
    const { button } = renderCard({ cooldownLeft: 75 });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByTestId('crime-cooldown').textContent).toContain('١:١٥');
  });

  it('waits for enough energy', () => {
    const { button } = renderCard({ energy: 3 });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('طاقتك لا تكفي')).toBeTruthy();
  });

  it('is disabled while a crime is being sent', () => {
    const { button } = renderCard({ busy: true });
    expect(button).toHaveProperty('disabled', true);
  });
});
