import type { TaskDto } from '../../../api/generated/model/taskDto';
import { filterAndSortTasks, hasFilters, NO_TASK_FILTERS } from './task-list';
import { formToTaskBody, TASK_FORM_DEFAULTS, validateTaskForm } from './task-form';

const task = (id: number, fields: Partial<TaskDto>): TaskDto => ({
  id,
  title: `مهمة ${id}`,
  description: 'وصف',
  metric: 'level',
  goal: 1,
  rewardMoney: 0,
  rewardExp: 0,
  rewardBlackcoins: 0,
  progressPoints: 0,
  isActive: true,
  createdAt: '',
  updatedAt: '',
  ...fields,
});

const tasks = [
  task(1, { title: 'جريمة أولى', metric: 'crimes_committed', goal: 1, rewardMoney: 500 }),
  task(2, { title: 'الصعود', metric: 'level', goal: 5, rewardExp: 100, progressPoints: 10, isActive: false }),
  task(3, {
    title: 'مدخرات',
    description: 'ادخر في البنك',
    metric: 'bank_balance',
    goal: 1000,
    rewardBlackcoins: 3,
  }),
];
const ids = (list: TaskDto[]) => list.map((item) => item.id);

describe('admin task list', () => {
  it('searches title and description', () => {
    expect(ids(filterAndSortTasks(tasks, { ...NO_TASK_FILTERS, search: 'البنك' }, 'goal'))).toEqual([3]);
    expect(ids(filterAndSortTasks(tasks, { ...NO_TASK_FILTERS, search: 'الصعود' }, 'goal'))).toEqual([2]);
  });

  it('filters by status, metric and reward type', () => {
    expect(ids(filterAndSortTasks(tasks, { ...NO_TASK_FILTERS, status: 'inactive' }, 'goal'))).toEqual([2]);
    expect(ids(filterAndSortTasks(tasks, { ...NO_TASK_FILTERS, metric: 'bank_balance' }, 'goal'))).toEqual([
      3,
    ]);
    expect(ids(filterAndSortTasks(tasks, { ...NO_TASK_FILTERS, reward: 'progressPoints' }, 'goal'))).toEqual([
      2,
    ]);
    expect(hasFilters(NO_TASK_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_TASK_FILTERS, reward: 'rewardExp' })).toBe(true);
  });

  it('sorts by goal, metric and total rewards descending', () => {
    expect(ids(filterAndSortTasks(tasks, NO_TASK_FILTERS, 'goal'))).toEqual([1, 2, 3]);
    expect(ids(filterAndSortTasks(tasks, NO_TASK_FILTERS, 'rewards'))).toEqual([1, 2, 3]);
    expect(ids(filterAndSortTasks(tasks, NO_TASK_FILTERS, 'metric'))).toEqual([2, 1, 3]);
  });
});

describe('admin task form', () => {
  it('sends empty numbers as 0 and refuses a goal under 1', () => {
    const values = {
      ...TASK_FORM_DEFAULTS,
      title: 'ت',
      description: 'و',
      metric: 'fame',
      goal: '',
      rewardMoney: '',
    };
    expect(formToTaskBody(values)).toMatchObject({ goal: 0, rewardMoney: 0, metric: 'fame' });
    expect(validateTaskForm(values).goal).toBe('الهدف يجب أن يكون ١ على الأقل');
    expect(validateTaskForm({ ...TASK_FORM_DEFAULTS }).metric).toBe('مقياس المهمة مطلوب');
    expect(validateTaskForm({ ...values, goal: '3', rewardExp: '-1' })).toEqual({
      rewardExp: 'مكافأة الخبرة يجب أن يكون ٠ على الأقل',
    });
  });
});
