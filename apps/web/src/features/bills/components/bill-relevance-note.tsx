import type { BillSummary } from '@statehouse/shared/bills/bills.schemas';

/** Why a bill ranks where it does for a company (GET /api/bills?rerankCompanyId): the first reasons, in words. */
export function BillRelevanceNote({
  relevance,
  className,
}: {
  relevance: BillSummary['relevance'];
  className?: string;
}) {
  if (!relevance || relevance.reasons.length === 0) return null;
  return (
    <span className={`text-xs text-emerald-800 dark:text-emerald-300 ${className ?? ''}`}>
      <span className="font-medium">Why: </span>
      {relevance.reasons.slice(0, 2).join(' · ')}
    </span>
  );
}
