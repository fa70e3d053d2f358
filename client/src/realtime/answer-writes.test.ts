import { QueryClient } from '@tanstack/react-query';
import { getGetMyListingsQueryKey } from '../api/generated/black-market/black-market';
import { getGetLeaderboardQueryKey } from '../api/generated/leaderboard/leaderboard';
import type { ListingDto } from '../api/generated/model/listingDto';
import { getGetProfileRatingsQueryKey, getGetPublicProfileQueryKey } from '../api/generated/players/players';
import { getGetSettingsQueryKey } from '../api/generated/settings/settings';
import {
  listingCreated,
  NOTIFICATION_PAGES_KEY,
  notificationPagesEdited,
  ratingStored,
  settingsChanged,
} from './answer-writes';

const listing = (id: number) => ({ id, itemName: `item${id}` }) as unknown as ListingDto;

describe('answer-writes', () => {
  it('puts a new listing first in the player’s listings once, with or without a cached list', () => {
    const queryClient = new QueryClient();
    listingCreated(queryClient, listing(1));
    expect(queryClient.getQueryData(getGetMyListingsQueryKey())).toEqual({ listings: [listing(1)] });
    listingCreated(queryClient, listing(2));
    listingCreated(queryClient, listing(1));
    expect(queryClient.getQueryData(getGetMyListingsQueryKey())).toEqual({
      listings: [listing(1), listing(2)],
    });
  });

  it('writes a rating summary into the leaderboards and public profiles that show that player only', () => {
    const queryClient = new QueryClient();
    const summary = { likes: 3, dislikes: 1 };
    const board = (ratings: Record<string, unknown>) => ({ sort: 'level', ratings });
    queryClient.setQueryData([...getGetLeaderboardQueryKey(), { sort: 'level' }], board({ u1: {}, u2: {} }));
    queryClient.setQueryData(getGetPublicProfileQueryKey('one'), { userId: 'u1', ratings: {} });
    queryClient.setQueryData(getGetPublicProfileQueryKey('two'), { userId: 'u2', ratings: {} });
    ratingStored(queryClient, 'u1', summary as never);
    expect(queryClient.getQueryData([...getGetLeaderboardQueryKey(), { sort: 'level' }])).toEqual(
      board({ u1: summary, u2: {} }),
    );
    expect(queryClient.getQueryData(getGetPublicProfileQueryKey('one'))).toEqual({
      userId: 'u1',
      ratings: summary,
    });
    expect(queryClient.getQueryData(getGetPublicProfileQueryKey('two'))).toEqual({
      userId: 'u2',
      ratings: {},
    });
    expect(queryClient.getQueryData(getGetProfileRatingsQueryKey('u1'))).toEqual(summary);
  });

  it('edits every loaded notifications page in place and leaves an unloaded list alone', () => {
    const queryClient = new QueryClient();
    notificationPagesEdited(queryClient, (list) => list.slice(1));
    expect(queryClient.getQueryData(NOTIFICATION_PAGES_KEY)).toBeUndefined();
    const page = (ids: number[]) => ({
      success: true,
      data: { hasMore: false, notifications: ids.map((id) => ({ id })) },
    });
    queryClient.setQueryData(NOTIFICATION_PAGES_KEY, {
      pages: [page([1, 2]), page([3, 4])],
      pageParams: [1, 2],
    });
    notificationPagesEdited(queryClient, (list) => list.filter((n) => n.id % 2 === 0));
    expect(queryClient.getQueryData(NOTIFICATION_PAGES_KEY)).toEqual({
      pages: [page([2]), page([4])],
      pageParams: [1, 2],
    });
  });

  it('patches the cached settings and does not create them', () => {
    const queryClient = new QueryClient();
    settingsChanged(queryClient, { backgroundMusicMuted: true });
    expect(queryClient.getQueryData(getGetSettingsQueryKey())).toBeUndefined();
    queryClient.setQueryData(getGetSettingsQueryKey(), {
      backgroundMusicMuted: false,
      backgroundMusicVolume: 0.5,
    });
    settingsChanged(queryClient, { backgroundMusicMuted: true });
    expect(queryClient.getQueryData(getGetSettingsQueryKey())).toEqual({
      backgroundMusicMuted: true,
      backgroundMusicVolume: 0.5,
    });
  });
});
