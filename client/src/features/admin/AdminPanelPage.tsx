import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowRight, Calculator, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useCheckAdmin } from '../../api/generated/auth/auth';
import { useSession } from '../../auth/use-session';
import { Button, buttonClass } from '../../components/Button';
import { CalculatorModal } from '../../components/CalculatorModal';
import { ar } from '../../i18n/ar-admin';
import { useConnectionState } from '../../realtime/use-realtime';
import { ADMIN_TABS, type AdminTab } from './admin-tabs';
import { AdminCrimesSection } from './crimes/AdminCrimesSection';
import { AdminJobsSection } from './jobs/AdminJobsSection';
import { AdminWeaponsSection } from './weapons/AdminWeaponsSection';
import { AdminArmorsSection } from './armors/AdminArmorsSection';
import { AdminHousesSection } from './houses/AdminHousesSection';
import { AdminRidesSection } from './rides/AdminRidesSection';
import { AdminPetsSection } from './pets/AdminPetsSection';
import { AdminLoginGiftSection } from './login-gift/AdminLoginGiftSection';
import { AdminRankingsSection } from './rankings/AdminRankingsSection';
import { AdminTasksSection } from './tasks/AdminTasksSection';
import { AdminBlockedMessagesSection } from './blocked-messages/AdminBlockedMessagesSection';
import { AdminReportedMessagesSection } from './reported-messages/AdminReportedMessagesSection';
import { AdminGameNewsSection } from './game-news/AdminGameNewsSection';
import { AdminMinistryMissionsSection } from './ministry-missions/AdminMinistryMissionsSection';
import { AdminSuggestionsSection } from './suggestions/AdminSuggestionsSection';
import { AdminOverviewSection } from './overview/AdminOverviewSection';
import { AdminCharactersSection } from './characters/AdminCharactersSection';
import { AdminIpsSection } from './ips/AdminIpsSection';
import { AdminPackagesSection } from './packages/AdminPackagesSection';
import { AdminSpecialItemsSection } from './special-items/AdminSpecialItemsSection';
import { AdminPurchasesSection } from './purchases/AdminPurchasesSection';
import { AdminAuditLogSection } from './audit-log/AdminAuditLogSection';
import { AdminLinkedAccountsSection } from './linked-accounts/AdminLinkedAccountsSection';
import { AdminOperationsSection } from './operations/AdminOperationsSection';

/**
 * Spec 002 section 2.1: checks the admin status ('checking permissions' spinner), sends a visitor to
 * /login and a non-admin to /dashboard, then shows the top bar, the calculator and the 22 tabs,
 * overview by default; every tab has its section (`SECTIONS`).
 */
export function AdminPanelPage({ tab }: { tab: AdminTab }) {
  const session = useSession();
  const navigate = useNavigate();
  const nonGuest = session !== null && !session.user.isGuest;
  const check = useCheckAdmin({ query: { enabled: nonGuest, retry: false, staleTime: 0 } });
  const isAdmin = check.data?.isAdmin === true;
  const denied = session !== null && (!nonGuest || check.isError || check.data?.isAdmin === false);

  useEffect(() => {
    if (!session) void navigate({ to: '/login', replace: true });
    else if (denied) void navigate({ to: '/dashboard', replace: true });
  }, [session, denied, navigate]);

  if (!isAdmin) {
    return (
      <main className="grid min-h-dvh place-items-center" role="status" data-testid="admin-checking">
        <div className="flex flex-col items-center gap-3 text-night-300">
          <LoaderCircle className="size-10 animate-spin text-blood-500" aria-hidden />
          <p>{ar.admin.checking}</p>
        </div>
      </main>
    );
  }
  return <AdminPanel tab={tab} />;
}

/**
 * The section of each of the 22 tabs. Typed as a record over `AdminTab`, so a tab added to
 * `ADMIN_TABS` without a section does not compile.
 */
