import {
  type CommitteeVideoListParams,
  type CommitteeVideoSummary,
  hearingChamberLabels,
  hearingChambers,
} from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { states } from '@statehouse/shared/reference/states';
import { FilmIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { ListSearchForm } from '@/components/list-page/list-search-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useCommitteeVideoStates } from '../api/get-committee-video-states';
import { useCommitteeVideos } from '../api/get-committee-videos';
import {
  chamberLabel,
  formatDuration,
  formatHearingDate,
  mediaLabel,
  transcriptStatusLabels,
} from '../utils/video-format';
import { MissingHearingForm } from './missing-hearing-form';
import { TranscriptHits } from './transcript-hits';
import { useCommitteeVideoFilters } from './use-committee-video-filters';

const stateName = (code: string) => states.find((state) => state.id === code)?.name ?? code;
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A text filter applied on submit (session, committee). */
function TextFilter({
  label,
  name,
  value,
  placeholder,
  onApply,
}: {
  label: string;
  name: string;
  value: string;
  placeholder?: string;
  onApply: (value: string) => void;
}) {
  const id = useId();
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const next = new FormData(event.currentTarget).get(name);
        onApply(typeof next === 'string' ? next.trim() : '');
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input key={value} id={id} name={name} defaultValue={value} placeholder={placeholder} />
        <Button type="submit" variant="outline" size="sm">
          Apply
        </Button>
      </div>
    </form>
  );
}

