import { fireEvent, render, screen } from '@testing-library/react';
import type { PlayerTaskDto } from '../../api/generated/model/playerTaskDto';
import { TaskCard } from './TaskCard';

function taskFactory(over: Partial<PlayerTaskDto> = {}): PlayerTaskDto {
  return {
    id: 1,
    title: 'أول جريمة',
    description: 'نفّذ جريمتك الأولى بنجاح',
    metric: 'crimes_committed',
    goal: 4,
    progress: 1,
    percent: 25,
    completed: false,
    claimed: false,
    canClaim: false,
    rewardMoney: 500,
    rewardExp: 0,
    rewardBlackcoins: 2,
    progressPoints: 5,
    ...over,
  };
}

function renderCard(task: PlayerTaskDto) {
  const onClaim = jest.fn();
  render(<TaskCard task={task} busy={false} sending={false} onClaim={onClaim} />);
  return onClaim;
}

describe('TaskCard', () => {
  it('shows the metric, the progress toward the goal in Arabic digits and the rewards given', () => {
    renderCard(taskFactory());
    expect(screen.getByText('الجرائم المنفذة')).toBeTruthy();
    expect(screen.getByTestId('task-progress').textContent).toBe('١ / ٤');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    // Money, blackcoins and points; no exp box for a reward of 0.
    expect(screen.getByText('المال')).toBeTruthy();
    expect(screen.queryByText('الخبرة')).toBeNull();
  });

  it('cannot be claimed before the goal', () => {
    const onClaim = renderCard(taskFactory());
    const button = screen.getByTestId('task-claim') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('لم تكتمل بعد');
    fireEvent.click(button);
    expect(onClaim).not.toHaveBeenCalled();
  });

  it('claims a reached task', () => {
    const onClaim = renderCard(taskFactory({ progress: 4, percent: 100, completed: true, canClaim: true }));
    fireEvent.click(screen.getByTestId('task-claim'));
    expect(onClaim).toHaveBeenCalledTimes(1);
  });

  it('shows a claimed task as claimed', () => {
    renderCard(taskFactory({ progress: 4, percent: 100, completed: true, claimed: true }));
    expect(screen.queryByTestId('task-claim')).toBeNull();
    expect(screen.getByText('تم الاستلام')).toBeTruthy();
  });
});
