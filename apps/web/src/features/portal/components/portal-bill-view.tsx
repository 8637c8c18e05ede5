import { type BillPositionValue, billPositionLabels } from '@statehouse/shared/positions/positions.schemas';
import { billStatusLabel } from '@statehouse/shared/reference/bill-status';
import { ArrowLeftIcon, FileQuestionIcon, LockIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePortal } from '@/hooks/use-portal';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { usePortalBill, useSubmitPortalFeedback } from '../api/portal-visitor';
import { FeedbackChoice } from './feedback-choice';

/** A shared bill as the portal's settings allow, with the intake form: the visitor's position, impact and comment. */
export function PortalBillView({ billId }: { billId: string }) {
  const { href } = usePortal();
  const bill = usePortalBill(billId);
  if (bill.isPending) return <Skeleton className="mx-auto my-10 h-64 max-w-5xl" />;
  if (bill.isError) {
    const status = bill.error instanceof ApiError ? bill.error.status : 0;
    return status === 401 ? (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={LockIcon}
        title="Sign in to see this bill"
        reason="This portal shares its bills with the people it lists."
      >
        <Button asChild>
          <Link to={href('/auth')}>Sign in to the portal</Link>
        </Button>
      </EmptyState>
    ) : (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={FileQuestionIcon}
        title={status === 404 ? 'Bill not found in this portal' : 'The bill could not be loaded'}
        reason={status === 404 ? 'It is not shared through this portal, or no longer.' : bill.error.message}
      >
        <Button asChild variant="outline">
          <Link to={href('/')}>Back to the shared bills</Link>
        </Button>
      </EmptyState>
    );
  }
  const data = bill.data;
  return (
    <section className="mx-auto flex max-w-5xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6">
      <Link to={href('/')} className="flex items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> Shared bills
      </Link>
      <header className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold">
            {data.stateCode} {data.identifier}
          </h1>
          <Badge variant="secondary">{billStatusLabel(data.status) ?? 'Unknown status'}</Badge>
        </div>
        <p className="break-words text-lg">{data.title}</p>
        <p className="break-words text-sm text-muted-foreground">
          {data.lastActionText
            ? `Latest action ${formatDay(data.lastActionDate)}: ${data.lastActionText}`
            : 'No action recorded yet'}
        </p>
        {data.nextHearing && (
          <p className="break-words text-sm text-muted-foreground">
            Next hearing: {data.nextHearing.name}, {formatDateTime(data.nextHearing.startTime)}
          </p>
        )}
      </header>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <FeedbackForm billId={billId} />
        <div className="flex min-w-0 flex-col gap-6">
          {data.summary !== null && (
            <SectionCard title="Summary">
              <p className="whitespace-pre-line break-words text-sm">{data.summary || 'No summary was published.'}</p>
              {data.textUrl && (
                <a
                  href={data.textUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-2 inline-block text-sm text-primary hover:underline"
                >
                  Read the bill text
                </a>
              )}
            </SectionCard>
          )}
          {data.positions !== null && (
            <SectionCard title="Our position">
              {data.positions.length === 0 ? (
                <p className="text-sm text-muted-foreground">No position taken yet.</p>
              ) : (
                data.positions.map((position) => (
                  <p key={position.updatedAt} className="break-words text-sm">
                    <strong>{billPositionLabels[position.position]}</strong>
                    {position.note ? `: ${position.note}` : ''}
                  </p>
                ))
              )}
            </SectionCard>
          )}
          {data.remarks !== null && (
            <SectionCard title="Remarks">
              {data.remarks.length === 0 ? (
                <p className="text-sm text-muted-foreground">No remarks shared yet.</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {data.remarks.map((remark) => (
                    <li key={remark.createdAt} className="break-words text-sm">
                      <p className="whitespace-pre-line">{remark.body}</p>
                      <p className="text-xs text-muted-foreground">{formatDateTime(remark.createdAt)}</p>
                    </li>
                  ))}
                </ul>
              )}
            </SectionCard>
          )}
          {data.myFeedback.length > 0 && (
            <SectionCard title="What you told us">
              <ul className="flex flex-col gap-3">
                {data.myFeedback.map((item) => (
                  <li key={item.id} className="break-words text-sm">
                    <strong>{billPositionLabels[item.position]}</strong>, impact {item.impact} of 5
                    {item.comment ? `: ${item.comment}` : ''}
                    <span className="block text-xs text-muted-foreground">{formatDateTime(item.createdAt)}</span>
                  </li>
                ))}
              </ul>
            </SectionCard>
          )}
        </div>
      </div>
    </section>
  );
}

function FeedbackForm({ billId }: { billId: string }) {
  const submit = useSubmitPortalFeedback(billId);
  const [position, setPosition] = useState<BillPositionValue | null>(null);
  const [impact, setImpact] = useState(3);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!position) return;
    submit.mutate(
      { position, impact, comment },
      {
        onSuccess: () => {
          setSent(true);
          setComment('');
        },
      },
    );
  };
  return (
    <SectionCard title="Tell us where you stand" description="Your position, how much the bill affects you, and why.">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Your position">
        <FeedbackChoice position={position} onPosition={setPosition} impact={impact} onImpact={setImpact} />
        <label className="flex flex-col gap-2 text-sm font-medium" htmlFor="portal-comment">
          Comment
          <textarea
            id="portal-comment"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            maxLength={2000}
            rows={4}
            className="rounded-md border bg-background px-3 py-2 text-sm font-normal"
          />
        </label>
        {submit.isError && (
          <p role="alert" className="text-sm text-destructive">
            {submit.error instanceof ApiError && submit.error.status === 401
              ? 'Please sign in to the portal to send your position.'
              : submit.error.message}
          </p>
        )}
        {sent && !submit.isError && (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
            Thank you: your position was sent.
          </p>
        )}
        <Button type="submit" disabled={!position || submit.isPending}>
          {submit.isPending ? 'Sending...' : 'Send my position'}
        </Button>
      </form>
    </SectionCard>
  );
}
