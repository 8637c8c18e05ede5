import { committeeVideoListQuerySchema } from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { useListPage } from '@/hooks/use-list-page';

const urlNames = { searchTerm: 'q', pageSize: 'size', textSearch: 'said', stateCode: 'state' } as const;

/**
 * The hearing list's filters in the URL (state, sessionCode, chamber, committee, year, month, q, said, page, size),
 * so a link or a reload shows the same list; unknown values fall back to the defaults.
 */
export function useCommitteeVideoFilters() {
  const { query, setFilters } = useListPage(committeeVideoListQuerySchema, { names: urlNames });
  const activeCount = [
    query.stateCode,
    query.sessionCode,
    query.chamber,
    query.committee,
    query.year,
    query.month,
  ].filter((value) => value !== undefined && value !== '').length;
  return { query, update: setFilters, activeCount };
}
