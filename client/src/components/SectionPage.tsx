import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { arComponents } from '../i18n/ar-components';
import { Banner } from './Banner';

/** A shell screen: its banner, then its content. */
export function SectionPage({
  bannerKey,
  title,
  children,
}: {
  bannerKey: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <Banner bannerKey={bannerKey} title={title} />
      {children}
    </div>
  );
}

/** The spec's empty state, for a message the screen gives when there is nothing to show. */
export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div
      data-testid="empty-state"
      className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-night-700 bg-night-900/60 px-6 py-12 text-center"
    >
      <Construction className="size-10 text-night-500" aria-hidden />
      <p className="text-lg font-bold text-night-100">{title}</p>
      {hint && <p className="max-w-md text-sm text-night-400">{hint}</p>}
    </div>
  );
}

/** A screen whose feature a later release builds: banner and an honest empty state, nothing more. */
export function UnavailableSection({ bannerKey, title }: { bannerKey: string; title: string }) {
  return (
    <SectionPage bannerKey={bannerKey} title={title}>
      <EmptyState title={arComponents.section.noData} hint={arComponents.section.unavailableHint} />
    </SectionPage>
  );
}
