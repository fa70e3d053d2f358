import { createFileRoute } from '@tanstack/react-router';
import {
  getGetFriendsQueryOptions,
  getGetPendingFriendRequestsQueryOptions,
} from '../../../../api/generated/friends/friends';
import { FriendsPage } from '../../../../features/talk/FriendsPage';

/** Friends and friend requests (spec 000 sections 2 and 3). */
export const Route = createFileRoute('/_shell/_auth/dashboard/friends')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(getGetFriendsQueryOptions()),
      context.queryClient.ensureQueryData(getGetPendingFriendRequestsQueryOptions()),
    ]),
  component: FriendsPage,
});
