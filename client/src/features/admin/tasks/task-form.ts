import type { CreateTaskDto } from '../../../api/generated/model/createTaskDto';
import type { TaskDto } from '../../../api/generated/model/taskDto';
import type { TaskMetric } from '../../../api/generated/model/taskMetric';
import { ar } from '../../../i18n/ar-admin';
import type { FormErrors } from '../use-catalogue-form';

/** The task form as typed (numbers stay text until sent). */
export interface TaskFormValues {
  title: string;
  description: string;
  metric: string;
  goal: string;
  rewardMoney: string;
  rewardExp: string;
  rewardBlackcoins: string;
  progressPoints: string;
  isActive: boolean;
}

export const TASK_NUMBER_FIELDS = [
  'goal',
  'rewardMoney',
  'rewardExp',
  'rewardBlackcoins',
  'progressPoints',
] as const;

export const TASK_FORM_DEFAULTS: TaskFormValues = {
  title: '',
  description: '',
  metric: '',
  goal: '1',
  rewardMoney: '0',
  rewardExp: '0',
  rewardBlackcoins: '0',
  progressPoints: '0',
  isActive: true,
};

export function taskToForm(task: TaskDto): TaskFormValues {
  return {
    title: task.title,
    description: task.description,
    metric: task.metric,
    goal: String(task.goal),
    rewardMoney: String(task.rewardMoney),
    rewardExp: String(task.rewardExp),
    rewardBlackcoins: String(task.rewardBlackcoins),
    progressPoints: String(task.progressPoints),
    isActive: task.isActive,
  };
}

/** Spec 002 section 5: on submit, empty numeric fields are sent as 0 (goal included). */
export function formToTaskBody(values: TaskFormValues): CreateTaskDto {
  const number = (text: string) => (text.trim() === '' ? 0 : Math.trunc(Number(text)));
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    metric: values.metric as TaskMetric,
    goal: number(values.goal),
    rewardMoney: number(values.rewardMoney),
    rewardExp: number(values.rewardExp),
    rewardBlackcoins: number(values.rewardBlackcoins),
    progressPoints: number(values.progressPoints),
    isActive: values.isActive,
  };
}

/** Spec 002 section 5: title, description and metric required; goal at least 1; rewards at least 0. */
export function validateTaskForm(values: TaskFormValues): FormErrors<TaskFormValues> {
  const f = ar.adminTasks.fields;
  const v = ar.validation;
  const errors: FormErrors<TaskFormValues> = {};
  if (!values.title.trim()) errors.title = v.required(f.title);
  if (!values.description.trim()) errors.description = v.required(f.description);
  if (!values.metric) errors.metric = v.required(f.metric);
  for (const key of TASK_NUMBER_FIELDS) {
    const text = values[key].trim();
    const n = Number(text);
    const min = key === 'goal' ? 1 : 0;
    if (text === '') {
      if (key === 'goal') errors.goal = v.min(f.goal, 1);
    } else if (!Number.isInteger(n)) errors[key] = v.invalid(f[key]);
    else if (n < min) errors[key] = v.min(f[key], min);
  }
  return errors;
}
