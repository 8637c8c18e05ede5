import {
  type AutoTrackMatch,
  matchLevelLabels,
  matchLevels,
  matchOutcomeLabels,
  matchOutcomes,
} from '@statehouse/shared/autotrack/autotrack.schemas';
import { BotIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { ListSearchForm } from '@/components/list-page/list-search-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ToastAction } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { type MatchDecision, useDecideMatch } from '../api/decide-match';
import { useMatches } from '../api/get-matches';
import { AutoTrackStatus } from './auto-track-status';
import { RejectForm } from './reject-form';
import { LevelBadge, ScoreBar } from './score-bar';
import { useMatchFilters } from './use-match-filters';

const minScoreOptions = [0, 50, 70, 90] as const;

function Choice({
  legend,
  name,
  value,
  options,
  onChange,
  withAll = true,
}: {
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  withAll?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {[...(withAll ? [{ value: '', label: 'All' }] : []), ...options].map((option) => (
        <label key={option.value || 'all'} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * /auto-tracked-bills: the bills the matcher proposed, best first, with their score, priority, impact and the
 * explanation in one line; approve or reject one or many, with undo. Filters live in the URL.
 */
export function MatchesList({ canDecide, canStart }: { canDecide: boolean; canStart: boolean }) {
  const id = useId();
  const { query, update, setPage, activeCount } = useMatchFilters();
  const matches = useMatches(query);
  const decide = useDecideMatch();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const counts = matches.data?.counts;
  const rows = matches.data?.data ?? [];
  const total = matches.data?.total ?? 0;

  const run = (decisions: MatchDecision[], done: string) => {
    decide.mutate(decisions, {
      onSuccess: () => {
        setSelected(new Set());
        setRejecting(null);
        toast({
          title: done,
          action: (
            <ToastAction
              altText="Undo"
              onClick={() =>
                decide.mutate(decisions.map((decision) => ({ action: 'reopen', billId: decision.billId })))
              }
            >
              Undo
            </ToastAction>
          ),
        });
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: error.message }),
    });
  };
  const approve = (billIds: string[]) =>
    run(
      billIds.map((billId) => ({ action: 'approve', billId })),
      billIds.length === 1 ? `${billIds[0]} approved and tracked` : `${billIds.length} bills approved and tracked`,
    );
  const reject = (billIds: string[], reason: string) =>
    run(
      billIds.map((billId) => ({ action: 'reject', billId, reason })),
      billIds.length === 1 ? `${billIds[0]} rejected` : `${billIds.length} bills rejected`,
    );
  const toggle = (billId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(billId);
      else next.delete(billId);
      return next;
    });
  const waiting = query.outcome === 'pending';

  return (
    <ListPage
      title="Auto-Tracked Bills"
      description="Bills matched to your organization’s keywords, subjects, companies and tracked bills, best first. Approve one to track it; a rejection with a reason teaches the matcher."
      count={
        matches.data
          ? `${total.toLocaleString('en-US')} ${matchOutcomeLabels[query.outcome ?? 'pending'].toLowerCase()} ${total === 1 ? 'match' : 'matches'}`
          : 'Loading matches…'
      }
      search={
        <ListSearchForm
          label="Search matches"
          inputLabel="Bill number or title"
          placeholder="Bill number or title"
          value={query.search ?? ''}
          onSearch={(search) => update({ search })}
        />
      }
      activeFilterCount={activeCount}
      filters={
        <div className="flex flex-col gap-5">
          <AutoTrackStatus canStart={canStart} />
          <Choice
            legend="Outcome"
            name={`${id}-outcome`}
            value={query.outcome ?? 'pending'}
            withAll={false}
            options={matchOutcomes.map((outcome) => ({
              value: outcome,
              label: `${matchOutcomeLabels[outcome]}${counts ? ` (${counts[outcome]})` : ''}`,
            }))}
            onChange={(outcome) => update({ outcome: outcome === 'pending' ? '' : (outcome as typeof query.outcome) })}
          />
          <Choice
            legend="Priority"
            name={`${id}-priority`}
            value={query.priority ?? ''}
            options={matchLevels.map((level) => ({ value: level, label: matchLevelLabels[level] }))}
            onChange={(priority) => update({ priority: priority as typeof query.priority })}
          />
          <Choice
            legend="Impact"
            name={`${id}-impact`}
            value={query.impact ?? ''}
            options={matchLevels.map((level) => ({ value: level, label: matchLevelLabels[level] }))}
            onChange={(impact) => update({ impact: impact as typeof query.impact })}
          />
          <Choice
            legend="Score at least"
            name={`${id}-min`}
            value={query.minScore === undefined ? '' : String(query.minScore)}
            options={minScoreOptions.slice(1).map((score) => ({ value: String(score), label: String(score) }))}
            onChange={(minScore) => update({ minScore: minScore === '' ? '' : Number(minScore) })}
          />
        </div>
      }
      toolbar={
        canDecide && waiting && rows.length > 0 ? (
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <div className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={selected.size === 0 ? false : selected.size === rows.length ? true : 'indeterminate'}
                onCheckedChange={(on) => setSelected(on ? new Set(rows.map((row) => row.billId)) : new Set())}
                aria-label="Select every match on this page"
              />
              <span aria-live="polite">{selected.size > 0 ? `${selected.size} selected` : 'Select all'}</span>
            </div>
            {selected.size > 0 && (
              <>
                <Button size="sm" disabled={decide.isPending} onClick={() => approve([...selected])}>
                  Approve selected
                </Button>
                <Button size="sm" variant="outline" onClick={() => setRejecting([...selected])}>
                  Reject selected
                </Button>
              </>
            )}
          </div>
        ) : undefined
      }
      chips={
        rejecting && rejecting.length > 1 ? (
          <RejectForm
            label={`Why reject these ${rejecting.length} bills?`}
            pending={decide.isPending}
            onCancel={() => setRejecting(null)}
            onReject={(reason) => reject(rejecting, reason)}
          />
        ) : undefined
      }
      footer={
        matches.data && total > 0 ? (
          <ListPagination
            page={query.page ?? 1}
            pageSize={query.pageSize ?? 25}
            total={total}
            onPage={setPage}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        ) : undefined
      }
    >
      <ListResults
        query={matches}
        what="matches"
        rows={(data) => data.data}
        skeleton={<ListSkeleton label="Loading matches" />}
        empty={
          <EmptyState
            icon={BotIcon}
            title={
              waiting
                ? 'No bills waiting for you'
                : `No ${matchOutcomeLabels[query.outcome ?? 'pending'].toLowerCase()} matches`
            }
            reason={
              query.search || activeCount > 0
                ? 'No match fits these filters: clear some of them.'
                : waiting
                  ? 'The matcher has proposed nothing new. Run it again after changing your keywords and subjects in the setup wizard, or wait for new bills: they are matched as they arrive.'
                  : 'Decided matches appear here.'
            }
          >
            <Button asChild variant="outline" size="sm">
              <Link to={paths.setup.wizard}>Open the setup wizard</Link>
            </Button>
          </EmptyState>
        }
      >
        {(shown) => (
          <ul aria-label="Matches" className="flex flex-col divide-y rounded-lg border">
            {shown.map((match) => (
              <MatchRow
                key={match.billId}
                match={match}
                selectable={canDecide && waiting}
                selected={selected.has(match.billId)}
                onSelect={(on) => toggle(match.billId, on)}
                rejecting={rejecting?.length === 1 && rejecting[0] === match.billId}
                pending={decide.isPending}
                onApprove={canDecide && match.outcome === 'pending' ? () => approve([match.billId]) : undefined}
                onStartReject={
                  canDecide && match.outcome === 'pending' ? () => setRejecting([match.billId]) : undefined
                }
                onReject={(reason) => reject([match.billId], reason)}
                onCancelReject={() => setRejecting(null)}
              />
            ))}
          </ul>
        )}
      </ListResults>
    </ListPage>
  );
}

function MatchRow({
  match,
  selectable,
  selected,
  onSelect,
  rejecting,
  pending,
  onApprove,
  onStartReject,
  onReject,
  onCancelReject,
}: {
  match: AutoTrackMatch;
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  rejecting: boolean;
  pending: boolean;
  onApprove?: () => void;
  onStartReject?: () => void;
  onReject: (reason: string) => void;
  onCancelReject: () => void;
}) {
  const name = `${match.stateCode} ${match.identifier}`;
  return (
    <li className="flex min-w-0 flex-col gap-2 p-3">
      <div className="flex min-w-0 items-start gap-3">
        {selectable && (
          <Checkbox className="mt-1" checked={selected} onCheckedChange={onSelect} aria-label={`Select ${name}`} />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              to={paths.autoTracked.detail(match.billId)}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {name}
            </Link>
            <ScoreBar score={match.score} />
            <LevelBadge level={match.priority} kind="priority" />
            <LevelBadge level={match.impact} kind="impact" />
          </div>
          <p className="break-words text-sm">{match.title}</p>
          <p className="truncate text-sm text-muted-foreground" title={match.explanation.summary}>
            {match.explanation.summary}
          </p>
          {match.outcome === 'rejected' && match.rejectReason && (
            <p className="break-words text-sm text-muted-foreground">Rejected: {match.rejectReason}</p>
          )}
        </div>
        {(onApprove || onStartReject) && !rejecting && (
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            {onApprove && (
              <Button size="sm" disabled={pending} onClick={onApprove} aria-label={`Approve ${name}`}>
                Approve
              </Button>
            )}
            {onStartReject && (
              <Button size="sm" variant="outline" onClick={onStartReject} aria-label={`Reject ${name}`}>
                Reject
              </Button>
            )}
          </div>
        )}
      </div>
      {rejecting && <RejectForm pending={pending} onCancel={onCancelReject} onReject={onReject} />}
    </li>
  );
}
