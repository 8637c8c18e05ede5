import { type AutoTrackMatch, matchOutcomeLabels } from '@statehouse/shared/autotrack/autotrack.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { SearchXIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { DetailHeader, DetailPage } from '@/components/detail-page/detail-page';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ListError } from '@/components/list-page/list-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ToastAction } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useUrlTab } from '@/hooks/use-url-tab';
import { useAccountTagOptions } from '@/lib/api/get-tag-options';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { type MatchDecision, useDecideMatch } from '../api/decide-match';
import { useAutoTrackedBill } from '../api/get-auto-tracked-bill';
import { HighlightedPassage } from './highlighted-passage';
import { RejectForm } from './reject-form';
import { LevelBadge, ScoreBar } from './score-bar';

const tabs = [
  { value: 'why', label: 'Why it matched' },
  { value: 'tracking', label: 'Tracking' },
] as const;

function Part({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section className="flex min-w-0 flex-col gap-2">
      <h2 className="text-base font-semibold">{title}</h2>
      {children.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">{children}</ul>
      )}
    </section>
  );
}

/** The explanation, part by part: every signal that fired, with what made it fire. */
function Explanation({ match }: { match: AutoTrackMatch }) {
  const { explanation } = match;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <p className="break-words text-sm">{explanation.summary}</p>
      <Part title="Keywords" empty="None of your keywords appears in the bill.">
        {explanation.keywords.map((hit) => (
          <li key={hit.keyword} className="flex min-w-0 flex-col gap-1 rounded-md border p-3 text-sm">
            <span className="font-medium">
              “{hit.keyword}” <span className="font-normal text-muted-foreground">in the {hit.where}</span>
            </span>
            <blockquote className="break-words text-muted-foreground">
              <HighlightedPassage passage={hit.passage} phrase={hit.keyword} />
            </blockquote>
          </li>
        ))}
      </Part>
      <Part title="Subjects" empty="None of your subjects is among the bill’s.">
        {explanation.subjects.map((subject) => (
          <li key={subject.value} className="text-sm">
            <EntityLink kind="subject" id={subject.value}>
              {subject.label}
            </EntityLink>
            {subject.keyword && (
              <span className="text-muted-foreground"> (named by your keyword “{subject.keyword}”)</span>
            )}
          </li>
        ))}
      </Part>
      <Part title="Companies named" empty="The bill names none of your companies.">
        {explanation.companies.map((company) => (
          <li key={company.id} className="flex min-w-0 flex-col gap-1 rounded-md border p-3 text-sm">
            <EntityLink kind="company" id={company.id}>
              {company.name}
            </EntityLink>
            <blockquote className="break-words text-muted-foreground">
              <HighlightedPassage passage={company.passage} phrase={company.name} />
            </blockquote>
          </li>
        ))}
      </Part>
      <Part
        title="Statute sections"
        empty="The bill touches none of the sections you follow or your tracked bills amend."
      >
        {explanation.sections.map((section) => (
          <li key={`${section.code}-${section.section}-${section.kind}`} className="break-words text-sm">
            {section.kind === 'cites' ? 'Cites' : section.kind.charAt(0).toUpperCase() + section.kind.slice(1)}{' '}
            {section.code} § {section.section}
          </li>
        ))}
      </Part>
      <Part title="Like bills you track" empty="It is not much like any bill you track.">
        {explanation.similarTracked.map((bill) => (
          <li key={bill.billId} className="text-sm">
            <EntityLink kind="bill" id={bill.billId}>
              {bill.identifier}
            </EntityLink>{' '}
            <span className="text-muted-foreground">({Math.round(bill.similarity * 100)}% of their words shared)</span>
          </li>
        ))}
      </Part>
      {explanation.rejectedPenalty && (
        <p className="break-words rounded-md border border-dashed p-3 text-sm">
          Scored lower: it is like{' '}
          <EntityLink kind="bill" id={explanation.rejectedPenalty.billId}>
            {explanation.rejectedPenalty.identifier}
          </EntityLink>
          , which you rejected: “{explanation.rejectedPenalty.reason}”.
        </p>
      )}
    </div>
  );
}

