import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, MessageCircle, Search, UserMinus, UserPlus, X } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  acceptFriendRequest,
  rejectFriendRequest,
  removeFriend,
  sendFriendRequest,
  useGetFriends,
  useGetPendingFriendRequests,
} from '../../api/generated/friends/friends';
import type { SearchUserDto } from '../../api/generated/model/searchUserDto';
import { searchUsers } from '../../api/generated/players/players';
import { errorText } from '../../api/error-text';
import { useSession } from '../../auth/use-session';
import { Button, buttonClass } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { fieldClass } from '../../components/TextField';
import { ar } from '../../i18n/ar';
import { arPvp } from '../../i18n/ar-pvp';
import { arTalk } from '../../i18n/ar-talk';
import { formatNumber } from '../../lib/format';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PlayerLink } from '../../components/PlayerLink';
import { useConfirm } from '../../components/use-confirm';
import { friendsChanged } from '../../realtime/answer-writes';

const small = 'min-h-9 px-3 py-1 text-sm';

/** `/dashboard/friends`: friends with online dots, pending requests both ways, and adding by username. */
export function FriendsPage() {
  const queryClient = useQueryClient();
  // Spec 000 section 9: online status is polled every 60 s.
  const friends = useGetFriends({ query: { refetchInterval: 60_000 } });
  const pending = useGetPendingFriendRequests();
  const [busy, setBusy] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const t = arTalk.friendsPage;

  const run = async (userId: string, action: () => Promise<unknown>, success?: string) => {
    setBusy(userId);
    try {
      await action();
      if (success) toast.success(success);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(null);
      await friendsChanged(queryClient);
    }
  };

  const knownIds = new Set([
    ...(friends.data?.friends.map((f) => f.userId) ?? []),
    ...(pending.data?.incoming.map((f) => f.userId) ?? []),
    ...(pending.data?.outgoing.map((f) => f.userId) ?? []),
  ]);

  return (
    <SectionPage bannerKey="friends" title={ar.nav.friends}>
      <p className="text-night-300">{t.intro}</p>
      <AddFriend
        knownIds={knownIds}
        busy={busy}
        onAdd={(user) =>
          void run(user.userId, () => sendFriendRequest({ userId: user.userId }), t.requestSent)
        }
      />
      {(friends.isPending || pending.isPending) && (
        <p role="status" className="text-night-300">
          {arTalk.talk.loading}
        </p>
      )}
      {friends.isError && <ErrorPanel detail={errorText(friends.error)} onRetry={() => friends.refetch()} />}
      {pending.data && (
        <div className="grid gap-4 md:grid-cols-2">
          <Panel title={t.incoming} count={pending.data.incoming.length} testId="incoming">
            {pending.data.incoming.length === 0 && <p className="text-sm text-night-400">{t.noRequests}</p>}
            {pending.data.incoming.map((request) => (
              <PersonRow
                key={request.userId}
                username={request.username}
                level={request.level}
                online={request.isOnline}
              >
                <Button
                  className={small}
                  pending={busy === request.userId}
                  onClick={() => void run(request.userId, () => acceptFriendRequest(request.userId))}
                >
                  <Check className="size-4" aria-hidden />
                  <span className="max-sm:sr-only">{t.accept}</span>
                </Button>
                <Button
                  variant="secondary"
                  className={small}
                  disabled={busy === request.userId}
                  onClick={() => void run(request.userId, () => rejectFriendRequest(request.userId))}
                >
                  <X className="size-4" aria-hidden />
                  <span className="max-sm:sr-only">{t.reject}</span>
                </Button>
              </PersonRow>
            ))}
          </Panel>
          <Panel title={t.outgoing} count={pending.data.outgoing.length} testId="outgoing">
            {pending.data.outgoing.length === 0 && <p className="text-sm text-night-400">{t.noRequests}</p>}
            {pending.data.outgoing.map((request) => (
              <PersonRow
                key={request.userId}
                username={request.username}
                level={request.level}
                online={request.isOnline}
              >
                <Button
                  variant="secondary"
                  className={small}
                  pending={busy === request.userId}
                  onClick={() => void run(request.userId, () => removeFriend(request.userId))}
                >
                  <X className="size-4" aria-hidden />
                  <span className="max-sm:sr-only">{t.cancelRequest}</span>
                </Button>
              </PersonRow>
            ))}
          </Panel>
        </div>
      )}
      {friends.data && (
        <Panel title={t.friends} count={friends.data.friends.length} testId="friends">
          {friends.data.friends.length === 0 && <EmptyState title={t.empty} />}
          {friends.data.friends.map((friend) => (
            <PersonRow
              key={friend.userId}
              username={friend.username}
              level={friend.level}
              online={friend.isOnline}
            >
              <Link
                to="/dashboard/messages"
                search={{ with: friend.userId }}
                className={buttonClass('secondary', small)}
              >
                <MessageCircle className="size-4" aria-hidden />
                <span className="max-sm:sr-only">{t.message}</span>
              </Link>
              <Button
                variant="ghost"
                className={small}
                title={t.remove}
                aria-label={t.remove}
                pending={busy === friend.userId}
                onClick={async () => {
                  if (await confirm(t.confirmRemove(friend.username)))
                    void run(friend.userId, () => removeFriend(friend.userId));
                }}
              >
                <UserMinus className="size-4" aria-hidden />
              </Button>
            </PersonRow>
          ))}
        </Panel>
      )}
      {dialog}
    </SectionPage>
  );
}

