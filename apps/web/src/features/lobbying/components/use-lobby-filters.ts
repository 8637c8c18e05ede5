import { LOBBYING_MAX_LIMIT } from '@statehouse/shared/lobbying/lobbying.schemas';
import { isStateCode } from '@statehouse/shared/reference/states';
import { useUrlParams } from '@/hooks/use-url-params';

export const lobbyTabs = ['lobbyists', 'firms', 'companies'] as const;
export type LobbyTab = (typeof lobbyTabs)[number];

export type LobbyFilters = {
  tab: LobbyTab;
  /** A state code, or '' for every state. */
  state: string;
  searchTerm: string;
  /** The year the charts rank by; 0 for every year. */
  year: number;
  /** The tab's sort field ('' for its default) and order. */
  sort: string;
  sortOrder: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

const names: Record<keyof LobbyFilters, string> = {
  tab: 'tab',
  state: 'state',
  searchTerm: 'q',
  year: 'year',
  sort: 'sort',
  sortOrder: 'order',
  page: 'page',
  pageSize: 'size',
};

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * /lobby's state in the URL (tab, state, q, year, sort, order, page, size), so a link or a reload shows the same
 * list; unknown values fall back to the defaults. A tab switch keeps the state and year and starts the rest over.
 */
export function useLobbyFilters() {
  const [params, setParams, latestParams] = useUrlParams();
  const tab = params.get('tab') ?? '';
  const state = (params.get('state') ?? '').toUpperCase();
  const year = positive(params.get('year'), 0);
  const filters: LobbyFilters = {
    tab: (lobbyTabs as readonly string[]).includes(tab) ? (tab as LobbyTab) : 'lobbyists',
    state: isStateCode(state) ? state : '',
    searchTerm: params.get('q') ?? '',
    year: year >= 1990 && year <= 2100 ? year : 0,
    sort: params.get('sort') ?? '',
    sortOrder: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: positive(params.get('page'), 1),
    pageSize: Math.min(positive(params.get('size'), 25), LOBBYING_MAX_LIMIT),
  };
  /** Sets some filters; any change but paging goes back to page 1. */
  const update = (changes: Partial<LobbyFilters>) => {
    const next = latestParams();
    if (changes.tab !== undefined && changes.tab !== filters.tab) {
      for (const key of ['q', 'sort', 'order', 'page'] as const) next.delete(key);
    }
    for (const [key, value] of Object.entries(changes)) {
      const name = names[key as keyof LobbyFilters];
      if (value === '' || value === 0 || value === undefined || (key === 'tab' && value === 'lobbyists'))
        next.delete(name);
      else next.set(name, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const activeCount = [filters.state, filters.year ? String(filters.year) : ''].filter((value) => value !== '').length;
  return { filters, update, activeCount };
}
