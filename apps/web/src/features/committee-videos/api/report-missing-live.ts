import type {
  MissingLiveReportReply,
  MissingLiveReportRequest,
} from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function reportMissingLive(body: MissingLiveReportRequest): Promise<MissingLiveReportReply> {
  return api.post<MissingLiveReportReply>('/api/committee-videos/missing-live-report', body);
}

export function useReportMissingLive() {
  return useMutation({ mutationFn: reportMissingLive });
}
