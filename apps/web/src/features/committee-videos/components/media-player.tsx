import type { Ref } from 'react';

/**
 * The recording: a video element for pictures, an audio element for sound only. The parent keeps the element's ref
 * to seek (a transcript line, a mention) and to follow playback (timeupdate).
 */
export function MediaPlayer({
  src,
  kind,
  title,
  mediaRef,
  onTime,
  startAt,
}: {
  src: string;
  kind: 'video' | 'audio';
  title: string;
  mediaRef: Ref<HTMLVideoElement & HTMLAudioElement>;
  onTime?: (ms: number) => void;
  /** Seconds to start at (a shared moment). */
  startAt?: number;
}) {
  const common = {
    ref: mediaRef,
    src: startAt ? `${src}#t=${startAt}` : src,
    controls: true,
    preload: 'metadata' as const,
    'aria-label': `Recording: ${title}`,
    onTimeUpdate: (event: { currentTarget: HTMLMediaElement }) => onTime?.(event.currentTarget.currentTime * 1000),
  };
  return kind === 'video' ? (
    <video {...common} className="aspect-video w-full rounded-lg bg-black" />
  ) : (
    <audio {...common} className="w-full" />
  );
}
