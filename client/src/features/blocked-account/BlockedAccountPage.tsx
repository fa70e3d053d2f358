import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Ban } from 'lucide-react';
import { getCharacterProfile } from '../../api/generated/character/character';
import { BLOCKED_AT_KEY, BLOCKED_REASON_KEY, BLOCKED_REDIRECTING_KEY } from '../../api/http';
import { getSession } from '../../auth/session';
import { buttonClass } from '../../components/Button';
import { LoadingScreen } from '../../components/LoadingScreen';
import { arPublic } from '../../i18n/ar-public';
import { formatLongDateTime } from '../../lib/format';

interface BanInfo {
  reason: string | null;
  bannedAt: string | null;
}

function readStoredBan(): BanInfo | null {
  const reason = sessionStorage.getItem(BLOCKED_REASON_KEY);
  const bannedAt = sessionStorage.getItem(BLOCKED_AT_KEY);
  return reason === null && bannedAt === null ? null : { reason, bannedAt };
}

/** Spec 000 section 4: the screen clears the stored reason and date together with the redirecting flag. */
function clearStoredBan(): void {
  sessionStorage.removeItem(BLOCKED_REASON_KEY);
  sessionStorage.removeItem(BLOCKED_AT_KEY);
  sessionStorage.removeItem(BLOCKED_REDIRECTING_KEY);
}

/**
 * Spec 000 (Blocked-account screen and section 4): shows the ban the HTTP layer stored; without
 * one, asks the server (a ban answers 403 and the HTTP layer stores it) and leaves if not banned.
 */
export function BlockedAccountPage() {
  const navigate = useNavigate();
  const [ban, setBan] = useState<BanInfo | null>(readStoredBan);
  const asked = useRef(false);

  useEffect(() => {
    if (ban) {
      clearStoredBan();
      return;
    }
    if (asked.current) return;
    asked.current = true;
    // Spec 000 section 4: a signed-out visitor with no stored ban keeps the loading state (issue 31).
    if (!getSession()) return;
    getCharacterProfile()
      .then(() => navigate({ to: '/', replace: true }))
      .catch(() => {
        setBan(readStoredBan() ?? { reason: arPublic.blocked.defaultReason, bannedAt: null });
        clearStoredBan();
      });
  }, [ban, navigate]);

  if (!ban) return <LoadingScreen />;
  // An empty reason reads as the spec's default sentence (spec 000 section 4).
  const reason =
    !ban.reason?.trim() || ban.reason === 'No reason provided' ? arPublic.blocked.defaultReason : ban.reason;
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <section className="flex w-full max-w-md flex-col items-center gap-5 rounded-3xl border border-blood-900 bg-night-900/90 p-6 text-center shadow-2xl shadow-blood-950 sm:p-8">
        <span className="grid size-16 place-items-center rounded-full bg-blood-950 text-blood-400 ring-1 ring-blood-800">
          <Ban className="size-9" aria-hidden />
        </span>
        <h1 className="text-2xl font-extrabold text-white">{arPublic.blocked.title}</h1>
        <dl className="w-full space-y-3 rounded-2xl bg-night-950/70 p-4 text-start">
          <div>
            <dt className="text-sm text-night-400">{arPublic.blocked.reasonLabel}</dt>
            <dd className="font-bold text-blood-300" data-testid="ban-reason">
              {reason}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-night-400">{arPublic.blocked.dateLabel}</dt>
            <dd className="text-night-100">{formatLongDateTime(ban.bannedAt) ?? arPublic.blocked.noDate}</dd>
          </div>
        </dl>
        <p className="text-sm leading-relaxed text-night-300">{arPublic.blocked.note}</p>
        <Link to="/" className={buttonClass('secondary', 'w-full')}>
          {arPublic.blocked.backHome}
        </Link>
      </section>
    </main>
  );
}
