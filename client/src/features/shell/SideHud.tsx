import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  ChevronsLeft,
  ChevronsRight,
  Coins,
  Gem,
  Home,
  Menu,
  MessageCircle,
  RotateCw,
  Search,
  ShoppingBag,
  Star,
  UsersRound,
} from 'lucide-react';
import type { HudDto } from '../../api/generated/model/hudDto';
import { hudMeters, type HudMeter } from '../../components/hud-meters';
import { MeterBar } from '../../components/MeterBar';
import { ar } from '../../i18n/ar';
import { badgeText } from '../../lib/badges';
import { formatNumber, shortenMoney } from '../../lib/format';
import { ConnectionBadge } from './ConnectionBadge';

interface SideHudProps {
  hud: HudDto | undefined;
  expanded: boolean;
  onToggleExpanded: () => void;
  onOpenMenu: () => void;
  unreadMessages: number | undefined;
  unreadNotifications: number | undefined;
}

const itemClass =
  'relative flex min-h-10 w-full items-center gap-3 rounded-xl px-2.5 text-night-200 transition hover:bg-night-800 hover:text-white';

function Badge({ count }: { count: number | undefined }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      data-testid="badge"
      className="absolute -top-0.5 start-6 min-w-5 rounded-full bg-blood-600 px-1 text-center text-[10px] font-bold leading-5 text-white"
    >
      {text}
    </span>
  );
}

function Shortcut({
  to,
  icon: Icon,
  label,
  expanded,
  badge,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  expanded: boolean;
  badge?: number;
}) {
  return (
    <Link to={to} className={itemClass} title={label} aria-label={label}>
      <Icon className="size-5 shrink-0" aria-hidden />
      {expanded && <span className="truncate text-sm">{label}</span>}
      <Badge count={badge} />
    </Link>
  );
}

function Bar({ meter, expanded }: { meter: HudMeter; expanded: boolean }) {
  const { key, label, icon: Icon, iconClass, value, max, barClass } = meter;
  return (
    <div
      data-testid={`side-hud-${key}`}
      data-value={value}
      className="flex flex-col gap-1 px-2.5"
      title={`${label}: ${formatNumber(value)} / ${formatNumber(max)}`}
    >
      <div className="flex items-center gap-2 text-xs text-night-300">
        <Icon className={`size-4 shrink-0 ${iconClass}`} aria-hidden />
        {expanded && (
          <>
            <span>{label}</span>
            <span className="ms-auto font-bold text-white">
              {formatNumber(value)} / {formatNumber(max)}
            </span>
          </>
        )}
      </div>
      <MeterBar label={label} value={value} max={max} barClass={barClass} className="h-1.5" />
    </div>
  );
}

/** Money or blackcoins, shortened (`1K`, `1M`); the exact amount is in the tooltip. */
function Amount({
  testId,
  icon,
  label,
  value,
  valueClass,
  expanded,
}: {
  testId: string;
  icon: ReactNode;
  label: string;
  value: number;
  valueClass: string;
  expanded: boolean;
}) {
  return (
    <div
      data-testid={testId}
      data-value={value}
      className={`flex items-center gap-2 px-2.5 ${expanded ? '' : 'flex-col gap-0.5'}`}
      title={`${label}: ${formatNumber(value)}`}
    >
      {icon}
      {expanded && <span className="text-xs text-night-300">{label}</span>}
      <span className={`font-bold ${valueClass} ${expanded ? 'ms-auto' : 'text-[11px]'}`}>
        {shortenMoney(value)}
      </span>
    </div>
  );
}

/**
 * Spec 000 (Side HUD): collapsible, 16 units wide when collapsed. Menu toggle, home, expand/collapse,
 * level, health, energy, experience, money, blackcoins, shortcuts with unread badges, connection and reload.
 */
