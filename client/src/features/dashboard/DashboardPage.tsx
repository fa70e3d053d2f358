import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Calculator, ShieldCheck, Sparkles, UserRound } from 'lucide-react';
import { useCheckAdmin, useGetAccountProfile } from '../../api/generated/auth/auth';
import { useGetHud } from '../../api/generated/character/character';
import { useGetFeatureInfo } from '../../api/generated/features/features';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { HomeBanner } from '../../components/BannerScene';
import { arShell } from '../../i18n/ar-shell';
import { formatNumber } from '../../lib/format';
import { unlockProgress } from '../../lib/feature-lock';
import { HudPanel } from './HudPanel';
import { featureLabel } from './feature-labels';

/**
 * The calculator (its dialog, fields and formulas) loads when first opened (issue 28 point 8: not part
 * of a player's first download of /dashboard).
 */
const CalculatorModal = lazy(() =>
  import('../../components/CalculatorModal').then((module) => ({ default: module.CalculatorModal })),
);

/**
 * `/dashboard`: the player's character at a glance, kept live by `hud:update`; `news` is the game news
 * the route places under it (another feature's component).
 */
export function DashboardPage({ news }: { news?: ReactNode } = {}) {
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  // Mounted from the first opening on, so its tab is kept between openings as before it loaded lazily.
  const [calculatorUsed, setCalculatorUsed] = useState(false);
  const profile = useGetAccountProfile();
  const user = profile.data?.user;
  const setupDone = user?.accountSetupCompleted === true;
  const hud = useGetHud({ query: { enabled: setupDone } });
  const features = useGetFeatureInfo({ query: { enabled: setupDone, staleTime: 60_000 } });
  // Spec 000 section 6: asked only for a non-guest user; a failed check means "not admin".
  const admin = useCheckAdmin({ query: { enabled: user !== undefined && !user.isGuest, retry: false } });
  const isAdmin = admin.data?.isAdmin === true;
  const next = features.data?.nextFeature;

  return (
    // SectionPage's layout, with the home banner alone (issue 28 point 8: not every screen's banner art).
    <div className="flex flex-col gap-5">
      <HomeBanner title={arShell.dashboard.welcome} />
      {user && (
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-extrabold text-white sm:text-3xl" data-testid="greeting">
            {arShell.dashboard.greeting(user.username ?? user.displayName)}
          </h2>
          {user.isGuest && (
            <span className="inline-flex items-center gap-1 rounded-full bg-night-800 px-3 py-1 text-xs font-bold text-night-200">
              <UserRound className="size-3.5" aria-hidden />
              {arShell.dashboard.guestBadge}
            </span>
          )}
          {isAdmin && (
            <span
              data-testid="admin-badge"
              title={arShell.dashboard.adminEntry}
              className="inline-flex items-center gap-1 rounded-full bg-gold-400/15 px-3 py-1 text-xs font-bold text-gold-300 ring-1 ring-gold-400/40"
            >
              <ShieldCheck className="size-3.5" aria-hidden />
              {arShell.dashboard.adminBadge}
            </span>
          )}
          <Button
            variant="secondary"
            className="ms-auto min-h-9 px-3 py-1.5 text-sm"
            onClick={() => {
              setCalculatorUsed(true);
              setCalculatorOpen(true);
            }}
          >
            <Calculator className="size-4" aria-hidden />
            {arShell.dashboard.calculator}
          </Button>
        </div>
      )}

      {profile.isError && <ErrorPanel detail={errorText(profile.error)} onRetry={() => profile.refetch()} />}
      {user && !setupDone && <p className="text-night-300">{arShell.dashboard.hudPending}</p>}
      {hud.data && <HudPanel hud={hud.data} />}
      {setupDone && hud.isPending && <HudSkeleton />}
      {hud.isError && <ErrorPanel detail={errorText(hud.error)} onRetry={() => hud.refetch()} />}

      {next && features.data && (
        <div
          data-testid="next-feature"
          className="flex flex-col gap-2 rounded-2xl border border-night-800 bg-night-900/80 p-4"
        >
          <p className="flex items-center gap-2 text-sm font-bold text-night-100">
            <Sparkles className="size-4 text-gold-400" aria-hidden />
            {arShell.dashboard.nextFeature(featureLabel(next.feature), formatNumber(next.requiredLevel))}
          </p>
          <div className="h-2 overflow-hidden rounded-full bg-night-950">
            <div
              className="h-full rounded-full bg-gold-400"
              style={{ width: `${unlockProgress(features.data.playerLevel, next.requiredLevel) * 100}%` }}
            />
          </div>
          <p className="text-xs text-night-400">
            {arShell.hud.level} {formatNumber(features.data.playerLevel)} / {formatNumber(next.requiredLevel)}
          </p>
        </div>
      )}
      {news}
      {calculatorUsed && (
        <Suspense fallback={null}>
          <CalculatorModal open={calculatorOpen} onClose={() => setCalculatorOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

function HudSkeleton() {
  return (
    <div
      role="status"
      aria-label={arShell.dashboard.hudLoading}
      className="grid animate-pulse grid-cols-2 gap-3 rounded-3xl border border-night-800 bg-night-900/80 p-4 sm:grid-cols-3 sm:p-6 lg:grid-cols-6"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          className={`h-24 rounded-2xl bg-night-800 ${i === 0 ? 'col-span-2 sm:col-span-3 lg:col-span-1' : ''}`}
        />
      ))}
    </div>
  );
}
