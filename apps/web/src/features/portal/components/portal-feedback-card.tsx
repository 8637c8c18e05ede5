import { billPositionLabels } from '@statehouse/shared/positions/positions.schemas';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { useAdoptPortalFeedback, usePortalFeedback } from '../api/portal-feedback';

/** On the bill page, beside the account's position: what portal visitors said, with who and when; editors may adopt one. */
export function PortalFeedbackCard({ billId }: { billId: string }) {
  const feedback = usePortalFeedback(billId);
  const adopt = useAdoptPortalFeedback();
  return (
    <SectionCard title="Heard from the portal" description="Positions your portal’s visitors sent on this bill.">
      {feedback.isPending ? null : feedback.isError ? (
        <p className="text-sm text-destructive">{feedback.error.message}</p>
      ) : feedback.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No visitor has sent a position on this bill. Share it through Portal Settings to hear back.
        </p>
      ) : (
        <ul className="flex flex-col divide-y" aria-label="Portal feedback">
          {feedback.data.items.map((item) => (
            <li key={item.id} className="flex min-w-0 flex-col gap-1 py-2 text-sm">
              <p className="break-words">
                <strong>{billPositionLabels[item.position]}</strong>, impact {item.impact} of 5
                {item.comment ? `: ${item.comment}` : ''}
              </p>
              <p className="break-words text-xs text-muted-foreground">
                {item.authorName}
                {item.authorEmail ? ` (${item.authorEmail})` : ''}, {formatDateTime(item.createdAt)}
                {item.adoptedAt &&
                  `. Adopted by ${item.adoptedBy?.name ?? 'a former member'} ${formatDateTime(item.adoptedAt)}`}
              </p>
              {feedback.data.canAdopt && !item.adoptedAt && (
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  disabled={adopt.isPending}
                  onClick={() => adopt.mutate(item.id)}
                >
                  Adopt as our position
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {adopt.isError && (
        <p role="alert" className="text-sm text-destructive">
          {adopt.error.message}
        </p>
      )}
    </SectionCard>
  );
}
