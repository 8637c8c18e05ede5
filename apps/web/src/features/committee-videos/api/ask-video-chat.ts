import type { AiAnswer } from '@statehouse/shared/ai/ai.schemas';
import type { VideoChatRequest } from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function askVideoChat(body: VideoChatRequest): Promise<AiAnswer> {
  return api.post<AiAnswer>('/api/ai/video-chat', body);
}

/** A question answered from the hearing's transcript, with the moments it cites. */
export function useVideoChat() {
  return useMutation({ mutationFn: askVideoChat });
}
