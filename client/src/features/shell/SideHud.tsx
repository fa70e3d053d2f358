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
  ListChecks,
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
import { arShell } from '../../i18n/ar-shell';
import { badgeText } from '../../lib/badges';
import { formatMoneyShort, formatNumber, shortenMoney } from '../../lib/format';
import { ConnectionBadge } from './ConnectionBadge';
import { NAV_DRAWER_ID } from './nav-drawer-id';

interface SideHudProps {
  hud: HudDto | undefined;
  expanded: boolean;
  onToggleExpanded: () => void;
  onOpenMenu: () => void;
  /** Whether the navigation drawer is open (the menu button's `aria-expanded`). */
  menuOpen?: boolean;
  unreadMessages: number | undefined;
  unreadNotifications: number | undefined;
  /** Active tasks reached and not claimed (spec 000 section 7, `unclaimedTasksCount`). */
  unclaimedTasks?: number;
}

/** A HUD button or link; collapsed it is a centred icon (the strip is 16 units wide, spec 000 section 2). */
function itemClass(expanded: boolean, vip = false): string {
  const colors = vip
    ? 'bg-gold-400/10 text-gold-300 ring-1 ring-gold-400/40 hover:bg-gold-400/20'
    : 'text-night-200 hover:bg-night-800 hover:text-white';
  return `relative flex min-h-10 w-full items-center gap-3 rounded-xl transition ${colors} ${expanded ? 'px-2.5' : 'justify-center'}`;
}

/** Beside the icon when expanded; on the strip's inner corner when collapsed (the icon is centred). */
function Badge({ count, expanded }: { count: number | undefined; expanded: boolean }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      data-testid="badge"
      className={`absolute -top-0.5 ${expanded ? 'start-6' : 'end-0'} min-w-5 rounded-full bg-blood-600 px-1 text-center text-[10px] font-bold leading-5 text-white`}
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
  vip = false,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  expanded: boolean;
  badge?: number;
  /** The blackcoin shop's VIP styling (spec 000 section 2): gold, with a sparkle. */
  vip?: boolean;
}) {
  return (
    <Link
      to={to}
      className={itemClass(expanded, vip)}
      title={label}
      aria-label={label}
      data-vip={vip || undefined}
    >
      <Icon className={`size-5 shrink-0${vip ? ' vip-sparkle' : ''}`} aria-hidden />
      {expanded && <span className="truncate text-sm">{label}</span>}
      <Badge count={badge} expanded={expanded} />
    </Link>
  );
}

/** Collapsed: a short label over the shortened value, so the narrow strip still says what each number is. */
function CompactValue({ label, value, valueClass }: { label: string; value: string; valueClass: string }) {
  return (
    <span className="flex flex-col items-center leading-tight">
      <span className="text-[9px] text-night-400">{label}</span>
      <span className={`text-[11px] font-bold ${valueClass}`}>{value}</span>
    </span>
  );
}

function Bar({ meter, expanded }: { meter: HudMeter; expanded: boolean }) {
  const { key, label, icon: Icon, iconClass, value, max, barClass } = meter;
  return (
    <div
      data-testid={`side-hud-${key}`}
      data-value={value}
      className={`flex flex-col gap-1 ${expanded ? 'px-2.5' : 'px-1'}`}
      title={`${label}: ${formatNumber(value)} / ${formatNumber(max)}`}
    >
      <div className={`flex items-center text-xs text-night-300 ${expanded ? 'gap-2' : 'flex-col gap-0.5'}`}>
        <Icon className={`size-4 shrink-0 ${iconClass}`} aria-hidden />
        {expanded ? (
          <>
            <span>{label}</span>
            <span className="ms-auto font-bold text-white">
              {formatNumber(value)} / {formatNumber(max)}
            </span>
          </>
        ) : (
          <CompactValue label={arShell.hud.short[key]} value={shortenMoney(value)} valueClass="text-white" />
        )}
      </div>
      <MeterBar label={label} value={value} max={max} barClass={barClass} className="h-1.5" />
    </div>
  );
}

/**
 * Money or blackcoins, shortened (`1K`, `1M`) by `format` (money with its '$', issue 31); the exact
 * amount is in the tooltip.
 */
