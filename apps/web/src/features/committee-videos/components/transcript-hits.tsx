import { TRANSCRIPT_SEARCH_DEFAULT_LIMIT } from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTranscriptSearch } from '../api/search-transcripts';
import { formatHearingDate, formatTimecode } from '../utils/video-format';

/** A hearing's page opened at a moment (`?t=` seconds). */
export const momentPath = (videoId: number, startMs: number | null) =>
  `${paths.committeeVideos.detail(String(videoId))}${startMs === null ? '' : `?t=${Math.floor(startMs / 1000)}`}`;

/** Lines spoken that match the words, across states, each a link to its hearing at that moment. */
export function TranscriptHits({ term, stateCodes }: { term: string; stateCodes?: string[] }) {
  const [page, setPage] = useState(1);
  const hits = useTranscriptSearch({ term, stateCodes, page, limit: TRANSCRIPT_SEARCH_DEFAULT_LIMIT });
  return (
    <section aria-label="Lines spoken" className="mb-5 flex flex-col gap-2">
      <h2 className="text-base font-semibold">Said in hearings: “{term}”</h2>
      <QueryState query={hits} label="transcript matches">
        {(reply) =>
          reply.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No transcript line has these words{stateCodes ? ' in this state' : ''}. Try fewer or other words.
            </p>
          ) : (
            <>
              <ul className="divide-y rounded-lg border">
                {reply.data.map((hit) => (
                  <li key={hit.segmentId} className="flex min-w-0 flex-col gap-1 p-3">
                    <Link
                      to={momentPath(hit.videoId, hit.startMs)}
                      className="break-words text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {hit.startMs === null ? '' : `${formatTimecode(hit.startMs)} · `}
                      {hit.title}
                    </Link>
                    <p className="break-words text-sm">
                      {hit.speaker && <span className="font-medium">{hit.speaker}: </span>}
                      {hit.text}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {[hit.stateCode, hit.committee, formatHearingDate(hit.startsAt)].filter(Boolean).join(' · ')}
                    </p>
                  </li>
                ))}
              </ul>
              {(page > 1 || reply.hasMore) && (
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
                    Previous lines
                  </Button>
                  <Button variant="outline" size="sm" disabled={!reply.hasMore} onClick={() => setPage(page + 1)}>
                    More lines
                  </Button>
                </div>
              )}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
