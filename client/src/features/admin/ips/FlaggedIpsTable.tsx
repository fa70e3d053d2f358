import type { FlaggedIpDto } from '../../../api/generated/model/flaggedIpDto';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { displayIp } from './ips';

/**
 * Spec 001 section 2.9: addresses shared by more than one user, their users, characters and levels,
 * and the flagged transfer pairs (DESIGN.md section 6) between accounts that shared the address.
 */
export function FlaggedIpsTable({ entries }: { entries: FlaggedIpDto[] | undefined }) {
  const t = ar.adminUsers;
  if (!entries) return <div className="h-24 animate-pulse rounded-2xl bg-night-900" />;
  if (entries.length === 0)
    return <p className="rounded-2xl bg-night-900 p-4 text-center text-night-400">{t.flaggedEmpty}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="flagged-ips">
      {entries.map((entry) => (
        <li
          key={entry.ipAddress}
          className="rounded-2xl border border-night-800 bg-night-900/80 p-3"
          data-testid="flagged-ip"
        >
          <header className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono font-bold text-gold-300" dir="ltr" data-testid="flagged-ip-address">
              {displayIp(entry.ipAddress)}
            </span>
            <span className="rounded-full bg-gold-500/15 px-2 py-0.5 text-xs font-bold text-gold-300">
              {t.userCount(formatNumber(entry.userCount))}
            </span>
          </header>
          <ul className="grid gap-1.5 sm:grid-cols-2">
            {entry.users.map((user) => (
              <li key={user.id} className="rounded-xl bg-night-800/60 px-3 py-2 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-bold text-white">{user.username ?? user.id}</span>
                  {user.isBanned && (
                    <span className="rounded-full bg-blood-600/20 px-2 py-0.5 text-xs font-bold text-blood-300">
                      {t.banned}
                    </span>
                  )}
                </p>
                {user.email && (
                  <p className="truncate text-xs text-night-400" dir="ltr">
                    {user.email}
                  </p>
                )}
                <p className="text-xs text-night-300">
                  {user.characters.length === 0
                    ? t.noCharacter
                    : user.characters
                        .map((character) => `${character.name} (${t.levelOf(formatNumber(character.level))})`)
                        .join('، ')}
                </p>
              </li>
            ))}
          </ul>
          {entry.transferPairs.length > 0 && (
            <section
              className="mt-2 rounded-xl border border-blood-700/50 bg-blood-950/30 p-2"
              data-testid="flagged-transfers"
            >
              <h4 className="mb-1 text-xs font-bold text-blood-300">{t.transferPairsTitle}</h4>
              <ul className="flex flex-col gap-1">
                {entry.transferPairs.map((pair) => (
                  <li
                    key={`${pair.senderUserId}:${pair.receiverUserId}`}
                    className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-night-200"
                    data-testid="flagged-transfer"
                  >
                    <span className="font-bold text-white">
                      {t.transferPair(pair.senderName, pair.receiverName)}
                    </span>
                    <span>{t.transferPairCount(formatNumber(pair.transferCount))}</span>
                    <span className="text-gold-300">{formatMoney(pair.totalMoney)}</span>
                    <span className="text-night-400">
                      {t.transferPairLast(formatLongDateTime(pair.lastTransferAt) ?? '')}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </li>
      ))}
    </ul>
  );
}
