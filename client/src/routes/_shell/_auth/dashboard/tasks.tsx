import { createFileRoute } from '@tanstack/react-router';
import { getGetTasksQueryOptions } from '../../../../api/generated/tasks/tasks';
import { TasksPage } from '../../../../features/tasks/TasksPage';

/** Issue 14: tasks with live progress and the rank card, live on `tasks:update`. */
export const Route = createFileRoute('/_shell/_auth/dashboard/tasks')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetTasksQueryOptions()),
  component: TasksPage,
});
