import { Crown, Sparkles } from 'lucide-react';
import { arShell } from '../i18n/ar-shell';

/**
 * A player's name as every name spot shows it (spec 000 sections 3 and 6): a VIP's name in gold with a
 * sparkle and the VIP badge; anyone else's plain. `nameClass` styles the name of a non-VIP.
 */
export function VipName({
  name,
  isVip,
  nameClass = 'font-bold text-white',
  testId,
}: {
  name: string;
  isVip: boolean;
  nameClass?: string;
  testId?: string;
}) {
  if (!isVip)
    return (
      <span className={`truncate ${nameClass}`} data-testid={testId}>
        {name}
      </span>
    );
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5" data-vip="true">
      <span
        className="truncate bg-gradient-to-l from-gold-300 via-gold-400 to-gold-300 bg-clip-text font-extrabold text-transparent"
        data-testid={testId}
      >
        {name}
      </span>
      <Sparkles className="vip-sparkle size-4 shrink-0 text-gold-300" aria-hidden />
      <span
        data-testid="vip-badge"
        title={arShell.shell.vipMember}
        className="inline-flex shrink-0 items-center gap-1 rounded-full bg-gold-400/15 px-2 py-0.5 text-xs font-bold text-gold-300 ring-1 ring-gold-400/40"
      >
        <Crown className="size-3" aria-hidden />
        {arShell.shell.vip}
      </span>
    </span>
  );
}
