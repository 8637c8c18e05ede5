import {
  MEMBERS_DEFAULT_PAGE_SIZE,
  type MemberChamber,
  type MemberSortField,
  memberChambers,
  memberSortFields,
} from '@statehouse/shared/members/members.schemas';
import { useUrlParams } from '@/hooks/use-url-params';

export type MemberFilters = {
  searchTerm: string;
  party: string;
  chamber: MemberChamber | '';
  district: string;
  sort: MemberSortField;
  sortOrder: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * The directory's filters live in the URL (q, party, chamber, district, sort, order, page, size) so a link or a
 * reload shows the same list; unknown values fall back to the defaults instead of failing the request.
 */
export function useMemberFilters() {
  const [params, setParams, latestParams] = useUrlParams();
  const chamber = params.get('chamber') ?? '';
  const sort = params.get('sort') ?? '';
  const filters: MemberFilters = {
    searchTerm: params.get('q') ?? '',
    party: /^[DRILG]$/.test(params.get('party') ?? '') ? params.get('party')! : '',
    chamber: (memberChambers as readonly string[]).includes(chamber) ? (chamber as MemberChamber) : '',
    district: params.get('district') ?? '',
    sort: (memberSortFields as readonly string[]).includes(sort) ? (sort as MemberSortField) : 'name',
    sortOrder: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: positive(params.get('page'), 1),
    pageSize: Math.min(positive(params.get('size'), MEMBERS_DEFAULT_PAGE_SIZE), 200),
  };
  const names: Record<keyof MemberFilters, string> = {
    searchTerm: 'q',
    party: 'party',
    chamber: 'chamber',
    district: 'district',
    sort: 'sort',
    sortOrder: 'order',
    page: 'page',
    pageSize: 'size',
  };
  /** Sets some filters; any change but paging goes back to page 1. */
  const update = (changes: Partial<MemberFilters>) => {
    const next = latestParams();
    for (const [key, value] of Object.entries(changes)) {
      const name = names[key as keyof MemberFilters];
      if (value === '' || value === undefined) next.delete(name);
      else next.set(name, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const activeCount = [filters.party, filters.chamber, filters.district].filter((value) => value !== '').length;
  return { filters, update, activeCount };
}
