import { formatCount } from '@statehouse/shared/common/plain-format';
import {
  REMARK_PAGE_SIZES,
  type RemarkKind,
  type RemarkSearchQuery,
  type RemarkSearchReply,
  remarkKindInfo,
} from '@statehouse/shared/remarks/remarks.schemas';
import { MessageSquareIcon, SearchIcon, XIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { ListSort, type SortOrder } from '@/components/list-page/list-sort';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useUrlParams } from '@/hooks/use-url-params';
import { useRemarkSearch } from '../api/search-remarks';
import {
  countRemarkFilters,
  type RemarkSearchParamName,
  readRemarkSearch,
  remarkFilterNames,
  tagIdsOf,
} from '../utils/remark-search-params';
import { RemarkSearchFilters } from './remark-search-filters';
import { RemarkSearchResults } from './remark-search-results';

type SortField = 'date' | 'relevance';
const sortOptions = [
  { value: 'date', label: 'Date' },
  { value: 'relevance', label: 'Relevance' },
] as const satisfies readonly { value: SortField; label: string }[];

/**
 * /remarks: search the remarks the caller may read across the account's bills. Every filter, the sort and the page
 * live in the URL, so a search can be bookmarked and shared with a colleague (who sees only what they may).
 */
export function RemarksSearch() {
  const [searchParams, setSearchParams, latestParams] = useUrlParams();
  const query = readRemarkSearch(searchParams);
  const search = useRemarkSearch(query);

  /** Changes parameters; any change but paging goes back to page 1. */
  const setParams = (updates: Partial<Record<RemarkSearchParamName, string | undefined>>) => {
    const next = latestParams();
    for (const [name, value] of Object.entries(updates)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in updates)) next.delete('page');
    setSearchParams(next);
  };
  const clearFilters = () => setParams(Object.fromEntries(remarkFilterNames.map((name) => [name, undefined])));

  const sort = query.sort ?? 'newest';
  const sortField: SortField = sort === 'relevance' ? 'relevance' : 'date';
  const sortOrder: SortOrder = sort === 'oldest' ? 'asc' : 'desc';
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 25);
  const activeFilters = countRemarkFilters(query);
  const data = search.data;

  return (
    <ListPage
      title="Remarks"
      description="Everything your team has written on bills: shared and team remarks, and your private notes."
      count={data ? `${formatCount(data.total)} ${data.total === 1 ? 'remark' : 'remarks'}` : 'Searching…'}
      search={
        // Keyed by the URL's text, so Back or a cleared chip puts the box back in step with the results.
        <RemarkSearchBox
          key={query.q ?? ''}
          initial={query.q ?? ''}
          onSearch={(q) => setParams({ q: q || undefined })}
        />
      }
      filters={<RemarkSearchFilters query={query} facets={data?.facets} setFilter={setParams} />}
      activeFilterCount={activeFilters}
      toolbar={
        <ListSort
          value={sortField}
          order={sortOrder}
          options={sortOptions}
          onSort={(field) => setParams({ sort: field === 'relevance' ? 'relevance' : undefined })}
          onOrder={(order) => setParams({ sort: order === 'asc' ? 'oldest' : undefined })}
        />
      }
      chips={<FilterChips query={query} facets={data?.facets} setParams={setParams} onClear={clearFilters} />}
      footer={
        data && data.total > 0 ? (
          <ListPagination
            page={page}
            pageSize={pageSize}
            total={data.total}
            pageSizes={REMARK_PAGE_SIZES}
            onPage={(next) => setParams({ page: next > 1 ? String(next) : undefined })}
            onPageSize={(size) => setParams({ pageSize: size === 25 ? undefined : String(size) })}
          />
        ) : null
      }
    >
      <ListResults
        query={search}
        what="remarks"
        rows={(reply) => reply.data}
        skeleton={<ListSkeleton label="Loading remarks" rows={3} rowClassName="h-28 w-full" className="gap-3" />}
        empty={
          activeFilters > 0 ? (
            <EmptyState
              icon={SearchIcon}
              title="No remarks match"
              reason="None of the remarks you can read matches these filters. Try other words or fewer filters."
            >
              <Button variant="outline" size="sm" onClick={clearFilters}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={MessageSquareIcon}
              title="No remarks yet"
              reason="Remarks are written on a bill’s Team tab: open a bill and add a shared, team or private remark."
            >
              <Button asChild variant="outline" size="sm">
                <Link to={paths.bills.list}>Find a bill</Link>
              </Button>
            </EmptyState>
          )
        }
      >
        {(rows) => (
          <div className={search.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <RemarkSearchResults results={rows} />
          </div>
        )}
      </ListResults>
    </ListPage>
  );
}

/** One removable chip per active filter, then "Clear all". */
function FilterChips({
  query,
  facets,
  setParams,
  onClear,
}: {
  query: RemarkSearchQuery;
  facets: RemarkSearchReply['facets'] | undefined;
  setParams: (updates: Partial<Record<RemarkSearchParamName, string | undefined>>) => void;
  onClear: () => void;
}) {
  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (query.q) chips.push({ key: 'q', label: `“${query.q}”`, remove: () => setParams({ q: undefined }) });
  if (query.kind) {
    chips.push({
      key: 'kind',
      label: remarkKindInfo[query.kind as RemarkKind].label,
      remove: () => setParams({ kind: undefined }),
    });
  }
  if (query.stateCode) {
    const state = facets?.states.find((option) => option.value === query.stateCode);
    chips.push({
      key: 'state',
      label: state?.label ?? String(query.stateCode),
      remove: () => setParams({ stateCode: undefined, sessionCode: undefined }),
    });
  }
  if (query.sessionCode) {
    chips.push({
      key: 'session',
      label: `Session ${query.sessionCode}`,
      remove: () => setParams({ sessionCode: undefined }),
    });
  }
  const tagIds = tagIdsOf(query);
  for (const tagId of tagIds) {
    const tag = facets?.tags.find((option) => option.value === tagId);
    chips.push({
      key: `tag-${tagId}`,
      label: `Tag: ${tag?.label ?? tagId}`,
      remove: () => setParams({ tags: tagIds.filter((other) => other !== tagId).join(',') || undefined }),
    });
  }
  if (query.author !== undefined) {
    const author = facets?.authors.find((option) => option.value === String(query.author));
    chips.push({
      key: 'author',
      label: `By ${query.author === 'me' ? 'me' : (author?.label ?? query.author)}`,
      remove: () => setParams({ author: undefined }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <Button
          key={chip.key}
          variant="secondary"
          size="sm"
          onClick={chip.remove}
          aria-label={`Remove filter ${chip.label}`}
        >
          {chip.label}
          <XIcon aria-hidden="true" />
        </Button>
      ))}
      <Button variant="link" size="sm" onClick={onClear}>
        Clear all
      </Button>
    </div>
  );
}

/** The text search: applied on Enter or the button, so each keystroke does not start a search. */
function RemarkSearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form aria-label="Search remarks" onSubmit={submit} className="flex max-w-2xl gap-2">
      <label htmlFor="remark-search-text" className="sr-only">
        Search remarks
      </label>
      <Input
        id="remark-search-text"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Words in the remark, e.g. hearing or amendment"
        maxLength={200}
      />
      <Button type="submit">
        <SearchIcon aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
