import {
  type CommitteeVideoSummary,
  formatTimecode,
  hearingChamberLabels,
  type TranscriptStatus,
} from '@statehouse/shared/committee-videos/committee-videos.schemas';

export { formatTimecode };

/** "Mar 4, 2025, 10:00 AM" in the viewer's zone. */
export const formatHearingDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const chamberLabel = (chamber: string | null) =>
  chamber ? (hearingChamberLabels[chamber as keyof typeof hearingChamberLabels] ?? chamber) : null;

export const transcriptStatusLabels: Record<TranscriptStatus, string> = {
  none: 'No transcript',
  queued: 'Transcript queued',
  running: 'Transcribing',
  done: 'Transcript',
  failed: 'Transcription failed',
  unavailable: 'Transcriber not installed',
};

/** "1h 02m" or "12 min" from seconds; null when unknown. */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null) return null;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** What kind of recording a hearing has, in words. */
export const mediaLabel = (media: CommitteeVideoSummary['media']) =>
  media === 'video' ? 'Video' : media === 'audio' ? 'Audio' : 'Transcript only';
