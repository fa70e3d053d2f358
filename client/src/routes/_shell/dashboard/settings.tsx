import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../lib/route-loader';
import { getGetSettingsQueryOptions } from '../../../api/generated/settings/settings';
import { SettingsPage } from '../../../features/settings/SettingsPage';

export const Route = createFileRoute('/_shell/dashboard/settings')({
  loader: ({ context }) => primeQuery(context, getGetSettingsQueryOptions()),
  component: SettingsPage,
});
