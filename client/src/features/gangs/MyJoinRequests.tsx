import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Hourglass } from 'lucide-react';
import { useCancelJoinRequest, useGetMyJoinRequests } from '../../api/generated/gangs/gangs';
import type { MyJoinRequestDto } from '../../api/generated/model/myJoinRequestDto';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/use-confirm';
import { arGangs } from '../../i18n/ar-gangs';
import { formatLongDateTime, formatNumber } from '../../lib/format';
import { myJoinRequestsChanged } from '../../realtime/answer-writes';
import { MAX_PENDING_REQUESTS } from './gang-rules';

/** The player's own pending join requests (at most 3), each with a cancel button. */
export function MyJoinRequests() {
  const t = arGangs.gangs;
  const requests = useGetMyJoinRequests({ query: { retry: false } });
  const list = requests.data?.requests ?? [];
  if (list.length === 0) return null;
  return (
    <section
      data-testid="my-join-requests"
      className="flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/80 p-4 sm:p-5"
    >
      <h2 className="flex items-center gap-2 text-lg font-extrabold text-white">
        <Hourglass className="size-5 text-gold-400" aria-hidden />
        {t.myRequests(formatNumber(list.length), formatNumber(MAX_PENDING_REQUESTS))}
      </h2>
      <ul className="flex flex-col gap-2">
        {list.map((request) => (
          <PendingRequest key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}

function PendingRequest({ request }: { request: MyJoinRequestDto }) {
  const t = arGangs.gangs;
  const queryClient = useQueryClient();
  const cancel = useCancelJoinRequest();
  const { confirm, dialog } = useConfirm();
  const [error, setError] = useState<string>();

  const onCancel = async () => {
    if (!(await confirm(t.confirmCancelRequest(request.gangName)))) return;
    setError(undefined);
    void cancel.mutateAsync({ requestId: request.id }).then(
      () => {
        myJoinRequestsChanged(queryClient);
        toast.success(t.requestCancelled);
      },
      (failure) => setError(errorText(failure, { fallback: t.cancelFailed })),
    );
  };

  return (
    <li
      data-testid="my-join-request"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-night-950/60 px-4 py-3"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to="/gangs/$id"
          params={{ id: request.gangId }}
          className="truncate font-bold text-white hover:text-blood-300"
        >
          {request.gangName}
        </Link>
        <span className="text-xs text-night-400">{formatLongDateTime(request.createdAt)}</span>
      </div>
      <Button variant="secondary" pending={cancel.isPending} onClick={() => void onCancel()}>
        {t.cancelRequest}
      </Button>
      {error && (
        <p role="alert" className="w-full text-sm text-blood-300">
          {error}
        </p>
      )}
      {dialog}
    </li>
  );
}
