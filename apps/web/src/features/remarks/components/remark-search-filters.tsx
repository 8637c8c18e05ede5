import {
  type RemarkSearchQuery,
  type RemarkSearchReply,
  remarkKindInfo,
  remarkKinds,
} from '@statehouse/shared/remarks/remarks.schemas';
import { useId } from 'react';
import { tagIdsOf } from '../utils/remark-search-params';

type Facets = RemarkSearchReply['facets'];
type SetFilter = (updates: Partial<Record<keyof RemarkSearchQuery, string | undefined>>) => void;

const selectClass = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';

/** The /remarks filters: kind, state, session, tags and author, offered from what the caller's remarks hold. */
export function RemarkSearchFilters({
  query,
  facets,
  setFilter,
}: {
  query: RemarkSearchQuery;
  facets: Facets | undefined;
  setFilter: SetFilter;
}) {
  const id = useId();
  const sessions = (facets?.sessions ?? []).filter(
    (session) => !query.stateCode || session.stateCode === query.stateCode,
  );
  const chosenTags = new Set(tagIdsOf(query));
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-medium">Kind</legend>
        {[undefined, ...remarkKinds].map((kind) => (
          <label key={kind ?? 'all'} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-kind`}
              className="mt-1"
              checked={query.kind === kind}
              onChange={() => setFilter({ kind })}
            />
            <span>
              {kind ? remarkKindInfo[kind].label : 'All kinds'}
              {kind && <span className="block text-xs text-muted-foreground">{remarkKindInfo[kind].audience}</span>}
            </span>
          </label>
        ))}
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-state`} className="text-sm font-medium">
          State
        </label>
        <select
          id={`${id}-state`}
          className={selectClass}
          value={query.stateCode ?? ''}
          onChange={(event) => setFilter({ stateCode: event.target.value || undefined, sessionCode: undefined })}
        >
          <option value="">All states</option>
          {facets?.states.map((state) => (
            <option key={state.value} value={state.value}>
              {state.label} ({state.count})
            </option>
          ))}
        </select>
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-session`} className="text-sm font-medium">
          Session
        </label>
        <select
          id={`${id}-session`}
          className={selectClass}
          value={query.sessionCode ?? ''}
          onChange={(event) => setFilter({ sessionCode: event.target.value || undefined })}
        >
          <option value="">All sessions</option>
          {sessions.map((session) => (
            <option key={`${session.stateCode}-${session.value}`} value={session.value}>
              {query.stateCode ? '' : `${session.stateCode} · `}
              {session.label} ({session.count})
            </option>
          ))}
        </select>
      </div>

      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-medium">Tags on the bill</legend>
        {facets && facets.tags.length === 0 && (
          <p className="text-xs text-muted-foreground">None of the bills with remarks carries a tag you can see.</p>
        )}
        {facets?.tags.map((tag) => (
          <label key={tag.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosenTags.has(tag.value)}
              onChange={(event) => {
                const next = new Set(chosenTags);
                if (event.target.checked) next.add(tag.value);
                else next.delete(tag.value);
                setFilter({ tags: next.size > 0 ? [...next].join(',') : undefined });
              }}
            />
            <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: tag.color }} />
            <span className="flex-1">{tag.label}</span>
            <span className="text-xs text-muted-foreground">{tag.count}</span>
          </label>
        ))}
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-author`} className="text-sm font-medium">
          Author
        </label>
        <select
          id={`${id}-author`}
          className={selectClass}
          value={query.author === undefined ? '' : String(query.author)}
          onChange={(event) => setFilter({ author: event.target.value || undefined })}
        >
          <option value="">Anyone</option>
          <option value="me">Me</option>
          {facets?.authors.map((author) => (
            <option key={author.value} value={author.value}>
              {author.label} ({author.count})
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
