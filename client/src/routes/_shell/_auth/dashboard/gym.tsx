import { createFileRoute } from '@tanstack/react-router';
import { GymPage } from '../../../../features/gym/GymPage';

/** Issue 4: gym training with a live progress bar. */
export const Route = createFileRoute('/_shell/_auth/dashboard/gym')({
  component: GymPage,
});
