import type { CommitteeVideoDetail } from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { FilmIcon, ScissorsIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { DetailHeader } from '@/components/detail-page/detail-page';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCommitteeVideo } from '../api/get-committee-video';
import {
  chamberLabel,
  formatDuration,
  formatHearingDate,
  formatTimecode,
  mediaLabel,
  transcriptStatusLabels,
} from '../utils/video-format';
import { MediaPlayer } from './media-player';
import { TranscriptPanel } from './transcript-panel';
import { VideoChatPanel } from './video-chat-panel';

/** /tools/committee-videos/:id: the player with the transcript beside it, the bills named, and questions. */
export function HearingView({ id, startAt }: { id: number; startAt?: number }) {
  const video = useCommitteeVideo(id);
  if (video.isError && video.error instanceof ApiError && video.error.status === 404) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={FilmIcon}
        title="Hearing not found"
        reason="No recorded hearing has this number. It may have been removed, or the link is mistyped."
      >
        <Button asChild variant="outline">
          <Link to={paths.committeeVideos.list}>All committee videos</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Link
        to={paths.committeeVideos.list}
        className="mb-3 inline-flex text-sm text-muted-foreground hover:text-foreground"
      >
        ← Committee videos
      </Link>
      <QueryState query={video} label="hearing">
        {(detail) => <HearingBody detail={detail} startAt={startAt} />}
      </QueryState>
    </div>
  );
}

function HearingBody({ detail, startAt }: { detail: CommitteeVideoDetail; startAt?: number }) {
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [currentMs, setCurrentMs] = useState<number | null>(startAt !== undefined ? startAt * 1000 : null);
  const seek = (ms: number) => {
    setCurrentMs(ms);
    const element = mediaRef.current;
    if (!element) return;
    element.currentTime = ms / 1000;
    void element.play().catch(() => {
      // Autoplay refused (no user gesture yet): the player stays at the moment, paused.
    });
  };
  const hasMedia = detail.media !== 'none' && detail.mediaUrl !== null;

  return (
    <div className="flex flex-col gap-5">
      <DetailHeader
        title={detail.title}
        badges={
          <>
            <Badge variant="outline">{detail.stateCode}</Badge>
            <Badge variant="outline">{mediaLabel(detail.media)}</Badge>
          </>
        }
        meta={[
          chamberLabel(detail.chamber),
          detail.committee?.name,
          formatHearingDate(detail.startsAt),
          formatDuration(detail.durationSeconds),
          detail.sessionCode ? `Session ${detail.sessionCode}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <>
            {detail.canClip && (
              <Button asChild size="sm">
                <Link to={paths.committeeVideos.createClip(String(detail.id))}>
                  <ScissorsIcon aria-hidden="true" />
                  Create clip
                </Link>
              </Button>
            )}
            {detail.sourceUrl && (
              <Button asChild size="sm" variant="outline">
                <a href={detail.sourceUrl} target="_blank" rel="noreferrer">
                  Official source
                </a>
              </Button>
            )}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          {hasMedia ? (
            <MediaPlayer
              src={detail.mediaUrl as string}
              kind={detail.media === 'video' ? 'video' : 'audio'}
              title={detail.title}
              mediaRef={mediaRef}
              onTime={setCurrentMs}
              startAt={startAt}
            />
          ) : (
            <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              This hearing has a transcript but no recording here
              {detail.sourceUrl ? ': the official source may have it.' : '.'}
            </p>
          )}
          {detail.mentions.length > 0 && (
            <section aria-label="Bills named" className="flex flex-col gap-2">
              <h2 className="text-base font-semibold">Bills named</h2>
              <ul className="flex flex-wrap gap-2">
                {detail.mentions.map((mention) => (
                  <li key={mention.id} className="flex items-center gap-1 rounded-full border px-3 py-1 text-sm">
                    <EntityLink kind="bill" id={mention.billId}>
                      {mention.identifier}
                    </EntityLink>
                    {mention.section && <span className="text-muted-foreground">§ {mention.section}</span>}
                    {mention.startMs !== null && hasMedia && (
                      <button
                        type="button"
                        className="text-muted-foreground hover:text-primary"
                        aria-label={`Play where ${mention.identifier} is named, at ${formatTimecode(mention.startMs)}`}
                        onClick={() => seek(mention.startMs as number)}
                      >
                        {formatTimecode(mention.startMs)}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {detail.segments.length > 0 && <VideoChatPanel videoId={detail.id} onSeek={seek} />}
        </div>
        <div className="min-w-0">
          {detail.segments.length > 0 ? (
            <TranscriptPanel segments={detail.segments} currentMs={currentMs} onSeek={hasMedia ? seek : undefined} />
          ) : (
            <EmptyState
              title={transcriptStatusLabels[detail.transcriptStatus]}
              reason={
                detail.transcriptMessage ??
                (detail.transcriptStatus === 'queued' || detail.transcriptStatus === 'running'
                  ? 'The recording is being transcribed; this page updates when the transcript is ready.'
                  : 'No transcript exists for this hearing.')
              }
            />
          )}
        </div>
      </div>
    </div>
  );
}
