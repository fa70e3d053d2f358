import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../lib/route-loader';
import { getGetMySuggestionsQueryOptions } from '../../../api/generated/suggestions/suggestions';
import { SuggestionsPage } from '../../../features/suggestions/SuggestionsPage';

/** Suggestions (spec 000 section 2): in the shell without a sign-in guard; the page asks to sign in. */
export const Route = createFileRoute('/_shell/dashboard/suggestions')({
  loader: ({ context }) => primeQuery(context, getGetMySuggestionsQueryOptions()),
  component: SuggestionsPage,
});
