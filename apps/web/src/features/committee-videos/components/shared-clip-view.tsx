import { FilmIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useClip } from '../api/get-clip';
import { formatHearingDate, formatTimecode } from '../utils/video-format';
import { MediaPlayer } from './media-player';
import { TranscriptPanel } from './transcript-panel';

/** /:stateCode/videos/share/:clipId: a clip anyone with the link can watch, signed in or not. */
export function SharedClipView({ clipId }: { clipId: string }) {
  const clip = useClip(clipId);
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [currentMs, setCurrentMs] = useState<number | null>(null);
  if (clip.isError && clip.error instanceof ApiError && (clip.error.status === 404 || clip.error.status === 400)) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={FilmIcon}
        title="Clip not found"
        reason="No clip has this link. It may be mistyped: ask whoever shared it for the link again."
      >
        <Button asChild variant="outline">
          <Link to="/">Go to Statehouse</Link>
        </Button>
      </EmptyState>
    );
  }
  const seek = (ms: number) => {
    setCurrentMs(ms);
    if (mediaRef.current) {
      mediaRef.current.currentTime = ms / 1000;
      void mediaRef.current.play().catch(() => {});
    }
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <QueryState query={clip} label="clip">
        {(data) => (
          <article className="flex flex-col gap-5">
            <header className="flex flex-col gap-1">
              <p className="text-sm font-medium text-primary">Clip of a {data.stateCode} hearing</p>
              <h1 className="break-words text-2xl font-semibold tracking-tight sm:text-3xl">{data.title}</h1>
              <p className="break-words text-sm text-muted-foreground">
                {[
                  data.hearingTitle,
                  data.committee,
                  formatHearingDate(data.hearingStartsAt),
                  `${formatTimecode(data.startMs)}–${formatTimecode(data.endMs)} of the hearing`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </header>
            <MediaPlayer
              src={data.mediaUrl}
              kind={data.media}
              title={data.title}
              mediaRef={mediaRef}
              onTime={setCurrentMs}
            />
            {data.transcript.length > 0 && (
              <TranscriptPanel segments={data.transcript} currentMs={currentMs} onSeek={seek} />
            )}
            <p className="text-sm text-muted-foreground">
              Shared from Statehouse: time-coded transcripts of legislative hearings in every state.{' '}
              <Link to="/" className="text-primary underline-offset-4 hover:underline">
                Learn more
              </Link>
            </p>
          </article>
        )}
      </QueryState>
    </div>
  );
}
