import {
  CLIP_MAX_SECONDS,
  type CommitteeVideoClip,
  type CommitteeVideoDetail,
} from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { FilmIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreateClip } from '../api/create-clip';
import { useCommitteeVideo } from '../api/get-committee-video';
import { formatTimecode } from '../utils/video-format';
import { MediaPlayer } from './media-player';
import { TranscriptPanel } from './transcript-panel';

/** /tools/video/create-clip/:id: pick start and end on the timeline or from transcript lines, preview, create, share. */
export function ClipEditor({ id }: { id: number }) {
  const video = useCommitteeVideo(id);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Link
        to={paths.committeeVideos.detail(String(id))}
        className="mb-3 inline-flex text-sm text-muted-foreground hover:text-foreground"
      >
        ← Back to the hearing
      </Link>
      <QueryState query={video} label="hearing">
        {(detail) =>
          detail.canClip && detail.mediaUrl ? (
            <ClipEditorBody detail={detail} />
          ) : (
            <EmptyState
              icon={FilmIcon}
              title="No recording to clip"
              reason="This hearing has only a transcript here, so there is nothing to cut a clip from."
            />
          )
        }
      </QueryState>
    </div>
  );
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

function ClipEditorBody({ detail }: { detail: CommitteeVideoDetail }) {
  const titleId = useId();
  const startId = useId();
  const endId = useId();
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [currentMs, setCurrentMs] = useState<number | null>(null);
  const durationMs = (detail.durationSeconds ?? 0) * 1000 || null;
  const [startMs, setStartMs] = useState(0);
  const [endMs, setEndMs] = useState(Math.min(30_000, durationMs ?? 30_000));
  const [title, setTitle] = useState(detail.title);
  const [copied, setCopied] = useState(false);
  const create = useCreateClip();
  const previewEnd = useRef<number | null>(null);
  const max = durationMs ?? Math.max(endMs, 60_000);

  const seek = (ms: number, play = false) => {
    setCurrentMs(ms);
    const element = mediaRef.current;
    if (!element) return;
    element.currentTime = ms / 1000;
    if (play) void element.play().catch(() => {});
  };
  const onTime = (ms: number) => {
    setCurrentMs(ms);
    // The preview stops at the clip's end.
    if (previewEnd.current !== null && ms >= previewEnd.current) {
      previewEnd.current = null;
      mediaRef.current?.pause();
    }
  };
  const lengthSeconds = (endMs - startMs) / 1000;
  const problem =
    endMs <= startMs
      ? 'The end must be after the start.'
      : lengthSeconds < 1
        ? 'A clip must be at least 1 second long.'
        : lengthSeconds > CLIP_MAX_SECONDS
          ? `A clip can be at most ${CLIP_MAX_SECONDS / 60} minutes long.`
          : null;

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 className="text-2xl font-semibold tracking-tight">Create a clip</h1>
        <p className="break-words text-sm text-muted-foreground">{detail.title}</p>
      </header>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <MediaPlayer
            src={detail.mediaUrl as string}
            kind={detail.media === 'video' ? 'video' : 'audio'}
            title={detail.title}
            mediaRef={mediaRef}
            onTime={onTime}
          />
          <fieldset className="flex flex-col gap-3 rounded-lg border p-3">
            <legend className="px-1 text-sm font-medium">Clip bounds</legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1">
                <label htmlFor={startId} className="text-sm">
                  Start: <span className="font-mono tabular-nums">{formatTimecode(startMs)}</span>
                </label>
                <input
                  id={startId}
                  type="range"
                  min={0}
                  max={max}
                  step={100}
                  value={startMs}
                  onChange={(event) => {
                    setStartMs(Number(event.target.value));
                    seek(Number(event.target.value));
                  }}
                />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setStartMs(Math.round(currentMs ?? 0))}
                >
                  Start at the player’s time
                </Button>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={endId} className="text-sm">
                  End: <span className="font-mono tabular-nums">{formatTimecode(endMs)}</span>
                </label>
                <input
                  id={endId}
                  type="range"
                  min={0}
                  max={max}
                  step={100}
                  value={endMs}
                  onChange={(event) => {
                    setEndMs(Number(event.target.value));
                    seek(Number(event.target.value));
                  }}
                />
                <Button type="button" variant="outline" size="sm" onClick={() => setEndMs(Math.round(currentMs ?? 0))}>
                  End at the player’s time
                </Button>
              </div>
            </div>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {problem ??
                `${seconds(endMs - startMs)} seconds, from ${formatTimecode(startMs)} to ${formatTimecode(endMs)}`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={problem !== null}
                onClick={() => {
                  previewEnd.current = endMs;
                  seek(startMs, true);
                }}
              >
                Preview
              </Button>
            </div>
          </fieldset>
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate({ videoId: detail.id, start: startMs / 1000, end: endMs / 1000, title: title.trim() });
            }}
          >
            <label htmlFor={titleId} className="text-sm font-medium">
              Clip title
            </label>
            <Input id={titleId} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
            <div>
              <Button type="submit" disabled={problem !== null || title.trim() === '' || create.isPending}>
                {create.isPending ? 'Cutting the clip…' : 'Create clip'}
              </Button>
            </div>
            {create.isError && (
              <p role="alert" className="text-sm text-destructive">
                {create.error instanceof ApiError ? create.error.message : 'The clip could not be made. Try again.'}
              </p>
            )}
          </form>
          {create.data && <ClipMade clip={create.data} copied={copied} onCopied={() => setCopied(true)} />}
        </div>
        <div className="min-w-0">
          <TranscriptPanel
            segments={detail.segments}
            currentMs={currentMs}
            onSeek={seek}
            renderActions={(segment) =>
              segment.startMs === null ? null : (
                <div className="flex shrink-0 flex-col gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="h-6 px-2 text-xs"
                    aria-label={`Start the clip at ${formatTimecode(segment.startMs)}`}
                    onClick={() => setStartMs(segment.startMs as number)}
                  >
                    Start
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="h-6 px-2 text-xs"
                    aria-label={`End the clip after the line at ${formatTimecode(segment.startMs)}`}
                    onClick={() => setEndMs((segment.endMs ?? segment.startMs) as number)}
                  >
                    End
                  </Button>
                </div>
              )
            }
          />
        </div>
      </div>
    </div>
  );
}

function ClipMade({ clip, copied, onCopied }: { clip: CommitteeVideoClip; copied: boolean; onCopied: () => void }) {
  const link = `${window.location.origin}${clip.sharePath}`;
  return (
    <section
      aria-label="Your clip"
      role="status"
      className="flex min-w-0 flex-col gap-2 rounded-lg border bg-muted/40 p-3"
    >
      <p className="font-medium">Clip created: {clip.title}</p>
      <p className="break-all font-mono text-xs">{link}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(onCopied, () => {});
          }}
        >
          {copied ? 'Link copied' : 'Copy share link'}
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={clip.sharePath}>Open the share page</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={clip.mediaUrl} download>
            Download
          </a>
        </Button>
      </div>
    </section>
  );
}
