import { type BillSortField, billSortFields, type SortOrder } from '@statehouse/shared/bills/bill-list-query';
import { formatCount } from '@statehouse/shared/common/plain-format';
import { allStatesSessions } from '@statehouse/shared/reference/sessions';
import { ALL_STATES_KEY } from '@statehouse/shared/reference/states';
import type { Session } from '@statehouse/shared/sessions/sessions.schemas';
import { DatabaseIcon, SearchXIcon } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListResults } from '@/components/list-page/list-results';
import { ListSort } from '@/components/list-page/list-sort';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useUrlParams } from '@/hooks/use-url-params';
import { hasNoBillsLoaded } from '@/lib/bill-counts';
import { useBills } from '../api/get-bills';
import { useInfiniteBills } from '../api/get-bills-infinite';
import {
  type BillFilters,
  billFiltersToSearchParams,
  countActiveFilters,
  type LegislativeDefaults,
  parseBillFilters,
  resolveBillQuery,
  withFilter,
} from '../utils/bill-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { BillExportMenu } from './bill-export-menu';
import { BillFiltersPanel, type SelectOption } from './bill-filters-panel';
import { BillResultCards } from './bill-result-cards';
import { BillSearchBar } from './bill-search-bar';

// The table (TanStack Table and Virtual, a third of the page's code) shows from 768 px up: a phone, which shows
// cards, never loads it (decision 052). A wider screen asks for it as the page mounts, alongside the list's reply.
const loadResultsTable = () => import('./bill-results-table');
const BillResultsTable = lazy(() => loadResultsTable().then((module) => ({ default: module.BillResultsTable })));

const sortLabels: Record<BillSortField, string> = {
  relevance: 'Relevance',
  lastAction: 'Last action',
  introduced: 'Introduced',
  billNumber: 'Bill number',
  status: 'Status',
  title: 'Title',
  state: 'State',
};

/** A session of the app's state (the shared Session of GET /api/sessions, or ALL's pseudo-session without a count). */
export type LegislativeSession = Pick<Session, 'id'> & Partial<Pick<Session, 'name' | 'billCount'>>;

/**
 * The app's state and session (the header's picker, features/sessions) and its setters. The page's own state
 * and session selects are the same choice (decision 018): a pick here is a pick there, and a state or session the
 * URL names becomes the app's.
 */
export type BillsLegislative = LegislativeDefaults & {
  sessions?: readonly LegislativeSession[];
  /** `sessions` is the server's answer for the app's state: empty then means the state has no sessions. */
  sessionsLoaded?: boolean;
  setStateCode?: (stateCode: string) => void;
  setSessionCode?: (sessionCode: string) => void;
  adopt?: (choice: { stateCode: string | undefined; sessionCode?: string | undefined }) => void;
  /** The last pick in a picker; `kind` says whether it changed the state or only the session. */
  lastPick?: { seq: number; kind: 'state' | 'session'; stateCode: string | undefined; sessionCode?: string };
};

export type BillsSearchProps = {
  /** The app's current state and session (the header's picker): used when the URL names none. */
  legislative: BillsLegislative;
  stateOptions: readonly SelectOption[];
  /** Filters the page fixes (e.g. the subject of /subjects/:subjectCode): applied over the URL's, not shown. */
  lockedFilters?: Partial<BillFilters>;
  title?: string;
  description?: string;
};

const noLockedFilters: Partial<BillFilters> = {};

function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Loading bills" className="flex flex-col gap-2 rounded-lg border p-3">
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <div key={index} className="flex items-center gap-4">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="hidden h-5 w-24 sm:block" />
        </div>
      ))}
    </div>
  );
}

/** "692 bills", or "About 33,000 bills" past the exact-count limit, where the server estimates (decision 016). */
export function billCountText(total: number, estimated: boolean): string {
  if (estimated) return `About ${formatCount(total)} bills`;
  return `${formatCount(total)} ${total === 1 ? 'bill' : 'bills'}`;
}

