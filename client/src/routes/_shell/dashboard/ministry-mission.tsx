import { createFileRoute } from '@tanstack/react-router';
import { UnavailableSection } from '../../../components/SectionPage';
import { ar } from '../../../i18n/ar';

/** A screen a later release builds: the shell, its banner and the empty state. */
export const Route = createFileRoute('/_shell/dashboard/ministry-mission')({
  component: () => <UnavailableSection bannerKey="ministryMission" title={ar.nav.ministryMission} />,
});
