import { createFileRoute } from '@tanstack/react-router';
import { BlockedAccountPage } from '../features/blocked-account/BlockedAccountPage';

export const Route = createFileRoute('/blocked-account')({
  component: BlockedAccountPage,
});
