import { pageParam } from '@statehouse/shared/common/query-params';
import {
  LAW_SEARCH_DEFAULT_PAGE_SIZE,
  LAW_SEARCH_MAX_PAGE_SIZE,
  LAW_TREE_PATH_PATTERN,
  type LawSearchMode,
  type LawSortField,
  lawSearchModes,
  lawSortFields,
} from '@statehouse/shared/statutes/statutes.schemas';
import { z } from 'zod';
import { useListPage } from '@/hooks/use-list-page';

export type LawFilters = {
  /** The words or the question. */
  query: string;
  mode: LawSearchMode;
  /** A jurisdiction (TX, DC, US) or '' for all. */
  state: string;
  /** A stored code ('TX Tax Code') or '' for every code. */
  code: string;
  /** Where the tree is open: 'title:2/chapter:151', or ''. */
  path: string;
  title: string;
  chapter: string;
  part: string;
  section: string;
  name: string;
  sort: LawSortField;
  page: number;
  pageSize: number;
};

const text = z.string().optional();

/** What the URL holds, under its own names (q, size); a value it refuses falls back to the default. */
const lawUrlSchema = z.object({
  query: text,
  mode: z.enum(lawSearchModes).default('word'),
  state: z
    .string()
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{2}$/.test(value))
    .optional(),
  code: text,
  path: z
    .string()
    .refine((value) => LAW_TREE_PATH_PATTERN.test(value))
    .optional(),
  title: text,
  chapter: text,
  part: text,
  section: text,
  name: text,
  sort: z.enum(lawSortFields).default('relevance'),
  page: pageParam,
  pageSize: z.coerce
    .number()
    .int()
    .positive()
    .transform((size) => Math.min(size, LAW_SEARCH_MAX_PAGE_SIZE))
    .default(LAW_SEARCH_DEFAULT_PAGE_SIZE),
});
const urlNames = { query: 'q', pageSize: 'size' } as const;

/** The filters of the section filters that narrow a search (not the words, the code or the tree). */
export const narrowingFilters = ['title', 'chapter', 'part', 'section', 'name'] as const;

/**
 * The statutes and regulations pages keep everything in the URL (q, mode, state, code, path, title, chapter, part,
 * section, name, sort, page, size), so a link or a reload shows the same search or the same place in the tree;
 * unknown values fall back to the defaults instead of failing the request.
 */
export function useLawFilters() {
  const { query, setFilters } = useListPage(lawUrlSchema, { names: urlNames });
  const filters: LawFilters = {
    ...query,
    query: query.query ?? '',
    state: query.state ?? '',
    code: query.code ?? '',
    path: query.path ?? '',
    title: query.title ?? '',
    chapter: query.chapter ?? '',
    part: query.part ?? '',
    section: query.section ?? '',
    name: query.name ?? '',
  };
  /** Sets some filters; any change but paging goes back to page 1; a default value leaves the URL. */
  const update = (changes: Partial<LawFilters>) =>
    setFilters({
      ...changes,
      ...(changes.mode === 'word' && { mode: undefined }),
      ...(changes.sort === 'relevance' && { sort: undefined }),
      ...(changes.pageSize === LAW_SEARCH_DEFAULT_PAGE_SIZE && { pageSize: undefined }),
    });
  const activeCount = narrowingFilters.filter((name) => filters[name] !== '').length + (filters.state ? 1 : 0);
  /** A search (words or narrowing filters) rather than browsing the tree. */
  const isSearch = filters.query !== '' || narrowingFilters.some((name) => filters[name] !== '');
  return { filters, update, activeCount, isSearch };
}