/**
 * /bills: search and filters live in the URL (shareable, back and forward work), parsed with the API's own
 * query schema; the list comes from GET /api/bills with its facet counts.
 */
export function BillsSearch({
  legislative,
  stateOptions,
  lockedFilters = noLockedFilters,
  title = 'Bills',
  description,
}: BillsSearchProps) {
  const [searchParams, setSearchParams, latestParams] = useUrlParams();
  const filters = useMemo(() => parseBillFilters(searchParams), [searchParams]);
  const isTableLayout = useMediaQuery('(min-width: 768px)');
  useEffect(() => {
    if (isTableLayout) void loadResultsTable();
  }, [isTableLayout]);

  const merged = useMemo(() => ({ ...filters, ...lockedFilters }), [filters, lockedFilters]);
  const resolved = resolveBillQuery(merged, legislative);
  const query = resolved.query;
  const stateCode = query.stateCode ?? ALL_STATES_KEY;
  const { adopt, lastPick } = legislative;

  // URL first: a state or session the URL names (a shared link, back and forward) becomes the app's.
  const urlChoice = `${filters.stateCode ?? ''}|${filters.sessionCode ?? ''}`;
  const adoptedUrl = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (adoptedUrl.current === urlChoice) return;
    adoptedUrl.current = urlChoice;
    if (filters.stateCode || filters.sessionCode)
      adopt?.({ stateCode: filters.stateCode, sessionCode: filters.sessionCode });
  }, [urlChoice, filters.stateCode, filters.sessionCode, adopt]);
  // Until the app has taken the URL's state, the list waits: it would otherwise flash the state's reference
  // session before the app's own default arrives. (A state the user may not pick stays the URL's afterwards.)
  const following =
    adopt !== undefined &&
    adoptedUrl.current !== urlChoice &&
    filters.stateCode !== undefined &&
    filters.stateCode !== legislative.stateCode;
  // Nor does it guess while the app is still working out its starting state (signed-in user, stored pick): the
  // guess (the reference state's session) was fetched and drawn, then replaced by the real choice a moment later.
  const choosing = adopt !== undefined && filters.stateCode === undefined && legislative.stateCode === undefined;
  const ready = resolved.ready && !following && !choosing;

  // A pick in the header's picker while this page is open moves the list, and its URL, with it.
  const seenPick = useRef(lastPick?.seq);
  // view=scroll: one long list loaded as it scrolls (thousands of rows) instead of pages.
  const continuous = searchParams.get('view') === 'scroll';
  const list = useBills(query, { enabled: ready && !continuous });
  const infinite = useInfiniteBills(query, { enabled: ready && continuous });
  const loadedBills = useMemo(() => infinite.data?.pages.flatMap((page) => page.items) ?? [], [infinite.data]);

  const sessionOptions = useMemo<SelectOption[]>(() => {
    if (stateCode === ALL_STATES_KEY) return allStatesSessions.map((session) => ({ ...session }));
    if (stateCode !== legislative.stateCode) return [];
    return (legislative.sessions ?? []).map((session) => ({
      id: session.id,
      name:
        session.billCount === undefined
          ? session.name
          : `${session.name ?? session.id} (${formatCount(session.billCount)})`,
    }));
  }, [stateCode, legislative.stateCode, legislative.sessions]);
  // The server counts every session's bills: none anywhere (or no session at all) means nothing is loaded for the
  // state yet.
  const appSessions = legislative.sessions ?? [];
  const noBillsLoaded =
    stateCode !== ALL_STATES_KEY &&
    stateCode === legislative.stateCode &&
    (hasNoBillsLoaded(appSessions) || (legislative.sessionsLoaded === true && appSessions.length === 0));
  const stateName = stateOptions.find((state) => state.id === stateCode)?.name ?? stateCode;

  const update = (next: BillFilters, view = continuous) => {
    const params = billFiltersToSearchParams(next);
    if (view) params.set('view', 'scroll');
    setSearchParams(params);
  };
  const loadMore = () => {
    if (infinite.hasNextPage && !infinite.isFetchingNextPage) void infinite.fetchNextPage();
  };
  // From the URL as it is now, not this render's `filters`: a change made while the last one still renders keeps it.
  const change = (patch: Partial<BillFilters>) => {
    const current = latestParams();
    update(withFilter(parseBillFilters(current), patch), current.get('view') === 'scroll');
  };

  useEffect(() => {
    if (!lastPick || lastPick.seq === seenPick.current) return;
    seenPick.current = lastPick.seq;
    const sessionCode = lastPick.kind === 'session' ? lastPick.sessionCode : undefined;
    if (filters.stateCode === lastPick.stateCode && filters.sessionCode === sessionCode) return;
    const anySession = lastPick.kind === 'session' ? false : filters.anySession;
    const params = billFiltersToSearchParams(
      withFilter(filters, { stateCode: lastPick.stateCode, sessionCode, anySession }),
    );
    if (continuous) params.set('view', 'scroll');
    setSearchParams(params);
  }, [lastPick, filters, continuous, setSearchParams]);

  // The page's state and session selects: a pick of the app's choice (stored for the user), and the URL's.
  // Each also marks its own pick as seen: the URL is written here, once (one history entry).
  const pickState = (next: string) => {
    seenPick.current = (lastPick?.seq ?? 0) + 1;
    legislative.setStateCode?.(next);
    change({ stateCode: next, sessionCode: undefined, anySession: false });
  };
  const pickSession = (next: string | undefined) => {
    if (next === undefined) return change({ sessionCode: undefined, anySession: true });
    seenPick.current = (lastPick?.seq ?? 0) + 1;
    legislative.setSessionCode?.(next);
    change({ sessionCode: next, anySession: false });
  };
  const reset = () =>
    update(
      withFilter(parseBillFilters(new URLSearchParams()), {
        stateCode: filters.stateCode,
        sessionCode: filters.sessionCode,
        anySession: filters.anySession,
        searchTerm: filters.searchTerm,
        textSearch: filters.textSearch,
      }),
    );

  const sort = filters.sort ?? (filters.searchTerm ? 'relevance' : 'lastAction');
  const order: SortOrder =
    filters.order ?? (['relevance', 'lastAction', 'introduced', 'status'].includes(sort) ? 'desc' : 'asc');
  const firstPage = infinite.data?.pages[0];
  const continuousData = useMemo(() => firstPage && { ...firstPage, items: loadedBills }, [firstPage, loadedBills]);
  // A reply renders as a transition, in slices a phone can answer taps between: React Query hands it over as a
  // blocking update, which drew a page of results in one long task (decision 053).
  const data = useDeferredValue(continuous ? continuousData : list.data);
  const activeQuery = continuous ? infinite : list;
  const total = data?.total ?? 0;
  const activeFilters = countActiveFilters(filters);

  const panel = (
    <BillFiltersPanel
      filters={merged}
      hideSubjects={lockedFilters.subjects !== undefined}
      stateCode={stateCode}
      sessionCode={query.sessionCode}
      stateOptions={stateOptions}
      sessionOptions={sessionOptions}
      facets={data?.facets}
      onChange={change}
      onStateChange={pickState}
      onSessionChange={pickSession}
      onReset={reset}
    />
  );

  const empty = noBillsLoaded ? (
    <EmptyState
      icon={DatabaseIcon}
      title={`No bills loaded for ${stateName} yet`}
      reason={
        <>
          An administrator can load them with live sync (an Open States or LegiScan API key, with the state in
          SYNC_STATES) or with an import: <code className="font-mono text-xs">npm run import</code>.
        </>
      }
    >
      <Button asChild variant="outline" size="sm">
        <Link to={paths.marketing.dataSources}>See the data sources</Link>
      </Button>
    </EmptyState>
  ) : (
    <EmptyState
      icon={SearchXIcon}
      title="No bills match this search."
      reason="Try fewer words, another session, or clear some filters."
    >
      <div className="flex flex-wrap justify-center gap-2">
        {!filters.anySession && (
          <Button variant="outline" size="sm" onClick={() => change({ sessionCode: undefined, anySession: true })}>
            Search every session
          </Button>
        )}
        {activeFilters > 0 && (
          <Button variant="outline" size="sm" onClick={reset}>
            Clear filters
          </Button>
        )}
      </div>
    </EmptyState>
  );
  const results = (
    <ListResults
      // The rows drawn are the deferred reply: an error shows only when there are none to keep.
      query={{
        data,
        isError: activeQuery.isError && !data,
        error: activeQuery.error,
        refetch: activeQuery.refetch,
      }}
      what="bills"
      rows={(reply) => reply.items}
      skeleton={<ResultsSkeleton />}
      empty={empty}
    >
      {(bills) =>
        isTableLayout ? (
          <Suspense fallback={<ResultsSkeleton />}>
            <BillResultsTable
              bills={bills}
              sort={sort}
              order={order}
              isFetching={activeQuery.isFetching && !infinite.isFetchingNextPage}
              onEndReached={continuous ? loadMore : undefined}
              className={continuous ? 'max-h-[75vh]' : undefined}
              onSort={(nextSort, nextOrder) => change({ sort: nextSort, order: nextOrder })}
            />
          </Suspense>
        ) : (
          <BillResultCards bills={bills} />
        )
      }
    </ListResults>
  );

  return (
    <ListPage
      title={title}
      description={description}
      count={data ? billCountText(total, data.estimated) : 'Searching…'}
      actions={<BillExportMenu query={query} total={total} />}
      search={
        <BillSearchBar
          searchTerm={filters.searchTerm}
          textSearch={filters.textSearch ?? false}
          onSearch={(patch) => change({ ...patch, sort: undefined, order: undefined })}
        />
      }
      filters={panel}
      activeFilterCount={activeFilters}
      toolbar={
        <>
          <div className="flex items-center rounded-md border p-0.5 text-xs">
            <Button
              variant={continuous ? 'ghost' : 'secondary'}
              size="sm"
              className="h-7"
              aria-pressed={!continuous}
              onClick={() => update({ ...filters }, false)}
            >
              Pages
            </Button>
            <Button
              variant={continuous ? 'secondary' : 'ghost'}
              size="sm"
              className="h-7"
              aria-pressed={continuous}
              onClick={() => update({ ...filters, page: 1 }, true)}
            >
              Continuous
            </Button>
          </div>
          <ListSort
            value={sort}
            order={order}
            options={billSortFields
              .filter((field) => field !== 'relevance' || filters.searchTerm)
              .map((field) => ({ value: field, label: sortLabels[field] }))}
            onSort={(field) => change({ sort: field, order: undefined })}
            onOrder={(next) => change({ sort, order: next })}
          />
        </>
      }
      chips={
        <ActiveFilterChips filters={filters} hideSubjects={lockedFilters.subjects !== undefined} onChange={change} />
      }
      footer={
        <>
          {continuous && data && data.total > 0 && (
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <p className="text-muted-foreground" aria-live="polite">
                {formatCount(data.items.length)} of {formatCount(data.total)} loaded
                {infinite.isFetchingNextPage ? ' · loading more…' : ''}
              </p>
              {infinite.hasNextPage && (
                <Button variant="outline" size="sm" disabled={infinite.isFetchingNextPage} onClick={loadMore}>
                  Load more
                </Button>
              )}
            </div>
          )}
          {!continuous && data && data.total > 0 && (
            <ListPagination
              page={filters.page}
              pageSize={filters.pageSize}
              total={data.total}
              onPage={(page) => {
                change({ page });
                window.scrollTo(0, 0);
              }}
              onPageSize={(pageSize) => change({ pageSize })}
            />
          )}
        </>
      }
    >
      {results}
    </ListPage>
  );
}
