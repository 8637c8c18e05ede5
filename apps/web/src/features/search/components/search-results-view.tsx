import { ALL_STATES_KEY, getStateName } from '@statehouse/shared/reference/states';
import type { SearchResponse } from '@statehouse/shared/search/search.schemas';
import { SearchIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { EntityLink } from '@/components/entity-link';
import { ListPagination } from '@/components/list-page/list-pagination';
import { SnippetText } from '@/components/snippet-text';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSearch } from '../api/get-search';
import { type SearchKind, searchKindLabels } from '../utils/search-suggestions';
import { countOf, quotedTerm, sectionCitation } from '../utils/section-citation';

export const SEARCH_RESULTS_LIMIT = 10;

function Snippet({ html }: { html: string | null }) {
  if (!html) return null;
  return (
    <p className="mt-1 line-clamp-2">
      <SnippetText snippet={html} className="text-xs" />
    </p>
  );
}

function Group({
  kind,
  total,
  children,
  more,
}: {
  kind: SearchKind;
  total: number;
  children: ReactNode;
  more?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border">
      <header className="flex items-center justify-between border-b bg-muted/40 px-4 py-2">
        <h2 id={id} className="text-sm font-semibold">
          {searchKindLabels[kind]} <span className="font-normal text-muted-foreground">({total})</span>
        </h2>
        {more}
      </header>
      {total === 0 ? (
        <p className="px-4 py-3 text-sm text-muted-foreground">No {searchKindLabels[kind].toLowerCase()} match.</p>
      ) : (
        <ul className="divide-y">{children}</ul>
      )}
    </section>
  );
}

const itemClass = 'block px-4 py-2.5 hover:bg-accent/50 focus-visible:bg-accent focus-visible:outline-none';

