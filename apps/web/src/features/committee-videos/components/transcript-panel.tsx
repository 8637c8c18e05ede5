import type { TranscriptSegment } from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { formatTimecode } from '../utils/video-format';

/** The line being spoken at `ms`: the last that started at or before it. */
export function activeSegmentId(segments: readonly TranscriptSegment[], ms: number | null): number | null {
  if (ms === null) return null;
  let active: number | null = null;
  for (const segment of segments) {
    if (segment.startMs === null) continue;
    if (segment.startMs <= ms) active = segment.id;
    else break;
  }
  return active;
}

/**
 * The transcript beside the player: the line being spoken is marked and kept in view as playback moves, a click on
 * a timed line seeks there, and the box above keeps only the lines with the words typed.
 */
export function TranscriptPanel({
  segments,
  currentMs,
  onSeek,
  renderActions,
}: {
  segments: readonly TranscriptSegment[];
  currentMs: number | null;
  onSeek?: (ms: number) => void;
  /** Extra buttons per line (the clip page's "Start here", "End here"). */
  renderActions?: (segment: TranscriptSegment) => React.ReactNode;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const active = activeSegmentId(segments, currentMs);
  const shown = useMemo(() => {
    const words = filter.trim().toLowerCase();
    if (!words) return segments;
    return segments.filter((segment) => `${segment.speaker ?? ''} ${segment.text}`.toLowerCase().includes(words));
  }, [segments, filter]);

  useEffect(() => {
    if (active === null || !listRef.current) return;
    const line = listRef.current.querySelector<HTMLElement>(`[data-segment="${active}"]`);
    if (!line) return;
    // Scroll the list only, never the page, so following playback does not pull the reader away.
    const list = listRef.current;
    const top = line.offsetTop - list.offsetTop - list.clientHeight / 3;
    list.scrollTo?.({ top, behavior: 'smooth' });
  }, [active]);

  return (
    <section aria-label="Transcript" className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        Search the transcript
      </label>
      <Input
        id={id}
        type="search"
        placeholder="Search the transcript"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {filter && (
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {shown.length} {shown.length === 1 ? 'line' : 'lines'} with “{filter.trim()}”
        </p>
      )}
      <ol ref={listRef} className="relative max-h-[28rem] min-w-0 overflow-y-auto rounded-lg border lg:max-h-[36rem]">
        {shown.map((segment) => (
          <li
            key={segment.id}
            data-segment={segment.id}
            aria-current={segment.id === active ? 'true' : undefined}
            className={cn(
              'flex min-w-0 gap-2 border-b p-2 text-sm last:border-b-0',
              segment.id === active && 'bg-primary/10',
            )}
          >
            {segment.startMs !== null && onSeek ? (
              <button
                type="button"
                onClick={() => onSeek(segment.startMs as number)}
                className="flex min-w-0 flex-1 gap-2 text-left hover:text-primary"
                aria-label={`Play from ${formatTimecode(segment.startMs)}: ${segment.text}`}
              >
                <span className="w-14 shrink-0 font-mono text-xs text-muted-foreground tabular-nums">
                  {formatTimecode(segment.startMs)}
                </span>
                <span className="min-w-0 break-words">
                  {segment.speaker && <span className="font-medium">{segment.speaker}: </span>}
                  {segment.text}
                </span>
              </button>
            ) : (
              <p className="min-w-0 flex-1 break-words">
                {segment.speaker && <span className="font-medium">{segment.speaker}: </span>}
                {segment.text}
              </p>
            )}
            {renderActions?.(segment)}
          </li>
        ))}
      </ol>
    </section>
  );
}
