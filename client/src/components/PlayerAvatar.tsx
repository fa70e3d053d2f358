import { Crown, ShieldCheck } from 'lucide-react';
import { arPvp } from '../i18n/ar-pvp';

const SIZES = {
  sm: 'size-9 text-sm',
  md: 'size-12 text-lg',
  lg: 'size-16 text-2xl',
  xl: 'size-24 text-4xl',
} as const;
const DOTS = { sm: 'size-2.5', md: 'size-3', lg: 'size-4', xl: 'size-5' } as const;

/** Spec 000 section 9: avatar sizes sm, md, lg, xl; an image path, else the name's first letter. */
export function PlayerAvatar({
  name,
  avatarUrl,
  online,
  size = 'md',
}: {
  name: string;
  avatarUrl?: string | null;
  /** Draws the online dot when given: green online, grey offline. */
  online?: boolean;
  size?: keyof typeof SIZES;
}) {
  return (
    <span className={`relative inline-grid shrink-0 ${SIZES[size]}`}>
      {avatarUrl ? (
        <img src={avatarUrl} alt="" className="size-full rounded-full object-cover ring-2 ring-night-700" />
      ) : (
        <span
          aria-hidden
          className="grid size-full place-items-center rounded-full bg-gradient-to-br from-blood-700 to-night-800 font-black text-white ring-2 ring-night-700"
        >
          {name.trim().charAt(0) || '؟'}
        </span>
      )}
      {online !== undefined && (
        <span
          data-testid="online-dot"
          data-online={online}
          title={online ? arPvp.pvp.online : arPvp.pvp.offline}
          className={`absolute bottom-0 end-0 rounded-full ring-2 ring-night-900 ${DOTS[size]} ${
            online ? 'bg-emerald-400' : 'bg-night-500'
          }`}
        />
      )}
    </span>
  );
}

/** The VIP badge (gold, sparkle styling) and the admin badge beside a name. */
export function PlayerBadges({ vip, admin }: { vip?: boolean; admin?: boolean }) {
  return (
    <>
      {vip && (
        <span
          data-testid="vip-badge"
          className="inline-flex items-center gap-1 rounded-full bg-gold-400/15 px-2 py-0.5 text-xs font-bold text-gold-300 ring-1 ring-gold-400/40"
        >
          <Crown className="size-3" aria-hidden />
          {arPvp.pvp.vip}
        </span>
      )}
      {admin && (
        <span
          data-testid="admin-badge"
          className="inline-flex items-center gap-1 rounded-full bg-sky-500/15 px-2 py-0.5 text-xs font-bold text-sky-300 ring-1 ring-sky-400/40"
        >
          <ShieldCheck className="size-3" aria-hidden />
          {arPvp.pvp.admin}
        </span>
      )}
    </>
  );
}
