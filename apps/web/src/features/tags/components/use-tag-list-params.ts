import {
  type TagListQuery,
  type TagScope,
  type TagSort,
  tagScopes,
  tagSorts,
} from '@statehouse/shared/tags/tags.schemas';
import { useSearchParams } from 'react-router';

export const TAG_PAGE_SIZES = [24, 48, 96] as const;
const naturalOrder: Record<TagSort, 'asc' | 'desc'> = { name: 'asc', billCount: 'desc', updated: 'desc' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The /tracks list's search, scope, sort and page, kept in the URL so a link or a reload shows the same list. */
export function useTagListParams() {
  const [params, setParams] = useSearchParams();
  const sort = oneOf(tagSorts, params.get('sort')) ?? 'name';
  const order = oneOf(['asc', 'desc'] as const, params.get('order')) ?? naturalOrder[sort];
  const pageSize = TAG_PAGE_SIZES.find((size) => String(size) === params.get('pageSize')) ?? TAG_PAGE_SIZES[0];
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const query: TagListQuery & { sort: TagSort; order: 'asc' | 'desc'; page: number; pageSize: number } = {
    search: params.get('search')?.trim() || undefined,
    scope: oneOf(tagScopes, params.get('scope')),
    sort,
    order,
    page,
    pageSize,
  };

  /** Changes some parameters; anything but the page itself starts again at page 1. */
  const update = (changes: {
    search?: string;
    scope?: TagScope | null;
    sort?: TagSort;
    order?: 'asc' | 'desc';
    page?: number;
    pageSize?: number;
  }) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (changes.sort !== undefined && changes.order === undefined) next.delete('order');
        if (changes.page === undefined) next.delete('page');
        return next;
      },
      { replace: changes.search !== undefined },
    );
  };
  const clear = () => setParams(new URLSearchParams());
  return { query, update, clear, activeFilterCount: (query.search ? 1 : 0) + (query.scope ? 1 : 0) };
}
