import { createFileRoute } from '@tanstack/react-router';
import { UnavailableSection } from '../../../../components/SectionPage';
import { ar } from '../../../../i18n/ar';

/** A screen a later release builds: the shell, its banner and the empty state. */
export const Route = createFileRoute('/_shell/_auth/dashboard/houses')({
  component: () => <UnavailableSection bannerKey="houses" title={ar.nav.houses} />,
});
