import { pageParam } from '@statehouse/shared/common/query-params';
import { LOBBYING_MAX_LIMIT } from '@statehouse/shared/lobbying/lobbying.schemas';
import { isStateCode } from '@statehouse/shared/reference/states';
import { z } from 'zod';
import { useListPage } from '@/hooks/use-list-page';

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

/** What /lobby's URL holds, under its own names (q, order, size); a value it refuses falls back to the default. */
const lobbyUrlSchema = z.object({
  tab: z.enum(lobbyTabs).default('lobbyists'),
  state: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .refine((value): boolean => isStateCode(value))
    .optional(),
  searchTerm: z.string().optional(),
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  sort: z.string().optional(),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  page: pageParam,
  pageSize: z.coerce
    .number()
    .int()
    .positive()
    .transform((size) => Math.min(size, LOBBYING_MAX_LIMIT))
    .default(25),
});
const urlNames = { searchTerm: 'q', sortOrder: 'order', pageSize: 'size' } as const;

/**
 * /lobby's state in the URL (tab, state, q, year, sort, order, page, size), so a link or a reload shows the same
 * list; unknown values fall back to the defaults. A tab switch keeps the state and year and starts the rest over.
 */
export function useLobbyFilters() {
  const { query, setFilters } = useListPage(lobbyUrlSchema, { names: urlNames });
  const filters: LobbyFilters = {
    ...query,
    state: query.state ?? '',
    searchTerm: query.searchTerm ?? '',
    year: query.year ?? 0,
    sort: query.sort ?? '',
  };
  /** Sets some filters; any change but paging goes back to page 1. */
  const update = (changes: Partial<LobbyFilters>) => {
    const { tab, year, ...rest } = changes;
    const tabChanged = tab !== undefined && tab !== filters.tab;
    setFilters({
      ...(tabChanged && { searchTerm: undefined, sort: undefined, sortOrder: undefined }),
      ...rest,
      ...(tab !== undefined && { tab: tab === 'lobbyists' ? undefined : tab }),
      ...('year' in changes && { year: year || undefined }),
    });
  };
  const activeCount = [filters.state, filters.year ? String(filters.year) : ''].filter((value) => value !== '').length;
  return { filters, update, activeCount };
}
