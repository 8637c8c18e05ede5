import {
  type CommitteeChamber,
  type CommitteeSortField,
  committeeListQuerySchema,
} from '@statehouse/shared/committees/committees.schemas';
import { booleanParam } from '@statehouse/shared/common/query-params';
import { z } from 'zod';
import { useListPage } from '@/hooks/use-list-page';

export type CommitteeFilters = {
  /** A state code, or '' for the app's state. */
  state: string;
  searchTerm: string;
  chamber: CommitteeChamber | '';
  /** Only committees with hearings or referrals in the app's session. */
  activeOnly: boolean;
  sort: CommitteeSortField;
  sortOrder: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

// The API's fields the URL holds, and "active in the app's session" (the page turns it into the API's sessionCode).
const { stateCode, searchTerm, chamber, sort, sortOrder, page, pageSize } = committeeListQuerySchema.shape;
const committeeUrlSchema = z.object({
  state: stateCode,
  searchTerm,
  chamber,
  activeOnly: booleanParam.default(false),
  sort,
  sortOrder,
  page,
  pageSize,
});
const urlNames = { searchTerm: 'q', activeOnly: 'active', sortOrder: 'order', pageSize: 'size' } as const;

/**
 * The list's filters live in the URL (state, q, chamber, active, sort, order, page, size) so a link or a reload shows the same
 * list; unknown values fall back to the defaults instead of failing the request.
 */
export function useCommitteeFilters() {
  const { query, setFilters } = useListPage(committeeUrlSchema, { names: urlNames });
  const filters: CommitteeFilters = {
    ...query,
    state: query.state ?? '',
    searchTerm: query.searchTerm ?? '',
    chamber: query.chamber ?? '',
  };
  const activeCount = [filters.chamber, filters.activeOnly ? '1' : ''].filter((value) => value !== '').length;
  return { filters, update: setFilters, activeCount };
}
