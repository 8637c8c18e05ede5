import {
  type BillReportColumn,
  billReportColumnLabels,
  billReportColumns,
  billReportGroupingLabels,
  billReportGroupings,
} from '@statehouse/shared/reports/reports.schemas';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { selectClass } from '@/components/form/form-field';
import { QueryState } from '@/components/query-state';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAdvancedFilters } from '../api/get-advanced-filters';
import { useReportPreview } from '../api/preview-report';
import { type BuilderState, parametersOf, readBuilderState, writeBuilderState } from '../utils/builder-state';
import { ReportDownload } from './report-download';
import { ReportPreview } from './report-preview';
import { ScheduleForm } from './schedule-form';
import { SelectionPicker } from './selection-picker';

/** How long the typed title waits before it goes to the URL (and the preview asks the server again). */
const TITLE_TO_URL_MS = 400;

const copy = {
  bill: {
    title: 'Bill Report',
    description: 'Choose the bills, the columns and the grouping; check the preview, then download it or schedule it.',
    call: 'bill-report',
    name: 'Bill report',
  },
  vote: {
    title: 'Vote Report',
    description:
      'Roll calls on the bills you choose: every member’s vote, the party breakdown, party-line votes and crossovers.',
    call: 'vote-report',
    name: 'Vote report',
  },
} as const;

function BillOptions({ state, onChange }: { state: BuilderState; onChange: (next: Partial<BuilderState>) => void }) {
  const id = useId();
  const toggle = (column: BillReportColumn) => {
    const chosen = state.columns.includes(column)
      ? state.columns.filter((item) => item !== column)
      : billReportColumns.filter((item) => item === column || state.columns.includes(item));
    if (chosen.length > 0) onChange({ columns: chosen });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_220px]">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Columns</legend>
        <div className="flex flex-wrap gap-2">
          {billReportColumns.map((column) => (
            <label key={column} className="flex items-center gap-2 rounded-md border px-2 py-1 text-sm">
              <input type="checkbox" checked={state.columns.includes(column)} onChange={() => toggle(column)} />
              {billReportColumnLabels[column]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-group`}>Group by</Label>
        <select
          id={`${id}-group`}
          className={selectClass}
          value={state.groupBy}
          onChange={(event) => onChange({ groupBy: event.target.value as BuilderState['groupBy'] })}
        >
          {billReportGroupings.map((grouping) => (
            <option key={grouping} value={grouping}>
              {billReportGroupingLabels[grouping]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function VoteOptions({ state, onChange }: { state: BuilderState; onChange: (next: Partial<BuilderState>) => void }) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-chamber`}>Chamber</Label>
        <select
          id={`${id}-chamber`}
          className={selectClass}
          value={state.chamber}
          onChange={(event) => onChange({ chamber: event.target.value as BuilderState['chamber'] })}
        >
          <option value="">Both chambers</option>
          <option value="upper">Senate</option>
          <option value="lower">House</option>
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={state.dateFrom}
          onChange={(event) => onChange({ dateFrom: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={state.dateTo}
          onChange={(event) => onChange({ dateTo: event.target.value })}
        />
      </div>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input
          type="checkbox"
          checked={state.memberVotes}
          onChange={(event) => onChange({ memberVotes: event.target.checked })}
        />
        Every member’s vote
      </label>
    </div>
  );
}

/**
 * /dashboard/reports/bill and /votes: the builder. Its choices live in the URL; the preview follows them, the
 * Download button builds the file (with progress), and the schedule form repeats the same report by e-mail.
 */
export function ReportBuilder({ kind }: { kind: 'bill' | 'vote' }) {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readBuilderState(searchParams);
  const filters = useAdvancedFilters();
  // From the URL as it is when the change lands, not as this render saw it: a delayed write keeps later changes.
  const onChange = (next: Partial<BuilderState>) =>
    setSearchParams((current) => writeBuilderState({ ...readBuilderState(current), ...next }), { replace: true });
  // The title as typed. Download and Schedule use it at once; the URL (and the preview) follow a moment later, so a
  // click right after typing never sends the title the URL held before (the router renders URL changes late).
  const [title, setTitle] = useState(state.title);
  const urlTitle = state.title;
  useEffect(() => {
    if (title === urlTitle) return;
    const timer = setTimeout(
      () => setSearchParams((current) => writeBuilderState({ ...readBuilderState(current), title }), { replace: true }),
      TITLE_TO_URL_MS,
    );
    return () => clearTimeout(timer);
  }, [title, urlTitle, setSearchParams]);
  const parameters = parametersOf(kind, { ...state, title });
  const previewParameters = parametersOf(kind, state);
  const preview = useReportPreview(copy[kind].call, previewParameters ?? {}, previewParameters !== null);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <div>
        <p className="text-sm text-muted-foreground">
          <Link to="/dashboard/reports" className="underline-offset-4 hover:underline">
            Reports
          </Link>{' '}
          /
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">{copy[kind].title}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{copy[kind].description}</p>
      </div>

      <Card>
        <CardContent className="flex flex-col gap-6">
          <SelectionPicker state={state} filters={filters.data} onChange={onChange} />
          {kind === 'bill' ? (
            <BillOptions state={state} onChange={onChange} />
          ) : (
            <VoteOptions state={state} onChange={onChange} />
          )}
          <div className="flex max-w-md flex-col gap-2">
            <Label htmlFor={`${id}-title`}>Report title</Label>
            <Input
              id={`${id}-title`}
              value={title}
              placeholder={copy[kind].name}
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
              onBlur={() => title !== state.title && onChange({ title })}
            />
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby={`${id}-preview`} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={`${id}-preview`} className="text-lg font-semibold">
            Preview
          </h2>
          <ReportDownload
            kind={copy[kind].call}
            body={parameters}
            format={state.format}
            onFormatChange={(format) => onChange({ format })}
          />
        </div>
        {previewParameters === null ? (
          <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">
            Choose the bills to see a preview.
          </p>
        ) : (
          <div aria-busy={preview.isFetching}>
            <QueryState query={preview} label="preview">
              {(data) => <ReportPreview preview={data} />}
            </QueryState>
          </div>
        )}
      </section>

      <Card>
        <CardContent>
          <ScheduleForm
            kind={kind}
            parameters={parameters}
            format={state.format}
            defaultName={`Weekly ${copy[kind].name.toLowerCase()}`}
          />
        </CardContent>
      </Card>
    </div>
  );
}