/** Approve under a tag, or reject with a reason; a decided match can be put back to waiting. */
function Decision({ match, canDecide }: { match: AutoTrackMatch; canDecide: boolean }) {
  const id = useId();
  const tags = useAccountTagOptions();
  const decide = useDecideMatch();
  const [tagId, setTagId] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const name = `${match.stateCode} ${match.identifier}`;
  const run = (decision: MatchDecision, done: string) =>
    decide.mutate([decision], {
      onSuccess: () => {
        setRejecting(false);
        toast({
          title: done,
          action:
            decision.action === 'reopen' ? undefined : (
              <ToastAction altText="Undo" onClick={() => decide.mutate([{ action: 'reopen', billId: match.billId }])}>
                Undo
              </ToastAction>
            ),
        });
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: error.message }),
    });
  if (!canDecide) {
    return <p className="text-sm text-muted-foreground">Admins and users of the account approve or reject matches.</p>;
  }
  if (match.outcome !== 'pending') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm">
          {matchOutcomeLabels[match.outcome]}
          {match.decidedAt ? ` ${formatDateTime(match.decidedAt)}` : ''}
          {match.rejectReason ? `: ${match.rejectReason}` : ''}
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => run({ action: 'reopen', billId: match.billId }, `${name} is waiting again`)}
        >
          Undo {match.outcome === 'approved' ? 'approval' : 'rejection'}
        </Button>
      </div>
    );
  }
  if (rejecting) {
    return (
      <RejectForm
        pending={decide.isPending}
        onCancel={() => setRejecting(false)}
        onReject={(reason) => run({ action: 'reject', billId: match.billId, reason }, `${name} rejected`)}
      />
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Track under
        </label>
        <select
          id={id}
          className="h-9 min-w-0 rounded-md border bg-background px-2 text-sm"
          value={tagId}
          onChange={(event) => setTagId(event.target.value)}
        >
          <option value="">Your setup’s tag (made if missing)</option>
          {(tags.data?.data ?? []).map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={decide.isPending}
          onClick={() =>
            run(
              { action: 'approve', billId: match.billId, tagId: tagId ? Number(tagId) : undefined },
              `${name} approved and tracked`,
            )
          }
        >
          Approve
        </Button>
        <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
          Reject
        </Button>
      </div>
    </div>
  );
}

/** /auto-tracked-bills/:billId: why the bill matched, passage by passage, and the decision. */
export function MatchDetail({ billId, canDecide }: { billId: string; canDecide: boolean }) {
  const detail = useAutoTrackedBill(billId);
  const { tab, setTab } = useUrlTab(tabs);
  const back = { to: paths.autoTracked.list, label: 'Auto-Tracked Bills' };
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return (
        <EmptyState
          variant="page"
          icon={SearchXIcon}
          titleAs="h1"
          title="No match for this bill"
          reason={`${billId} was not proposed to your account by auto-tracking: the link may be old, or the match was removed when the bill changed.`}
        >
          <Button asChild variant="outline">
            <Link to={paths.autoTracked.list}>See every match</Link>
          </Button>
        </EmptyState>
      );
    }
    return <ListError what="match" message={detail.error.message} onRetry={() => detail.refetch()} />;
  }
  const match = detail.data?.match;
  const name = match ? `${match.stateCode} ${match.identifier}` : billId;
  return (
    <DetailPage
      back={back}
      loadingLabel="Loading match"
      tabsLabel="Match sections"
      tab={tab}
      onTabChange={setTab}
      header={
        match && (
          <DetailHeader
            title={name}
            srTitle={match.title}
            badges={
              <>
                <Badge variant="outline">{matchOutcomeLabels[match.outcome]}</Badge>
                <LevelBadge level={match.priority} kind="priority" />
                <LevelBadge level={match.impact} kind="impact" />
              </>
            }
            meta={`${getStateName(match.stateCode) ?? match.stateCode}${match.lastActionDate ? ` · last action ${match.lastActionDate}` : ''}`}
            footer={<Decision match={match} canDecide={canDecide} />}
          >
            <p className="break-words">{match.title}</p>
            <div className="flex flex-wrap items-center gap-4">
              <ScoreBar score={match.score} />
              <EntityLink kind="bill" id={match.billId}>
                Open the bill
              </EntityLink>
            </div>
          </DetailHeader>
        )
      }
      tabs={[
        { value: 'why', label: 'Why it matched', content: match ? <Explanation match={match} /> : null },
        {
          value: 'tracking',
          label: 'Tracking',
          count: detail.data?.tracked.length,
          content: (
            <ul className="flex flex-col gap-2 text-sm">
              {(detail.data?.tracked ?? []).length === 0 ? (
                <li className="text-muted-foreground">
                  Not tracked through auto-tracking yet: approve it to track it.
                </li>
              ) : (
                detail.data?.tracked.map((row) => (
                  <li key={row.billTagId}>
                    Tracked under <span className="font-medium">{row.tag.name}</span> since{' '}
                    {formatDateTime(row.trackedAt)}
                  </li>
                ))
              )}
            </ul>
          ),
        },
      ]}
    />
  );
}
