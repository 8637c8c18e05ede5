import type { CommitteeVideoClip } from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clipPath, committeeVideoKeys } from './committee-video-keys';

/** A clip: public, so the share page works signed out. */
export function getClip(uuid: string, signal?: AbortSignal): Promise<CommitteeVideoClip> {
  return api.get<CommitteeVideoClip>(clipPath(uuid), { signal });
}

export const clipQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: committeeVideoKeys.clip(uuid), queryFn: ({ signal }) => getClip(uuid, signal) });

export function useClip(uuid: string) {
  return useQuery(clipQueryOptions(uuid));
}
