import { createFileRoute } from '@tanstack/react-router';
import { SuggestionsPage } from '../../../features/suggestions/SuggestionsPage';

/** Suggestions (spec 000 section 2): in the shell without a sign-in guard; the page asks to sign in. */
export const Route = createFileRoute('/_shell/dashboard/suggestions')({
  component: SuggestionsPage,
});
