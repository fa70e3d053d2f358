import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { AdminCharacterDetailDto } from '../../../api/generated/model/adminCharacterDetailDto';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useConfirm } from '../../../components/use-confirm';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime } from '../../../lib/format';
import type { CharacterActions } from './use-character-actions';

/**
 * Spec 001 section 2.3, user tab: account info, ban status and reason with ban / unban, the
 * dangerous 'reset character completely' behind a confirmation, and the admin audit log.
 */
export function CharacterUserTab({
  character,
  actions,
}: {
  character: AdminCharacterDetailDto;
  actions: CharacterActions;
}) {
  const t = ar.adminCharacters;
  const user = character.User;
  const { confirm, dialog } = useConfirm();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const rows: [string, string, boolean?][] = [
    [t.username, user.username ?? '—'],
    [t.email, user.email ?? t.noEmail, true],
    [t.userId, user.id, true],
    [t.isAdmin, user.isAdmin ? t.yes : t.no],
  ];

  const onBan = () => {
    if (!reason.trim()) {
      setReasonError(ar.adminUsers.reasonRequired);
      return;
    }
    setReasonError(null);
    actions.block(user.id, reason.trim(), () => setReason(''));
  };

  return (
    <div className="flex flex-col gap-4" data-testid="character-user">
      <section>
        <h4 className="mb-2 font-bold text-white">{t.account}</h4>
        <dl className="grid gap-2">
          {rows.map(([label, value, ltr]) => (
            <div
              key={label}
              className="flex flex-wrap justify-between gap-2 rounded-xl bg-night-900 px-3 py-2 text-sm"
            >
              <dt className="text-night-400">{label}</dt>
              <dd className="min-w-0 break-all font-bold text-white" dir={ltr ? 'ltr' : undefined}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        className="flex flex-col gap-2 rounded-xl border border-night-800 p-3"
        data-testid="ban-status"
        data-banned={user.isBanned}
      >
        <h4 className="font-bold text-white">{t.banStatus}</h4>
        {user.isBanned ? (
          <>
            <p className="text-sm font-bold text-blood-300">
              {t.bannedSince(formatLongDateTime(user.bannedAt) ?? '')}
            </p>
            <p className="text-sm text-night-200">
              {t.banReason}: <span data-testid="ban-reason">{user.banReason || t.noReason}</span>
            </p>
            <Button
              variant="secondary"
              className="self-start"
              pending={actions.pending}
              onClick={() => {
                void confirm(t.confirmUnban(character.name)).then((yes) => yes && actions.unblock(user.id));
              }}
              data-testid="unban-button"
            >
              {t.unban}
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm text-emerald-300">{t.notBanned}</p>
            {!user.isAdmin && (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
                <TextField
                  label={t.banReason}
                  hideLabel
                  className="flex-1"
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  placeholder={t.banReasonPlaceholder}
                  error={reasonError ?? undefined}
                  data-testid="ban-reason-input"
                />
                <Button pending={actions.pending} onClick={onBan} data-testid="ban-button">
                  {t.ban}
                </Button>
              </div>
            )}
          </>
        )}
      </section>

      <section className="flex flex-col gap-2 rounded-xl border border-blood-900/70 bg-blood-950/20 p-3">
        <h4 className="flex items-center gap-2 font-bold text-blood-300">
          <TriangleAlert className="size-4" aria-hidden />
          {t.dangerZone}
        </h4>
        <p className="text-xs text-night-300">{t.resetHint}</p>
        <Button
          className="self-start"
          pending={actions.pending}
          onClick={() => {
            void confirm(t.confirmReset(character.name)).then((yes) => yes && actions.reset());
          }}
          data-testid="reset-button"
        >
          {t.reset}
        </Button>
      </section>

      <section>
        <h4 className="mb-2 font-bold text-white">{t.auditTitle}</h4>
        {character.auditLog.length === 0 ? (
          <p className="text-sm text-night-400">{t.auditEmpty}</p>
        ) : (
          <ol className="flex flex-col gap-1.5" data-testid="audit-log">
            {character.auditLog.map((entry) => (
              <li key={entry.id} className="rounded-xl bg-night-900 px-3 py-2 text-xs">
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-bold text-white">{t.actions[entry.action] ?? entry.action}</span>
                  <span className="text-night-400">{formatLongDateTime(entry.createdAt)}</span>
                </p>
                <p className="text-night-400">{t.auditBy(entry.adminUsername ?? '—')}</p>
                <p className="mt-1 break-all font-mono text-[11px] text-night-300" dir="ltr">
                  {JSON.stringify(entry.before)} → {JSON.stringify(entry.after)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      {dialog}
    </div>
  );
}
