import { Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { arFairness } from '../i18n/ar-fairness';

/** A link from an outcome (fight, crime, contract) to its proof on the check page (issue 29). */
export function FairnessLink({
  proofId,
  short = false,
}: {
  proofId: string | null | undefined;
  short?: boolean;
}) {
  if (!proofId) return null;
  return (
    <Link
      to="/dashboard/fairness"
      search={{ proof: proofId }}
      data-testid="fairness-link"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-300 hover:text-emerald-200"
    >
      <ShieldCheck className="size-4" aria-hidden />
      {short ? arFairness.fairness.shortLink : arFairness.fairness.link}
    </Link>
  );
}