export function SideHud({
  hud,
  expanded,
  onToggleExpanded,
  onOpenMenu,
  unreadMessages,
  unreadNotifications,
}: SideHudProps) {
  const s = ar.shell;
  return (
    <aside
      data-testid="side-hud"
      data-expanded={expanded}
      aria-label={ar.hud.title}
      className={`fixed inset-y-0 start-0 z-30 flex flex-col gap-1 overflow-y-auto overflow-x-hidden border-e border-night-800 bg-night-900/95 py-3 backdrop-blur transition-[width] ${expanded ? 'w-60 px-3' : 'w-16 px-1.5'}`}
    >
      <button
        type="button"
        className={itemClass}
        onClick={onOpenMenu}
        aria-label={s.menu}
        title={s.menu}
        data-testid="menu-toggle"
      >
        <Menu className="size-5 shrink-0" aria-hidden />
        {expanded && <span className="text-sm font-bold">{s.menu}</span>}
      </button>
      <Shortcut to="/dashboard" icon={Home} label={s.home} expanded={expanded} />
      <button
        type="button"
        className={itemClass}
        onClick={onToggleExpanded}
        aria-label={expanded ? s.collapse : s.expand}
        title={expanded ? s.collapse : s.expand}
        aria-expanded={expanded}
        data-testid="hud-expand"
      >
        {expanded ? (
          <ChevronsRight className="size-5 shrink-0" aria-hidden />
        ) : (
          <ChevronsLeft className="size-5 shrink-0" aria-hidden />
        )}
        {expanded && <span className="text-sm">{s.collapse}</span>}
      </button>

      {hud && (
        <div className="my-2 flex flex-col gap-3 rounded-2xl bg-night-950/60 py-3">
          <div
            data-testid="side-hud-level"
            data-value={hud.level}
            className="flex items-center gap-2 px-2.5"
            title={`${ar.hud.level} ${formatNumber(hud.level)}`}
          >
            <Star className="size-5 shrink-0 fill-gold-400 text-gold-400" aria-hidden />
            {expanded && <span className="text-xs text-night-300">{ar.hud.level}</span>}
            <span className="font-black text-white">{formatNumber(hud.level)}</span>
          </div>
          {hudMeters(hud).map((meter) => (
            <Bar key={meter.key} meter={meter} expanded={expanded} />
          ))}
          <Amount
            testId="side-hud-money"
            icon={<Coins className="size-4 shrink-0 text-emerald-400" aria-hidden />}
            label={ar.hud.money}
            value={hud.money}
            valueClass="text-emerald-300"
            expanded={expanded}
          />
          <Amount
            testId="side-hud-blackcoins"
            icon={<Gem className="size-4 shrink-0 text-violet-400" aria-hidden />}
            label={ar.hud.blackcoins}
            value={hud.blackcoins}
            valueClass="text-violet-300"
            expanded={expanded}
          />
        </div>
      )}

      <Shortcut to="/players" icon={Search} label={s.players} expanded={expanded} />
      <Shortcut to="/dashboard/special-shop" icon={ShoppingBag} label={s.specialShop} expanded={expanded} />
      <Shortcut
        to="/dashboard/messages"
        icon={MessageCircle}
        label={s.messages}
        expanded={expanded}
        badge={unreadMessages}
      />
      <Shortcut to="/dashboard/friends" icon={UsersRound} label={s.friends} expanded={expanded} />
      <Shortcut
        to="/notifications"
        icon={Bell}
        label={s.notifications}
        expanded={expanded}
        badge={unreadNotifications}
      />

      <div className="mt-auto flex flex-col items-center gap-1 pt-2">
        <ConnectionBadge compact={!expanded} />
        <button
          type="button"
          className={itemClass}
          onClick={() => window.location.reload()}
          aria-label={s.reload}
          title={s.reload}
        >
          <RotateCw className="size-5 shrink-0" aria-hidden />
          {expanded && <span className="text-sm">{s.reload}</span>}
        </button>
      </div>
    </aside>
  );
}
