import {
  LAW_SEARCH_DEFAULT_PAGE_SIZE,
  LAW_SEARCH_MAX_PAGE_SIZE,
  LAW_TREE_PATH_PATTERN,
  type LawSearchMode,
  type LawSortField,
} from '@statehouse/shared/statutes/statutes.schemas';
import { useUrlParams } from '@/hooks/use-url-params';

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

const names: Record<keyof LawFilters, string> = {
  query: 'q',
  mode: 'mode',
  state: 'state',
  code: 'code',
  path: 'path',
  title: 'title',
  chapter: 'chapter',
  part: 'part',
  section: 'section',
  name: 'name',
  sort: 'sort',
  page: 'page',
  pageSize: 'size',
};

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The filters of the section filters that narrow a search (not the words, the code or the tree). */
export const narrowingFilters = ['title', 'chapter', 'part', 'section', 'name'] as const;

/**
 * The statutes and regulations pages keep everything in the URL (q, mode, state, code, path, title, chapter, part,
 * section, name, sort, page, size), so a link or a reload shows the same search or the same place in the tree;
 * unknown values fall back to the defaults instead of failing the request.
 */
export function useLawFilters() {
  const [params, setParams, latestParams] = useUrlParams();
  const state = (params.get('state') ?? '').toUpperCase();
  const path = params.get('path') ?? '';
  const filters: LawFilters = {
    query: params.get('q') ?? '',
    mode: params.get('mode') === 'ai' ? 'ai' : 'word',
    state: /^[A-Z]{2}$/.test(state) ? state : '',
    code: params.get('code') ?? '',
    path: LAW_TREE_PATH_PATTERN.test(path) ? path : '',
    title: params.get('title') ?? '',
    chapter: params.get('chapter') ?? '',
    part: params.get('part') ?? '',
    section: params.get('section') ?? '',
    name: params.get('name') ?? '',
    sort: params.get('sort') === 'section' ? 'section' : 'relevance',
    page: positive(params.get('page'), 1),
    pageSize: Math.min(positive(params.get('size'), LAW_SEARCH_DEFAULT_PAGE_SIZE), LAW_SEARCH_MAX_PAGE_SIZE),
  };
  /** Sets some filters; any change but paging goes back to page 1. */
  const update = (changes: Partial<LawFilters>) => {
    const next = latestParams();
    for (const [key, value] of Object.entries(changes)) {
      const name = names[key as keyof LawFilters];
      const isDefault =
        value === '' ||
        value === undefined ||
        (key === 'mode' && value === 'word') ||
        (key === 'sort' && value === 'relevance') ||
        (key === 'pageSize' && value === LAW_SEARCH_DEFAULT_PAGE_SIZE);
      if (isDefault) next.delete(name);
      else next.set(name, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const activeCount = narrowingFilters.filter((name) => filters[name] !== '').length + (filters.state ? 1 : 0);
  /** A search (words or narrowing filters) rather than browsing the tree. */
  const isSearch = filters.query !== '' || narrowingFilters.some((name) => filters[name] !== '');
  return { filters, update, activeCount, isSearch };
}
