import { type MatchesParams, matchesQueryFields } from '@statehouse/shared/autotrack/autotrack.schemas';
import { useListPage } from '@/hooks/use-list-page';

const urlNames = { search: 'q', pageSize: 'size' } as const;

/** The matches list's filters in the URL (outcome, q, minScore, maxScore, priority, impact, page, size). */
export function useMatchFilters() {
  const { query, setFilters, setPage } = useListPage(matchesQueryFields, { names: urlNames });
  const outcome = query.outcome ?? 'pending';
  const params: MatchesParams = { ...query, outcome };
  const activeCount = [query.priority, query.impact, query.minScore, query.maxScore].filter(
    (value) => value !== undefined,
  ).length;
  return { query: params, update: setFilters, setPage, activeCount };
}
