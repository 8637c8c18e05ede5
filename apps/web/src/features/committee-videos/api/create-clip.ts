import type {
  CommitteeVideoClip,
  CreateClipRequest,
} from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { committeeVideoKeys } from './committee-video-keys';

export function createClip(body: CreateClipRequest): Promise<CommitteeVideoClip> {
  return api.post<CommitteeVideoClip>('/api/committee-videos/create-clip', body);
}

/** Cuts a clip on the server; the new clip goes into the cache so its share page opens at once. */
export function useCreateClip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClip,
    onSuccess: (clip) => queryClient.setQueryData(committeeVideoKeys.clip(clip.uuid), clip),
  });
}