const SECTIONS: Record<AdminTab, () => ReactNode> = {
  overview: () => <AdminOverviewSection />,
  characters: () => <AdminCharactersSection />,
  crimes: () => <AdminCrimesSection />,
  weapons: () => <AdminWeaponsSection />,
  armors: () => <AdminArmorsSection />,
  'special-items': () => <AdminSpecialItemsSection />,
  houses: () => <AdminHousesSection />,
  rides: () => <AdminRidesSection />,
  pets: () => <AdminPetsSection />,
  jobs: () => <AdminJobsSection />,
  'ministry-missions': () => <AdminMinistryMissionsSection />,
  'blackcoin-packages': () => <AdminPackagesSection key="blackcoin" kind="blackcoin" />,
  'money-packages': () => <AdminPackagesSection key="money" kind="money" />,
  'vip-packages': () => <AdminPackagesSection key="vip" kind="vip" />,
  suggestions: () => <AdminSuggestionsSection />,
  'reported-messages': () => <AdminReportedMessagesSection />,
  'blocked-messages': () => <AdminBlockedMessagesSection />,
  ips: () => <AdminIpsSection />,
  tasks: () => <AdminTasksSection />,
  rankings: () => <AdminRankingsSection />,
  'game-news': () => <AdminGameNewsSection />,
  'login-gift': () => <AdminLoginGiftSection />,
  purchases: () => <AdminPurchasesSection />,
  'audit-log': () => <AdminAuditLogSection />,
  'linked-accounts': () => <AdminLinkedAccountsSection />,
  operations: () => <AdminOperationsSection />,
};

/** The selected tab's section. */
function AdminTabSection({ tab }: { tab: AdminTab }) {
  return <>{SECTIONS[tab]()}</>;
}

/**
 * The 22 tabs. Below the spec's 768 px breakpoint they are one right-to-left row that scrolls
 * sideways (the page itself does not), with the chosen tab scrolled into view; from 768 px a grid.
 */
function AdminTabBar({ tab }: { tab: AdminTab }) {
  const current = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = current.current;
    const row = link?.parentElement;
    // Only the row scrolls (scrollIntoView would also move the page); a grid has nothing to scroll.
    if (!link || !row || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    row.scrollBy({ left: linkBox.left + linkBox.width / 2 - (rowBox.left + rowBox.width / 2) });
  }, [tab]);
  return (
    <nav
      aria-label={ar.admin.title}
      className="-mx-3 flex snap-x gap-2 overflow-x-auto overscroll-x-contain px-3 pb-1 [scrollbar-width:thin] sm:-mx-6 sm:px-6 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-6"
      data-testid="admin-tabs"
    >
      {ADMIN_TABS.map((key) => (
        <Link
          key={key}
          ref={key === tab ? current : undefined}
          to="/admin/panel"
          search={{ tab: key }}
          aria-current={key === tab ? 'page' : undefined}
          className={`shrink-0 snap-start whitespace-nowrap rounded-xl border px-3 py-2 text-center text-sm font-bold transition md:whitespace-normal md:py-2.5 ${
            key === tab
              ? 'border-blood-500 bg-blood-600/20 text-white'
              : 'border-night-700 bg-night-900 text-night-200 hover:border-night-500'
          }`}
        >
          {ar.admin.tabs[key]}
        </Link>
      ))}
    </nav>
  );
}

function AdminPanel({ tab }: { tab: AdminTab }) {
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const { connected, authenticated } = useConnectionState();
  const online = connected && authenticated;
  const t = ar.admin;
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-20 flex flex-wrap items-center gap-3 border-b border-night-800 bg-night-950/90 px-4 py-3 backdrop-blur">
        <ShieldCheck className="size-6 text-gold-400" aria-hidden />
        <h1 className="text-xl font-black text-white">{t.title}</h1>
        <span
          data-testid="admin-connection"
          data-state={online ? 'online' : 'offline'}
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold ${
            online
              ? 'bg-emerald-500/15 text-emerald-300 ring-1 ring-emerald-400/40'
              : 'bg-night-800 text-night-300'
          }`}
        >
          <span className={`size-2 rounded-full ${online ? 'bg-emerald-400' : 'bg-night-500'}`} />
          {online ? t.connected : ar.connection.disconnected}
        </span>
        <div className="ms-auto flex items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setCalculatorOpen(true)}>
            <Calculator className="size-4" aria-hidden />
            {t.calculator}
          </Button>
          <Link to="/dashboard" className={buttonClass('ghost', '', 'sm')}>
            <ArrowRight className="size-4" aria-hidden />
            {t.back}
          </Link>
        </div>
      </header>
      <main className="mx-auto flex max-w-6xl flex-col gap-5 px-3 py-5 sm:px-6">
        <AdminTabBar tab={tab} />
        <section className="flex flex-col gap-4" data-testid="admin-section" data-tab={tab}>
          <h2 className="text-2xl font-extrabold text-white">{t.tabs[tab]}</h2>
          <AdminTabSection tab={tab} />
        </section>
      </main>
      <CalculatorModal open={calculatorOpen} onClose={() => setCalculatorOpen(false)} />
    </div>
  );
}