function Panel({
  title,
  count,
  testId,
  children,
}: {
  title: string;
  count: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      className="flex min-w-0 flex-col gap-2 rounded-3xl border border-night-800 bg-night-900/70 p-4"
    >
      <h2 className="flex items-center gap-2 font-bold text-white">
        {title}
        <span className="rounded-full bg-night-800 px-2 text-xs text-night-300">{formatNumber(count)}</span>
      </h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </section>
  );
}

function PersonRow({
  username,
  level,
  online,
  children,
}: {
  username: string;
  level: number;
  online: boolean;
  children: ReactNode;
}) {
  return (
    <li
      data-testid="person"
      data-username={username}
      className="flex min-w-0 items-center gap-3 rounded-2xl bg-night-950/50 p-2"
    >
      <PlayerAvatar name={username} online={online} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col">
        <PlayerLink username={username} className="truncate font-bold text-white hover:underline">
          {username}
        </PlayerLink>
        <span className="text-xs text-night-400">
          {arPvp.pvp.level(formatNumber(level))} ·{' '}
          {online ? arTalk.friendsPage.online : arTalk.friendsPage.offline}
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-1.5">{children}</div>
    </li>
  );
}

function AddFriend({
  knownIds,
  busy,
  onAdd,
}: {
  knownIds: Set<string>;
  busy: string | null;
  onAdd: (user: SearchUserDto) => void;
}) {
  const viewerId = useSession()?.user.id;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchUserDto[] | null>(null);
  const [searching, setSearching] = useState(false);
  const t = arTalk.friendsPage;
  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    setSearching(true);
    try {
      const found = await searchUsers({ query: query.trim(), limit: 10 });
      setResults(found.filter((u) => u.userId !== viewerId));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setSearching(false);
    }
  };
  return (
    <section
      className="flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/70 p-4"
      data-testid="add-friend"
    >
      <h2 className="flex items-center gap-2 font-bold text-white">
        <UserPlus className="size-5 text-blood-400" aria-hidden />
        {t.add}
      </h2>
      <form className="flex gap-2" onSubmit={(e) => void search(e)}>
        <input
          aria-label={t.searchLabel}
          value={query}
          maxLength={30}
          placeholder={t.searchPlaceholder}
          onChange={(e) => setQuery(e.target.value)}
          className={fieldClass(false)}
        />
        <Button
          type="submit"
          variant="secondary"
          className="shrink-0 px-4"
          pending={searching}
          disabled={!query.trim()}
        >
          <Search className="size-4" aria-hidden />
          <span className="max-sm:sr-only">{t.search}</span>
        </Button>
      </form>
      {results && results.length === 0 && <p className="text-sm text-night-400">{t.noResults}</p>}
      {results && results.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="search-results">
          {results.map((user) => (
            <PersonRow
              key={user.userId}
              username={user.username ?? user.name}
              level={user.level}
              online={user.isOnline}
            >
              {!knownIds.has(user.userId) && (
                <Button className={small} pending={busy === user.userId} onClick={() => onAdd(user)}>
                  <UserPlus className="size-4" aria-hidden />
                  <span className="max-sm:sr-only">{t.sendRequest}</span>
                </Button>
              )}
            </PersonRow>
          ))}
        </ul>
      )}
    </section>
  );
}
