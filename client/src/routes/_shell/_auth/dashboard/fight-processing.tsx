import { createFileRoute } from '@tanstack/react-router';
import { FightProcessingPage } from '../../../../features/pvp/FightProcessingPage';

export const Route = createFileRoute('/_shell/_auth/dashboard/fight-processing')({
  component: FightProcessingPage,
});
