import {
  COMMITTEES_DEFAULT_PAGE_SIZE,
  COMMITTEES_MAX_PAGE_SIZE,
  type CommitteeChamber,
  type CommitteeSortField,
  committeeChambers,
  committeeSortFields,
} from '@statehouse/shared/committees/committees.schemas';
import { isStateCode } from '@statehouse/shared/reference/states';
import { useUrlParams } from '@/hooks/use-url-params';

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

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

const names: Record<keyof CommitteeFilters, string> = {
  state: 'state',
  searchTerm: 'q',
  chamber: 'chamber',
  activeOnly: 'active',
  sort: 'sort',
  sortOrder: 'order',
  page: 'page',
  pageSize: 'size',
};

/**
 * The list's filters live in the URL (state, q, chamber, active, sort, order, page, size) so a link or a reload shows the same
 * list; unknown values fall back to the defaults instead of failing the request.
 */
export function useCommitteeFilters() {
  const [params, setParams, latestParams] = useUrlParams();
  const state = (params.get('state') ?? '').toUpperCase();
  const chamber = params.get('chamber') ?? '';
  const sort = params.get('sort') ?? '';
  const filters: CommitteeFilters = {
    state: isStateCode(state) ? state : '',
    searchTerm: params.get('q') ?? '',
    chamber: (committeeChambers as readonly string[]).includes(chamber) ? (chamber as CommitteeChamber) : '',
    activeOnly: params.get('active') === '1',
    sort: (committeeSortFields as readonly string[]).includes(sort) ? (sort as CommitteeSortField) : 'name',
    sortOrder: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: positive(params.get('page'), 1),
    pageSize: Math.min(positive(params.get('size'), COMMITTEES_DEFAULT_PAGE_SIZE), COMMITTEES_MAX_PAGE_SIZE),
  };
  /** Sets some filters; any change but paging goes back to page 1. */
  const update = (changes: Partial<CommitteeFilters>) => {
    const next = latestParams();
    for (const [key, value] of Object.entries(changes)) {
      const name = names[key as keyof CommitteeFilters];
      if (value === '' || value === false || value === undefined) next.delete(name);
      else next.set(name, value === true ? '1' : String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const activeCount = [filters.chamber, filters.activeOnly ? '1' : ''].filter((value) => value !== '').length;
  return { filters, update, activeCount };
}
