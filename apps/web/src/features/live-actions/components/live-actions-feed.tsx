import {
  LIVE_ACTIONS_DEFAULT_LIMIT,
  type LiveAction,
  liveActionsQuerySchema,
} from '@statehouse/shared/live-actions/live-actions.schemas';
import { states } from '@statehouse/shared/reference/states';
import { DownloadIcon, RadioIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ListPage } from '@/components/list-page/list-page';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { StatesFilter } from '@/components/states-filter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useListPage } from '@/hooks/use-list-page';
import { liveActionsDownloadUrl, useLiveActions } from '../api/get-live-actions';

const stateOptions = states.filter((state) => state.id !== 'US').map((state) => ({ id: state.id, name: state.name }));
const urlNames = { stateCodes: 'states' } as const;

/** "12:34" or "1:02:03" from seconds. */
const timecode = (seconds: number) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
};

/** /dashboard/live-actions: every bill named in a recorded hearing, newest first, across the states chosen. */
export function LiveActionsFeed() {
  const { query, setFilters } = useListPage(liveActionsQuerySchema, { names: urlNames });
  const stateCodes = query.stateCodes ?? [];
  const feed = useLiveActions({ stateCodes, limit: query.limit, offset: query.offset });
  const total = feed.data?.total ?? 0;
  const limit = query.limit ?? LIVE_ACTIONS_DEFAULT_LIMIT;
  return (
    <ListPage
      title="Live Actions"
      description="Bills named in recorded committee hearings and floor sessions, each at the moment it was said."
      count={
        feed.data ? `${total.toLocaleString('en-US')} ${total === 1 ? 'live action' : 'live actions'}` : 'Loading…'
      }
      actions={
        <Button asChild variant="outline" size="sm">
          <a href={liveActionsDownloadUrl(stateCodes)} download>
            <DownloadIcon aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      }
      activeFilterCount={stateCodes.length > 0 ? 1 : 0}
      filters={
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">States</span>
          <StatesFilter
            options={stateOptions}
            value={stateCodes}
            onChange={(next) => setFilters({ stateCodes: next, offset: undefined })}
          />
          {stateCodes.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setFilters({ stateCodes: undefined, offset: undefined })}>
              All states
            </Button>
          )}
        </div>
      }
      footer={
        total > limit && (
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={query.offset === 0}
              onClick={() => setFilters({ offset: Math.max(0, query.offset - limit) })}
            >
              Newer
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={query.offset + limit >= total}
              onClick={() => setFilters({ offset: query.offset + limit })}
            >
              Older
            </Button>
          </div>
        )
      }
    >
      <ListResults
        query={feed}
        what="live actions"
        rows={(reply) => reply.data}
        skeleton={<ListSkeleton label="Loading live actions" />}
        empty={
          <EmptyState
            icon={RadioIcon}
            title="No live actions yet"
            reason={
              stateCodes.length > 0
                ? 'No recorded hearing of these states names a bill yet. Choose other states, or all of them.'
                : 'No recorded hearing names a bill yet. Hearings are added by importing recordings and transcripts.'
            }
          />
        }
      >
        {(rows) => <LiveActionRows actions={rows} />}
      </ListResults>
    </ListPage>
  );
}

export function LiveActionRows({ actions }: { actions: readonly LiveAction[] }) {
  return (
    <ul aria-label="Live actions" className="divide-y rounded-lg border">
      {actions.map((action) => {
        const moment = action.startSeconds === null ? '' : `?t=${action.startSeconds}`;
        return (
          <li key={action.id} className="flex min-w-0 flex-col gap-1 p-3">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <Badge variant="outline">{action.stateCode}</Badge>
              <EntityLink kind="bill" id={action.billId}>
                {action.billIdentifier}
              </EntityLink>
              {action.section && <span className="text-sm text-muted-foreground">§ {action.section}</span>}
              <span className="min-w-0 truncate text-sm text-muted-foreground">{action.billTitle}</span>
            </div>
            <p className="break-words text-sm">“{action.quote}”</p>
            <p className="break-words text-xs text-muted-foreground">
              <Link
                to={`${paths.committeeVideos.detail(String(action.hearingId))}${moment}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {action.startSeconds === null
                  ? action.hearingTitle
                  : `${timecode(action.startSeconds)} · ${action.hearingTitle}`}
              </Link>
              {' · '}
              {new Date(action.hearingStartsAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
              {action.committeeName ? ` · ${action.committeeName}` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