function Results({ data, term }: { data: SearchResponse; term: string }) {
  const billsHref = `${paths.bills.list}?${new URLSearchParams({ searchTerm: term, stateCode: ALL_STATES_KEY, sessionCode: 'any' })}`;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <Group
          kind="bills"
          total={data.bills.total}
          more={
            data.bills.total > 0 && (
              <Link to={billsHref} className="text-xs font-medium text-primary hover:underline">
                Open in bill search
              </Link>
            )
          }
        >
          {data.bills.items.map((bill) => (
            <li key={bill.id}>
              <EntityLink kind="bill" id={bill.id} className={itemClass}>
                <span className="font-medium text-primary">
                  {bill.stateCode} {bill.identifier}
                </span>
                <span className="ml-2 text-xs text-muted-foreground">{bill.statusLabel}</span>
                <span className="block text-sm">{bill.title}</span>
                <Snippet html={bill.snippet} />
              </EntityLink>
            </li>
          ))}
        </Group>
      </div>
      <Group kind="members" total={data.members.total}>
        {data.members.items.map((member) => (
          <li key={member.id}>
            <EntityLink kind="member" id={member.id} className={itemClass}>
              <span className="font-medium text-primary">{member.name}</span>
              <span className="block text-xs text-muted-foreground">
                {[
                  member.stateCode,
                  member.party,
                  member.chamber,
                  member.district ? `District ${member.district}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                {member.isCurrent ? '' : ' · former member'}
              </span>
            </EntityLink>
          </li>
        ))}
      </Group>
      <Group kind="committees" total={data.committees.total}>
        {data.committees.items.map((committee) => (
          <li key={committee.id}>
            <EntityLink kind="committee" id={committee.id} className={itemClass}>
              <span className="font-medium text-primary">{committee.name}</span>
              <span className="block text-xs text-muted-foreground">
                {[committee.stateCode, committee.chamber, committee.classification].filter(Boolean).join(' · ')}
              </span>
            </EntityLink>
          </li>
        ))}
      </Group>
      <Group kind="statutes" total={data.statutes.total}>
        {data.statutes.items.map((section) => (
          <li key={section.id}>
            <EntityLink kind="statute" id={section.id} className={itemClass}>
              <span className="font-medium text-primary">{sectionCitation(section)}</span>
              {section.heading && <span className="block text-sm">{section.heading}</span>}
              <Snippet html={section.snippet} />
            </EntityLink>
          </li>
        ))}
      </Group>
      <Group kind="regulations" total={data.regulations.total}>
        {data.regulations.items.map((section) => (
          <li key={section.id}>
            <Link to={paths.regulations.detail(String(section.id))} className={itemClass}>
              <span className="font-medium text-primary">{sectionCitation(section)}</span>
              {section.heading && <span className="block text-sm">{section.heading}</span>}
              <Snippet html={section.snippet} />
            </Link>
          </li>
        ))}
      </Group>
    </div>
  );
}

type SearchResultsViewProps = {
  term: string;
  page: number;
  /** The state whose results come first (the app's chosen state, unless the user asked for every state alike). */
  preferStateCode?: string;
  /** The app's chosen state, offered back when every state ranks alike. */
  appStateCode?: string;
  onSearch: (term: string) => void;
  onPage: (page: number) => void;
  /** Rank this state first, or (undefined) every state alike. */
  onPreferState: (stateCode: string | undefined) => void;
};

/** "Texas results first: 3 of 12 bills, 1 of 4 members." with the switch to every state, or the switch back. */
function StateOrder({
  data,
  appStateCode,
  onPreferState,
}: {
  data: SearchResponse;
  appStateCode?: string;
  onPreferState: (stateCode: string | undefined) => void;
}) {
  const preferred = data.preferStateCode;
  const switchClass = 'font-medium text-primary underline-offset-4 hover:underline';
  if (!preferred) {
    if (!appStateCode || appStateCode === ALL_STATES_KEY) return null;
    return (
      <p className="mb-3 text-sm text-muted-foreground">
        Every state ranked alike.{' '}
        <button type="button" className={switchClass} onClick={() => onPreferState(appStateCode)}>
          Put {getStateName(appStateCode) ?? appStateCode} first
        </button>
      </p>
    );
  }
  const name = getStateName(preferred) ?? preferred;
  const groups: [SearchKind, SearchResponse[SearchKind]][] = [
    ['bills', data.bills],
    ['members', data.members],
    ['committees', data.committees],
    ['statutes', data.statutes],
    ['regulations', data.regulations],
  ];
  const counts = groups
    .filter(([, group]) => group.total > 0)
    .map(([kind, group]) => `${group.inPreferredState ?? 0} of ${group.total} ${searchKindLabels[kind].toLowerCase()}`);
  return (
    <p className="mb-3 text-sm text-muted-foreground" data-testid="state-order">
      {name} results first{counts.length > 0 ? ` (from ${name}: ${counts.join(', ')})` : ''}.{' '}
      <button type="button" className={switchClass} onClick={() => onPreferState(undefined)}>
        Rank all states alike
      </button>
    </p>
  );
}

/** /search-results: one term across bills, members, committees, statutes and regulations, grouped by kind. */
export function SearchResultsView({
  term,
  page,
  preferStateCode,
  appStateCode,
  onSearch,
  onPage,
  onPreferState,
}: SearchResultsViewProps) {
  const id = useId();
  const [draft, setDraft] = useState(term);
  const [seen, setSeen] = useState(term);
  if (seen !== term) {
    setSeen(term);
    setDraft(term);
  }
  const search = useSearch({ term, page, limit: SEARCH_RESULTS_LIMIT, preferStateCode });
  const data = search.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) onSearch(draft.trim());
  };
  const groups = data ? [data.bills, data.members, data.committees, data.statutes, data.regulations] : [];
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  const hasMore = groups.some((group) => group.total > page * SEARCH_RESULTS_LIMIT);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold tracking-tight">Search results</h1>
      <form aria-label="Search everything" onSubmit={submit} className="mt-4 flex max-w-2xl gap-2">
        <label htmlFor={id} className="sr-only">
          Search bills, members, committees, statutes and regulations
        </label>
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={id}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="h-10 pl-9"
            placeholder='e.g. "youth camp" or a member name'
          />
        </div>
        <Button type="submit" className="h-10">
          Search
        </Button>
      </form>

      <div className="mt-6">
        {!term ? (
          <p className="text-muted-foreground">Type a word, a phrase in quotes, a bill number or a name.</p>
        ) : search.isError ? (
          <div role="alert" className="flex items-center gap-3">
            <p className="text-destructive">Search failed: {search.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void search.refetch()}>
              Try again
            </Button>
          </div>
        ) : !data ? (
          <div role="status" aria-label="Searching" className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-40 lg:col-span-2" />
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
        ) : total === 0 ? (
          <p className="text-muted-foreground" role="status">
            Nothing matches {quotedTerm(term)}. Try fewer words or check the spelling.
          </p>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground" role="status">
              {countOf(total, 'result')} for {quotedTerm(data.term)}
            </p>
            <StateOrder data={data} appStateCode={appStateCode} onPreferState={onPreferState} />
            <Results data={data} term={term} />
            {(page > 1 || hasMore) && (
              <div className="mt-4">
                <ListPagination page={page} pageSize={SEARCH_RESULTS_LIMIT} hasMore={hasMore} onPage={onPage} />
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
