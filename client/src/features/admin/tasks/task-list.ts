import type { TaskDto } from '../../../api/generated/model/taskDto';

/** Spec 002 section 2.5: sort by title, metric, goal, or total rewards (descending). */
export const TASK_SORTS = ['title', 'metric', 'goal', 'rewards'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export const TASK_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

/** Spec 002 section 2.5: the reward-type filter (money, exp, blackcoins, progress points). */
export const REWARD_TYPES = ['rewardMoney', 'rewardExp', 'rewardBlackcoins', 'progressPoints'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** Spec 002 section 3: the ten metrics, in the spec's order. */
export const TASK_METRICS = [
  'level',
  'days_in_game',
  'fame',
  'fights_won',
  'total_fights',
  'crimes_committed',
  'bank_balance',
  'houses_owned',
  'pets_owned',
  'rides_owned',
] as const;

export interface TaskFilters {
  search: string;
  status: TaskStatusFilter;
  /** A metric, or '' for all. */
  metric: string;
  /** A reward type, or '' for all. */
  reward: RewardType | '';
}

export const NO_TASK_FILTERS: TaskFilters = { search: '', status: 'all', metric: '', reward: '' };

/** The four rewards added up (the 'total rewards' sort). */
export function totalRewards(task: TaskDto): number {
  return task.rewardMoney + task.rewardExp + task.rewardBlackcoins + task.progressPoints;
}

const collator = new Intl.Collator('ar');

/**
 * The tasks the list shows: search over title and description (case-insensitive), the status, metric
 * and reward-type filters (a task matches a reward type when it gives some of it), then the sort.
 */
export function filterAndSortTasks(
  tasks: readonly TaskDto[],
  filters: TaskFilters,
  sort: TaskSort,
): TaskDto[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  const shown = tasks.filter(
    (task) =>
      (!needle ||
        task.title.toLocaleLowerCase().includes(needle) ||
        task.description.toLocaleLowerCase().includes(needle)) &&
      (filters.status === 'all' || task.isActive === (filters.status === 'active')) &&
      (!filters.metric || task.metric === filters.metric) &&
      (!filters.reward || task[filters.reward] > 0),
  );
  const compare: Record<TaskSort, (a: TaskDto, b: TaskDto) => number> = {
    title: (a, b) => collator.compare(a.title, b.title),
    metric: (a, b) => TASK_METRICS.indexOf(a.metric) - TASK_METRICS.indexOf(b.metric),
    goal: (a, b) => a.goal - b.goal,
    rewards: (a, b) => totalRewards(b) - totalRewards(a),
  };
  return shown.sort((a, b) => compare[sort](a, b) || a.id - b.id);
}

/** Whether any filter differs from its default (the clear-filters button shows). */
export function hasFilters(filters: TaskFilters): boolean {
  return Boolean(filters.search.trim() || filters.status !== 'all' || filters.metric || filters.reward);
}
