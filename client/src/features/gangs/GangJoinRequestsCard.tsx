import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Check, Inbox, X } from 'lucide-react';
import {
  useAcceptJoinRequest,
  useGetGangJoinRequests,
  useRejectJoinRequest,
} from '../../api/generated/gangs/gangs';
import type { GangJoinRequestDto } from '../../api/generated/model/gangJoinRequestDto';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PlayerLink } from '../../components/PlayerLink';
import { useConfirm } from '../../components/use-confirm';
import { arGangs } from '../../i18n/ar-gangs';
import { formatLongDateTime, formatNumber } from '../../lib/format';
import { GangCard, InlineError } from './gang-ui';

/** Spec 001 sections 2.1 and 6: the pending join requests, for BOSS, WAZIR and NAIB, each accepted or rejected after a confirmation. */
export function GangJoinRequestsCard({ gangId }: { gangId: number }) {
  const t = arGangs.gangs;
  const requests = useGetGangJoinRequests(gangId, {
    query: { retry: false, staleTime: 0, refetchOnMount: true },
  });
  const list = requests.data ?? [];
  return (
    <GangCard
      title={list.length ? `${t.joinRequests} (${formatNumber(list.length)})` : t.joinRequests}
      icon={Inbox}
      testId="gang-join-requests"
    >
      {requests.isError && <InlineError message={errorText(requests.error)} />}
      {requests.data && list.length === 0 && <p className="text-sm text-night-400">{t.noJoinRequests}</p>}
      {list.length > 0 && (
        <ul className="flex flex-col gap-2">
          {list.map((request) => (
            <RequestRow key={request.id} gangId={gangId} request={request} />
          ))}
        </ul>
      )}
    </GangCard>
  );
}

function RequestRow({ gangId, request }: { gangId: number; request: GangJoinRequestDto }) {
  const t = arGangs.gangs;
  const name = request.User.username;
  const [error, setError] = useState<string>();
  const accept = useAcceptJoinRequest();
  const reject = useRejectJoinRequest();
  const { confirm, dialog } = useConfirm();

  const decide = async (kind: 'accept' | 'reject') => {
    const question = kind === 'accept' ? t.confirmAccept(name) : t.confirmReject(name);
    if (!(await confirm(question))) return;
    setError(undefined);
    const mutation = kind === 'accept' ? accept : reject;
    void mutation.mutateAsync({ id: gangId, data: { requestId: request.id } }).then(
      () => {
        // The gang and its pending requests afterwards come by push (`gang:update`, realtime/sync.ts).
        toast.success(kind === 'accept' ? t.accepted(name) : t.rejected);
      },
      (failure) => setError(errorText(failure, { fallback: t.failed[kind] })),
    );
  };

  return (
    <li
      data-testid="gang-join-request"
      data-username={name}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-night-950/60 px-3 py-2.5"
    >
      <PlayerAvatar name={name} avatarUrl={request.User.avatarUrl} online={request.User.isOnline} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <PlayerLink username={name} className="truncate font-bold text-white hover:text-blood-300">
          {name}
        </PlayerLink>
        <p className="break-words text-sm text-night-200">{request.message || t.noMessage}</p>
        <span className="text-xs text-night-500">{formatLongDateTime(request.createdAt)}</span>
      </div>
      <div className="flex gap-2">
        <Button className="px-3" pending={accept.isPending} onClick={() => void decide('accept')}>
          <Check className="size-4" aria-hidden />
          {t.accept}
        </Button>
        <Button
          variant="secondary"
          className="px-3"
          pending={reject.isPending}
          onClick={() => void decide('reject')}
        >
          <X className="size-4" aria-hidden />
          {t.reject}
        </Button>
      </div>
      <InlineError message={error} className="w-full" />
      {dialog}
    </li>
  );
}