function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-md border bg-background px-2 text-sm"
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /tools/committee-videos: recorded hearings with every filter in the URL, state counts and search inside transcripts. */
export function CommitteeVideosDirectory() {
  const { query, update, activeCount } = useCommitteeVideoFilters();
  const request: CommitteeVideoListParams = { ...query };
  const videos = useCommitteeVideos(request);
  const stateCounts = useCommitteeVideoStates();
  const total = videos.data?.total ?? 0;
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 8 }, (_, index) => String(thisYear - index));

  return (
    <ListPage
      title="Committee Videos"
      description="Recorded committee hearings and floor sessions with time-coded transcripts and the bills named in them."
      count={
        videos.data ? `${total.toLocaleString('en-US')} ${total === 1 ? 'hearing' : 'hearings'}` : 'Loading hearings…'
      }
      search={
        <div className="flex flex-col gap-3">
          <ListSearchForm
            label="Search hearings"
            inputLabel="Title or committee"
            placeholder="Title or committee"
            value={query.searchTerm ?? ''}
            onSearch={(searchTerm) => update({ searchTerm })}
          />
          <ListSearchForm
            label="Search inside transcripts"
            inputLabel="Words spoken in a hearing"
            placeholder="Words spoken, e.g. property tax"
            value={query.textSearch ?? ''}
            onSearch={(textSearch) => update({ textSearch })}
          />
        </div>
      }
      activeFilterCount={activeCount}
      filters={
        <div className="flex flex-col gap-5">
          <SelectFilter
            label="State"
            value={query.stateCode ?? ''}
            options={(stateCounts.data?.data ?? []).map((row) => ({
              value: row.stateCode,
              label: `${stateName(row.stateCode)} (${row.count.toLocaleString('en-US')})`,
            }))}
            onChange={(stateCode) => update({ stateCode })}
          />
          <TextFilter
            label="Session"
            name="sessionCode"
            value={query.sessionCode ?? ''}
            placeholder="e.g. 2025"
            onApply={(sessionCode) => update({ sessionCode })}
          />
          <SelectFilter
            label="Chamber"
            value={query.chamber ?? ''}
            options={hearingChambers.map((chamber) => ({ value: chamber, label: hearingChamberLabels[chamber] }))}
            onChange={(chamber) => update({ chamber: chamber as typeof query.chamber })}
          />
          <TextFilter
            label="Committee"
            name="committee"
            value={query.committee ?? ''}
            placeholder="Name or id"
            onApply={(committee) => update({ committee })}
          />
          <SelectFilter
            label="Year"
            value={query.year ? String(query.year) : ''}
            options={years.map((year) => ({ value: year, label: year }))}
            onChange={(year) => update({ year: year === '' ? undefined : Number(year) })}
          />
          <SelectFilter
            label="Month"
            value={query.month ? String(query.month) : ''}
            options={months.map((month, index) => ({ value: String(index + 1), label: month }))}
            onChange={(month) => update({ month: month === '' ? undefined : Number(month) })}
          />
          {activeCount > 0 && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                update({
                  stateCode: '',
                  sessionCode: '',
                  chamber: '',
                  committee: '',
                  year: undefined,
                  month: undefined,
                })
              }
            >
              Clear filters
            </Button>
          )}
        </div>
      }
      chips={
        stateCounts.data && stateCounts.data.data.length > 0 ? (
          <ul aria-label="Hearings by state" className="flex flex-wrap gap-2">
            {stateCounts.data.data.map((row) => (
              <li key={row.stateCode}>
                <button
                  type="button"
                  aria-pressed={query.stateCode === row.stateCode}
                  onClick={() => update({ stateCode: query.stateCode === row.stateCode ? '' : row.stateCode })}
                  className="rounded-full border px-3 py-1 text-sm hover:bg-accent aria-pressed:border-primary aria-pressed:bg-primary/10"
                >
                  {row.stateCode} <span className="text-muted-foreground">{row.count.toLocaleString('en-US')}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : undefined
      }
      footer={
        total > 0 && (
          <ListPagination
            page={query.page}
            pageSize={query.pageSize}
            total={total}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        )
      }
    >
      {query.textSearch && (
        <TranscriptHits term={query.textSearch} stateCodes={query.stateCode ? [query.stateCode] : undefined} />
      )}
      <ListResults
        query={videos}
        what="hearings"
        rows={(reply) => reply.data}
        skeleton={<ListSkeleton label="Loading hearings" />}
        empty={
          <EmptyState
            icon={FilmIcon}
            title="No hearings match"
            reason={
              query.searchTerm || query.textSearch || activeCount > 0
                ? 'No recorded hearing matches the search and filters. Clear them to see every hearing.'
                : 'No hearing has been imported yet. An administrator adds recordings with `npm run import -- hearing-media`.'
            }
          >
            <MissingHearingForm stateCode={query.stateCode} />
          </EmptyState>
        }
      >
        {(rows) => <HearingRows hearings={rows} />}
      </ListResults>
      <div className="mt-4">
        <MissingHearingForm stateCode={query.stateCode} />
      </div>
    </ListPage>
  );
}

export function HearingRows({ hearings }: { hearings: readonly CommitteeVideoSummary[] }) {
  return (
    <ul aria-label="Hearings" className="divide-y rounded-lg border">
      {hearings.map((hearing) => (
        <li key={hearing.id} className="flex min-w-0 flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-3">
          <div className="min-w-0 flex-1">
            <Link
              to={paths.committeeVideos.detail(String(hearing.id))}
              className="break-words font-medium text-primary underline-offset-4 hover:underline"
            >
              {hearing.title}
            </Link>
            <p className="break-words text-sm text-muted-foreground">
              {[
                hearing.stateCode,
                chamberLabel(hearing.chamber),
                hearing.committee?.name,
                formatHearingDate(hearing.startsAt),
                formatDuration(hearing.durationSeconds),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">{mediaLabel(hearing.media)}</Badge>
            <Badge variant={hearing.transcriptStatus === 'done' ? 'secondary' : 'outline'}>
              {transcriptStatusLabels[hearing.transcriptStatus]}
            </Badge>
            {hearing.mentionCount > 0 && (
              <Badge variant="highlight">
                {hearing.mentionCount} {hearing.mentionCount === 1 ? 'bill mention' : 'bill mentions'}
              </Badge>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
