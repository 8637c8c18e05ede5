import {
  REMARK_PAGE_SIZES,
  type RemarkSearchQuery,
  remarkSearchQuerySchema,
} from '@statehouse/shared/remarks/remarks.schemas';

/** The /remarks filters as URL parameters, in the order they appear in the URL. */
export const remarkSearchParamNames = [
  'q',
  'stateCode',
  'sessionCode',
  'tags',
  'kind',
  'author',
  'sort',
  'page',
  'pageSize',
] as const;
export type RemarkSearchParamName = (typeof remarkSearchParamNames)[number];

/** The filters that narrow the list (as opposed to sort and paging): what "Clear filters" removes. */
export const remarkFilterNames = ['q', 'stateCode', 'sessionCode', 'tags', 'kind', 'author'] as const;

/**
 * The search of the URL, each parameter checked with the API's own schema: a value the API would refuse (an edited
 * link, an old bookmark) is dropped rather than failing the whole page.
 */
export function readRemarkSearch(params: URLSearchParams): RemarkSearchQuery {
  const query: Record<string, string> = {};
  for (const name of remarkSearchParamNames) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    if (remarkSearchQuerySchema.shape[name].safeParse(value).success) query[name] = value;
  }
  if (query.pageSize && !REMARK_PAGE_SIZES.includes(Number(query.pageSize) as (typeof REMARK_PAGE_SIZES)[number])) {
    delete query.pageSize;
  }
  return query as RemarkSearchQuery;
}

/** How many narrowing filters are on. */
export const countRemarkFilters = (query: RemarkSearchQuery) =>
  remarkFilterNames.filter((name) => query[name] !== undefined && query[name] !== '').length;

/** The tag ids of the URL's comma-separated `tags`. */
export const tagIdsOf = (query: RemarkSearchQuery): string[] =>
  typeof query.tags === 'string' ? query.tags.split(',').filter(Boolean) : [];
