import type {
  CommitteeVideoListParams,
  TranscriptSearchParams,
} from '@statehouse/shared/committee-videos/committee-videos.schemas';

export const committeeVideoPath = (id: number | string) => `/api/committee-videos/${encodeURIComponent(String(id))}`;
export const clipPath = (uuid: string) => `/api/committee-videos/clip/${encodeURIComponent(uuid)}`;

/** Query keys of the committee-videos feature: the first element is always the API path (ADR 006). */
export const committeeVideoKeys = {
  all: ['/api/committee-videos'] as const,
  list: (query: CommitteeVideoListParams) => ['/api/committee-videos', query] as const,
  states: ['/api/committee-videos/stateCode'] as const,
  search: (query: TranscriptSearchParams) => ['/api/committee-videos/search', query] as const,
  detail: (id: number) => [committeeVideoPath(id)] as const,
  clip: (uuid: string) => [clipPath(uuid)] as const,
};
