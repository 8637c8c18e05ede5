import { type TagScope, type TagSort, tagListQuerySchema } from '@statehouse/shared/tags/tags.schemas';
import { z } from 'zod';
import { useListPage } from '@/hooks/use-list-page';

export const TAG_PAGE_SIZES = [24, 48, 96] as const;
const naturalOrder: Record<TagSort, 'asc' | 'desc'> = { name: 'asc', billCount: 'desc', updated: 'desc' };

/** What the URL holds of the API's query: its fields, with a page size the page offers. */
const tagUrlSchema = tagListQuerySchema.extend({
  pageSize: z.coerce
    .number()
    .refine((size) => (TAG_PAGE_SIZES as readonly number[]).includes(size))
    .default(TAG_PAGE_SIZES[0]),
});

/** The /tracks list's search, scope, sort and page, kept in the URL so a link or a reload shows the same list. */
export function useTagListParams() {
  const { query: parsed, setFilters } = useListPage(tagUrlSchema);
  const query = { ...parsed, search: parsed.search || undefined, order: parsed.order ?? naturalOrder[parsed.sort] };

  /** Changes some parameters; anything but the page itself starts again at page 1; a new sort takes its own order. */
  const update = (changes: {
    search?: string;
    scope?: TagScope | null;
    sort?: TagSort;
    order?: 'asc' | 'desc';
    page?: number;
    pageSize?: number;
  }) => {
    const { scope, ...rest } = changes;
    setFilters(
      {
        ...rest,
        ...('scope' in changes && { scope: scope ?? undefined }),
        ...(changes.sort !== undefined && changes.order === undefined && { order: undefined }),
      },
      { replace: changes.search !== undefined },
    );
  };
  const clear = () =>
    setFilters({ search: undefined, scope: undefined, sort: undefined, order: undefined, pageSize: undefined });
  return { query, update, clear, activeFilterCount: (query.search ? 1 : 0) + (query.scope ? 1 : 0) };
}
