import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { toast } from '../../lib/toast';
import { ArrowRight, Info, Star, Users } from 'lucide-react';
import { useGetGang } from '../../api/generated/gangs/gangs';
import type { GangDto } from '../../api/generated/model/gangDto';
import { errorCode, errorText } from '../../api/error-text';
import { errorStatus } from '../../api/http';
import { useSession } from '../../auth/use-session';
import { Banner } from '../../components/Banner';
import { Button, buttonClass } from '../../components/Button';
import { ar } from '../../i18n/ar';
import { arGangs } from '../../i18n/ar-gangs';
import { formatNumber } from '../../lib/format';
import { membershipIn, rightsOf } from './gang-rules';
import { GangCard } from './gang-ui';
import { GangBoardCard } from './GangBoardCard';
import { GangGuideCard } from './GangGuideCard';
import { GangJoinRequestsCard } from './GangJoinRequestsCard';
import { GangManagementCard } from './GangManagementCard';
import { GangMembersCard } from './GangMembersCard';
import { GangTreasuryCard } from './GangTreasuryCard';
import { JoinRequestModal } from './JoinRequestModal';
import { useOwnGangLive } from './use-gang-live';

/** Spec 001 section 8: a 404 reads 'العصابة غير موجودة', any other failure 'فشل تحميل بيانات العصابة'. */
export function gangLoadErrorText(error: unknown): string {
  if (errorStatus(error) === 404 || errorCode(error) === 'GANG_NOT_FOUND') return arGangs.gangs.notFound;
  if (errorCode(error) === 'FEATURE_LOCKED') return errorText(error);
  return arGangs.gangs.loadFailed;
}

/**
 * `/gangs/{id}` (spec 001 section 2.1): loading, error (with a back-to-gangs button), then the gang:
 * header, guide, info, board, treasury, members, management and join requests, each shown by the
 * viewer's rank (section 6). Live on `gang:update` for the player's own gang.
 */
export function GangPage({ gangId }: { gangId: number }) {
  const gang = useGetGang(gangId, { query: { retry: false } });
  const own = useOwnGangLive();
  const failed = gang.isError && (!gang.data || errorStatus(gang.error) === 404);

  return (
    <div className="flex flex-col gap-5">
      <GangHeader name={gang.data && !failed ? gang.data.name : null} />
      {gang.isPending && (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label={arGangs.gangs.loading}>
          <div className="h-28 animate-pulse rounded-3xl bg-night-900/80" />
          <div className="h-64 animate-pulse rounded-3xl bg-night-900/80" />
        </div>
      )}
      {failed && <GangLoadError error={gang.error} />}
      {gang.data && !failed && <GangView gang={gang.data} hasGang={own.data !== null} />}
    </div>
  );
}

/** Spec 001 section 2.1: a back button to /gangs and the title "عصابة <name>". */
function GangHeader({ name }: { name: string | null }) {
  return (
    <>
      <Banner bannerKey="gangs" title={name ? arGangs.gangs.title(name) : ar.nav.gangDetails} />
      <Link to="/gangs" className={buttonClass('ghost', 'self-start px-3')} data-testid="gang-back">
        <ArrowRight className="size-5" aria-hidden />
        {arGangs.gangs.back}
      </Link>
    </>
  );
}

/** The error state: the spec's sentence (a 404 also toasts it) and a back-to-gangs button. */
export function GangLoadError({ error }: { error: unknown }) {
  const message = gangLoadErrorText(error);
  const toasted = useRef(false);
  useEffect(() => {
    if (message !== arGangs.gangs.notFound || toasted.current) return;
    toasted.current = true;
    toast.error(message, { id: 'gang-not-found' });
  }, [message]);
  return (
    <div
      role="alert"
      data-testid="gang-load-error"
      className="flex flex-col items-center gap-3 rounded-2xl border border-blood-900/60 bg-blood-950/30 p-6 text-center"
    >
      <p className="text-lg font-bold text-white">{message}</p>
      <Link to="/gangs" className={buttonClass('secondary')}>
        {arGangs.gangs.back}
      </Link>
    </div>
  );
}

/** `hasGang`: the viewer is in a gang (this one or another), so they cannot ask to join. */
function GangView({ gang, hasGang }: { gang: GangDto; hasGang: boolean }) {
  const session = useSession();
  const viewerId = session?.user.id;
  const member = membershipIn(gang, viewerId);
  const rank = member?.role ?? null;
  const rights = rightsOf(rank);
  const [joining, setJoining] = useState(false);

  return (
    <div className="flex flex-col gap-4" data-testid="gang-view" data-rank={rank ?? 'VISITOR'}>
      {member && <GangGuideCard />}
      <GangInfoCard gang={gang} />
      {!member && !hasGang && (
        <Button
          className="self-start"
          disabled={gang.GangMembers.length >= gang.maxMembers}
          onClick={() => setJoining(true)}
        >
          {arGangs.gangs.requestJoin}
        </Button>
      )}
      {member && <GangBoardCard gang={gang} editable={rights.editBoard} />}
      {member && <GangTreasuryCard gang={gang} canTransfer={rights.transferMoney} />}
      <GangMembersCard gang={gang} viewerId={viewerId} viewerRank={rank} />
      {rights.handleRequests && <GangJoinRequestsCard gangId={gang.id} />}
      {member && <GangManagementCard gang={gang} rights={rights} viewerId={viewerId} />}
      <JoinRequestModal gang={joining ? gang : null} onClose={() => setJoining(false)} />
    </div>
  );
}

/** Spec 001 sections 2.1 and 9: description, member count (count/max) and the members' total fame. */
function GangInfoCard({ gang }: { gang: GangDto }) {
  const t = arGangs.gangs;
  return (
    <GangCard title={t.info} icon={Info} testId="gang-info">
      <p className="whitespace-pre-line break-words text-night-100">
        {gang.description || <span className="text-night-400">{t.noDescription}</span>}
      </p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1 rounded-2xl bg-night-950/60 px-4 py-3">
          <dt className="flex items-center gap-1.5 text-sm text-night-300">
            <Users className="size-4" aria-hidden />
            {t.memberCount}
          </dt>
          <dd data-testid="gang-member-count" className="text-xl font-black text-white">
            {formatNumber(gang.GangMembers.length)}/{formatNumber(gang.maxMembers)}
          </dd>
        </div>
        <div className="flex flex-col gap-1 rounded-2xl bg-night-950/60 px-4 py-3">
          <dt className="flex items-center gap-1.5 text-sm text-night-300">
            <Star className="size-4 text-gold-400" aria-hidden />
            {t.totalFame}
          </dt>
          <dd
            data-testid="gang-total-fame"
            data-value={gang.totalFame}
            className="truncate text-xl font-black text-gold-300"
          >
            {formatNumber(gang.totalFame)}
          </dd>
        </div>
      </dl>
    </GangCard>
  );
}
