import {
  type MemberChamber,
  type MemberListQuery,
  type MemberSortField,
  memberListQuerySchema,
} from '@statehouse/shared/members/members.schemas';
import { useListPage } from '@/hooks/use-list-page';

export type MemberFilters = {
  searchTerm: string;
  party: NonNullable<MemberListQuery['party']> | '';
  chamber: MemberChamber | '';
  district: string;
  sort: MemberSortField;
  sortOrder: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/** What the URL holds of the API's query: the state and session are the app's, not the URL's. */
const memberUrlSchema = memberListQuerySchema.omit({ stateCode: true, sessionCode: true });
const urlNames = { searchTerm: 'q', sortOrder: 'order', pageSize: 'size' } as const;

/**
 * The directory's filters live in the URL (q, party, chamber, district, sort, order, page, size) so a link or a
 * reload shows the same list; unknown values fall back to the defaults instead of failing the request.
 */
export function useMemberFilters() {
  const { query, setFilters } = useListPage(memberUrlSchema, { names: urlNames });
  const filters: MemberFilters = {
    ...query,
    searchTerm: query.searchTerm ?? '',
    party: query.party ?? '',
    chamber: query.chamber ?? '',
    district: query.district ?? '',
  };
  const activeCount = [filters.party, filters.chamber, filters.district].filter((value) => value !== '').length;
  return { filters, update: setFilters, activeCount };
}