function Amount({
  testId,
  icon,
  label,
  shortLabel,
  value,
  format,
  valueClass,
  expanded,
}: {
  testId: string;
  icon: ReactNode;
  label: string;
  shortLabel: string;
  value: number;
  format: (value: number) => string;
  valueClass: string;
  expanded: boolean;
}) {
  return (
    <div
      data-testid={testId}
      data-value={value}
      className={`flex items-center ${expanded ? 'gap-2 px-2.5' : 'flex-col gap-0.5 px-1'}`}
      title={`${label}: ${formatNumber(value)}`}
    >
      {icon}
      {expanded ? (
        <>
          <span className="text-xs text-night-300">{label}</span>
          <span className={`ms-auto font-bold ${valueClass}`}>{format(value)}</span>
        </>
      ) : (
        <CompactValue label={shortLabel} value={format(value)} valueClass={valueClass} />
      )}
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
  menuOpen = false,
  unreadMessages,
  unreadNotifications,
  unclaimedTasks,
}: SideHudProps) {
  const s = arShell.shell;
  return (
    <aside
      data-testid="side-hud"
      data-expanded={expanded}
      aria-label={arShell.hud.title}
      className={`fixed inset-y-0 start-0 z-30 flex flex-col gap-1 overflow-y-auto overflow-x-hidden border-e border-night-800 bg-night-900/95 py-2 backdrop-blur transition-[width] md:py-3 ${expanded ? 'w-60 px-3' : 'w-16 px-1.5'}`}
    >
      <button
        type="button"
        className={itemClass(expanded)}
        onClick={onOpenMenu}
        aria-expanded={menuOpen}
        aria-controls={NAV_DRAWER_ID}
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
        className={itemClass(expanded)}
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
        <div
          className={`my-1 flex flex-col rounded-2xl bg-night-950/60 ${expanded ? 'gap-3 py-3' : 'gap-2 py-2'}`}
        >
          <div
            data-testid="side-hud-level"
            data-value={hud.level}
            className={`flex items-center ${expanded ? 'gap-2 px-2.5' : 'flex-col gap-0.5 px-1'}`}
            title={`${arShell.hud.level} ${formatNumber(hud.level)}`}
          >
            <Star className="size-5 shrink-0 fill-gold-400 text-gold-400" aria-hidden />
            {expanded ? (
              <>
                <span className="text-xs text-night-300">{arShell.hud.level}</span>
                <span className="font-black text-white">{formatNumber(hud.level)}</span>
              </>
            ) : (
              <CompactValue
                label={arShell.hud.short.level}
                value={formatNumber(hud.level)}
                valueClass="text-white"
              />
            )}
          </div>
          {hudMeters(hud).map((meter) => (
            <Bar key={meter.key} meter={meter} expanded={expanded} />
          ))}
          <Amount
            testId="side-hud-money"
            icon={<Coins className="size-4 shrink-0 text-emerald-400" aria-hidden />}
            label={arShell.hud.money}
            shortLabel={arShell.hud.short.money}
            value={hud.money}
            format={formatMoneyShort}
            valueClass="text-emerald-300"
            expanded={expanded}
          />
          <Amount
            testId="side-hud-blackcoins"
            icon={<Gem className="size-4 shrink-0 text-violet-400" aria-hidden />}
            label={arShell.hud.blackcoins}
            shortLabel={arShell.hud.short.blackcoins}
            value={hud.blackcoins}
            format={shortenMoney}
            valueClass="text-violet-300"
            expanded={expanded}
          />
        </div>
      )}

      <Shortcut to="/players" icon={Search} label={s.players} expanded={expanded} />
      <Shortcut
        to="/dashboard/special-shop"
        icon={ShoppingBag}
        label={s.specialShop}
        expanded={expanded}
        vip
      />
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
      <Shortcut
        to="/dashboard/tasks"
        icon={ListChecks}
        label={ar.nav.tasks}
        expanded={expanded}
        badge={unclaimedTasks}
      />

      <div className="mt-auto flex flex-col items-center gap-1 pt-2">
        <ConnectionBadge compact={!expanded} />
        <button
          type="button"
          className={itemClass(expanded)}
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
