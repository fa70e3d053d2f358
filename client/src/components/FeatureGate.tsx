import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { useGetHud } from '../api/generated/character/character';
import { useGetFeatureInfo } from '../api/generated/features/features';
import type { Feature } from '../api/generated/model/feature';
import { useSession } from '../auth/use-session';
import { ar } from '../i18n/ar';
import { lockFor } from '../lib/feature-lock';
import { SectionPage } from './SectionPage';

/** Spec 000 section 9: the level lock a locked screen shows ('هذه الميزة تتطلب المستوى {n}'). */
export function FeatureLockPanel({ level }: { level: number }) {
  return (
    <section
      data-testid="feature-locked"
      className="flex flex-col items-center gap-3 rounded-3xl border border-night-700 bg-night-900/80 p-8 text-center"
    >
      <Lock className="size-12 text-night-400" aria-hidden />
      <h2 className="text-xl font-extrabold text-white">{ar.lockedTitle}</h2>
      <p className="text-night-200">{ar.featureLocked(level)}</p>
    </section>
  );
}

/**
 * A level-gated screen (spec 000 section 9): below the feature's level it shows the screen's banner and
 * the level lock instead of `children`, whether it was opened from the drawer or by URL. The level is
 * the feature info's (the drawer's), else the HUD's; until one is known the screen itself is shown.
 */
export function FeatureGate({
  feature,
  bannerKey,
  title,
  children,
}: {
  feature: Feature;
  bannerKey: string;
  title: string;
  children: ReactNode;
}) {
  const signedIn = useSession() !== null;
  const info = useGetFeatureInfo({
    query: { enabled: signedIn, staleTime: 60_000, retry: 1, retryDelay: 2000 },
  });
  const hud = useGetHud({ query: { enabled: signedIn } });
  const locked = lockFor(feature, info.data?.playerLevel ?? hud.data?.level);
  if (locked === null) return children;
  return (
    <SectionPage bannerKey={bannerKey} title={title}>
      <FeatureLockPanel level={locked} />
    </SectionPage>
  );
}
