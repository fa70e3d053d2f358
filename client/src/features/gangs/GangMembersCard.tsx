import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Star, UserMinus, Users } from 'lucide-react';
import { useChangeGangRole, useKickGangMember } from '../../api/generated/gangs/gangs';
import type { AssignableGangRank } from '../../api/generated/model/assignableGangRank';
import type { GangDto } from '../../api/generated/model/gangDto';
import type { GangMemberDto } from '../../api/generated/model/gangMemberDto';
import type { GangRank } from '../../api/generated/model/gangRank';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { VipName } from '../../components/VipName';
import { PlayerAvatar, PlayerBadges } from '../../components/PlayerAvatar';
import { PlayerLink } from '../../components/PlayerLink';
import { fieldClass } from '../../components/TextField';
import { useConfirm } from '../../components/use-confirm';
import { arGangs } from '../../i18n/ar-gangs';
import { formatNumber } from '../../lib/format';
import { ASSIGNABLE_RANKS, canKick, showsRoleDropdown, sortMembers } from './gang-rules';
import { GangCard, InlineError, RankBadge } from './gang-ui';

/**
 * Spec 001 sections 2.1, 6 and 9: "الأعضاء (n/max)", each member with avatar, online status, rank icon
 * and name; the kick button by the kick matrix, the role dropdown for the boss (never on oneself).
 */
export function GangMembersCard({
  gang,
  viewerId,
  viewerRank,
}: {
  gang: GangDto;
  viewerId: string | undefined;
  viewerRank: GangRank | null;
}) {
  const t = arGangs.gangs;
  return (
    <GangCard
      title={t.members(formatNumber(gang.GangMembers.length), formatNumber(gang.maxMembers))}
      icon={Users}
      testId="gang-members"
    >
      <ul className="flex flex-col gap-2">
        {sortMembers(gang.GangMembers).map((member) => (
          <MemberRow
            key={member.userId}
            gangId={gang.id}
            member={member}
            self={member.userId === viewerId}
            viewerRank={viewerRank}
          />
        ))}
      </ul>
    </GangCard>
  );
}

function MemberRow({
  gangId,
  member,
  self,
  viewerRank,
}: {
  gangId: number;
  member: GangMemberDto;
  self: boolean;
  viewerRank: GangRank | null;
}) {
  const t = arGangs.gangs;
  const user = member.User;
  const name = user.username;
  const [error, setError] = useState<string>();
  const kick = useKickGangMember();
  const changeRole = useChangeGangRole();
  const { confirm, dialog } = useConfirm();

  const onKick = async () => {
    if (!(await confirm(t.confirmKick(name)))) return;
    setError(undefined);
    void kick.mutateAsync({ id: gangId, data: { targetUserId: member.userId } }).then(
      () => {
        toast.success(t.kicked(name));
      },
      (failure) => setError(errorText(failure, { fallback: t.failed.kick })),
    );
  };

  const onRole = async (newRole: AssignableGangRank) => {
    if (newRole === member.role) return;
    if (!(await confirm(t.confirmRole(name, t.ranks[newRole])))) return;
    setError(undefined);
    void changeRole.mutateAsync({ id: gangId, data: { userId: member.userId, newRole } }).then(
      () => {
        toast.success(t.roleChanged(name, t.ranks[newRole]));
      },
      (failure) => setError(errorText(failure, { fallback: t.failed.role })),
    );
  };

  return (
    <li
      data-testid="gang-member"
      data-username={name}
      data-rank={member.role}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-night-950/60 px-3 py-2.5"
    >
      <PlayerAvatar name={name} avatarUrl={user.avatarUrl} online={user.isOnline} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <PlayerLink username={name} className="truncate font-bold text-white hover:text-blood-300">
            <VipName name={name} isVip={user.isVip} nameClass="" />
          </PlayerLink>
          {self && <span className="text-xs text-night-400">{t.you}</span>}
          <PlayerBadges admin={user.isAdmin} />
        </span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-night-300">
          <RankBadge rank={member.role} />
          <span className="flex items-center gap-1">
            <Star className="size-3.5 text-gold-400" aria-hidden />
            {formatNumber(user.Character.fame)}
          </span>
          <span className={user.isOnline ? 'text-emerald-300' : 'text-night-400'}>
            {user.isOnline ? t.online : t.offline}
          </span>
        </span>
      </div>
      {(showsRoleDropdown(viewerRank, self) || canKick(viewerRank, member.role, self)) && (
        <div className="flex items-center gap-2">
          {showsRoleDropdown(viewerRank, self) && (
            <select
              aria-label={t.roleLabel(name)}
              data-testid="role-select"
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(event) => void onRole(event.target.value as AssignableGangRank)}
              className={`${fieldClass(false).replace('w-full', 'w-28')} py-1.5`}
            >
              {ASSIGNABLE_RANKS.map((rank) => (
                <option key={rank} value={rank}>
                  {t.ranks[rank]}
                </option>
              ))}
            </select>
          )}
          {canKick(viewerRank, member.role, self) && (
            <Button
              variant="ghost"
              className="px-3 text-blood-300"
              pending={kick.isPending}
              onClick={() => void onKick()}
            >
              <UserMinus className="size-4" aria-hidden />
              {t.kick}
            </Button>
          )}
        </div>
      )}
      <InlineError message={error} className="w-full" />
      {dialog}
    </li>
  );
}
