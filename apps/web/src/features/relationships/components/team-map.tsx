import { relationshipStrengthLabels } from '@statehouse/shared/relationships/relationships.schemas';
import { UsersRoundIcon } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ListPagination } from '@/components/list-page/list-pagination';
import { QueryState } from '@/components/query-state';
import { Input } from '@/components/ui/input';
import { useUrlParams } from '@/hooks/use-url-params';
import { useLegislatorRelationships } from '../api/get-legislator-relationships';

const sorts = [
  { value: 'name', label: 'Name' },
  { value: 'strength', label: 'Strongest tie' },
  { value: 'lastContact', label: 'Latest contact' },
] as const;
type Sort = (typeof sorts)[number]['value'];
const fieldClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * The team's map of a state: its current legislators with who on the team knows them and how well; search, "known
 * only", sort and page live in the URL. The state comes from the page (the app's chosen state).
 */
export function TeamMap({ stateCode }: { stateCode: string }) {
  const id = useId();
  const [searchParams, setSearchParams, latestParams] = useUrlParams();
  const sortParam = searchParams.get('sort');
  const sort: Sort = sorts.some((item) => item.value === sortParam) ? (sortParam as Sort) : 'name';
  const query = {
    stateCode,
    searchTerm: searchParams.get('q') ?? undefined,
    knownOnly: searchParams.get('known') === 'true' || undefined,
    sort,
    page: positive(searchParams.get('page'), 1),
    pageSize: positive(searchParams.get('pageSize'), 50),
  };
  const map = useLegislatorRelationships(query);
  const setParams = (updates: Record<string, string | undefined>) => {
    const next = latestParams();
    for (const [name, value] of Object.entries(updates)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in updates)) next.delete('page');
    setSearchParams(next, { replace: true });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="font-medium">
        Who knows whom in {stateCode}
      </h2>
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-q`}>Legislator</label>
          <Input
            id={`${id}-q`}
            type="search"
            defaultValue={query.searchTerm}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setParams({ q: event.currentTarget.value.trim() });
            }}
            className="w-56"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select
            id={`${id}-sort`}
            className={fieldClass}
            value={sort}
            onChange={(event) => setParams({ sort: event.target.value === 'name' ? undefined : event.target.value })}
          >
            {sorts.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
        <label className="flex h-9 items-center gap-2">
          <input
            type="checkbox"
            checked={query.knownOnly === true}
            onChange={(event) => setParams({ known: event.target.checked ? 'true' : undefined })}
          />
          Only legislators someone knows
        </label>
      </div>
      <QueryState query={map} label="team map">
        {(reply) =>
          reply.data.length === 0 ? (
            <EmptyState
              icon={UsersRoundIcon}
              title="No legislators to show"
              reason={
                query.knownOnly
                  ? 'Nobody on your team has recorded a relationship with a legislator matching this.'
                  : 'No current legislator of this state matches.'
              }
            />
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                Your team knows {reply.known} of these {reply.total} legislators.
              </p>
              <ul className="flex flex-col divide-y rounded-lg border" aria-label="Legislators and who knows them">
                {reply.data.map((row) => (
                  <li key={row.memberId} className="flex flex-col gap-1 p-3 sm:flex-row sm:justify-between">
                    <div>
                      <EntityLink kind="member" id={row.memberId}>
                        {row.name}
                      </EntityLink>
                      <p className="text-xs text-muted-foreground">
                        {[
                          row.party,
                          row.chamber === 'upper' ? 'Senate' : row.chamber === 'lower' ? 'House' : row.chamber,
                          row.district ? `District ${row.district}` : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                    <div className="text-sm sm:text-right">
                      {row.strongest === null ? (
                        <span className="text-muted-foreground">Nobody recorded</span>
                      ) : (
                        <>
                          <p>{row.relationships.map((tie) => `${tie.user.name} (${tie.strength}/5)`).join(', ')}</p>
                          <p className="text-xs text-muted-foreground">
                            Strongest: {relationshipStrengthLabels[row.strongest]}
                            {row.lastContactAt
                              ? ` · last contact ${dateFormat.format(new Date(row.lastContactAt))}`
                              : ''}
                          </p>
                        </>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
              <ListPagination
                page={reply.page}
                pageSize={reply.pageSize}
                total={reply.total}
                onPage={(page) => setParams({ page: String(page) })}
                onPageSize={(pageSize) => setParams({ pageSize: String(pageSize) })}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
