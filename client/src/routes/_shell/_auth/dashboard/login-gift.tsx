import { createFileRoute } from '@tanstack/react-router';
import { getGetLoginGiftQueryOptions } from '../../../../api/generated/login-gift/login-gift';
import { LoginGiftPage } from '../../../../features/login-gift/LoginGiftPage';

/** Issue 14: the 15-day login-gift calendar, live on `loginGift:update`. */
export const Route = createFileRoute('/_shell/_auth/dashboard/login-gift')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetLoginGiftQueryOptions()),
  component: LoginGiftPage,
});
