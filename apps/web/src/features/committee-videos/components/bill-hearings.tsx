import { COMMITTEE_VIDEOS_MAX_PAGE_SIZE } from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { Video } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCommitteeVideos } from '../api/get-committee-videos';
import { formatHearingDate, formatTimecode } from '../utils/video-format';
import { momentPath } from './transcript-hits';

/**
 * The bill page's Hearings tab: every recorded hearing that names the bill (its live actions), newest first, each
 * mention quoted and linked to its second in the recording. Composed by the bill page's route.
 */
export function BillHearings({ billId }: { billId: string }) {
  // One page of the most: a bill is rarely named in more hearings than that, and the total says when it is.
  const hearings = useCommitteeVideos({ billId, pageSize: COMMITTEE_VIDEOS_MAX_PAGE_SIZE });
  return (
    <section aria-label="Hearings" className="flex min-w-0 flex-col gap-3">
      <QueryState query={hearings} label="hearings">
        {(reply) =>
          reply.data.length === 0 ? (
            <EmptyState
              icon={Video}
              title="No hearing names this bill"
              reason="None of the recorded hearings we have transcribed mentions it yet. Browse the committee videos to watch hearings of its state."
            >
              <Button asChild variant="outline">
                <Link to={paths.committeeVideos.list}>Committee videos</Link>
              </Button>
            </EmptyState>
          ) : (
            <>
              {reply.total > reply.data.length && (
                <p className="text-sm text-muted-foreground">
                  The {reply.data.length} latest of {reply.total} hearings that name this bill.
                </p>
              )}
              <ul className="divide-y rounded-lg border">
                {reply.data.map((hearing) => (
                  <li key={hearing.id} className="flex min-w-0 flex-col gap-2 p-3">
                    <div className="min-w-0">
                      <Link
                        to={paths.committeeVideos.detail(String(hearing.id))}
                        className="break-words font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {hearing.title}
                      </Link>
                      <p className="break-words text-sm text-muted-foreground">
                        {formatHearingDate(hearing.startsAt)}
                        {hearing.committee ? ` · ${hearing.committee.name}` : ''}
                      </p>
                    </div>
                    <ul className="flex flex-col gap-1">
                      {(hearing.billMentions ?? []).map((mention) => (
                        <li key={mention.id} className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:gap-2">
                          <Link
                            to={momentPath(hearing.id, mention.startMs)}
                            className="shrink-0 text-sm font-medium text-primary underline-offset-4 hover:underline"
                            aria-label={
                              mention.startMs === null
                                ? `Open the transcript of ${hearing.title}`
                                : `Play ${hearing.title} from ${formatTimecode(mention.startMs)}`
                            }
                          >
                            {mention.startMs === null ? 'Transcript' : formatTimecode(mention.startMs)}
                          </Link>
                          <q className="min-w-0 break-words text-sm">{mention.quote}</q>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
