import type { TrackListUploadReply } from '@statehouse/shared/tracking/track-list.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isTrackingQuery } from './tracking-keys';

export type TrackListUpload = {
  file: File;
  state: string;
  session: string;
  /** true: match only (the preview); false: also tag the matched bills. */
  dryRun: boolean;
  tagId?: number;
  tagName?: string;
  lobbyistIds?: number[];
};

export function uploadTrackList(upload: TrackListUpload): Promise<TrackListUploadReply> {
  const form = new FormData();
  form.append('state', upload.state);
  form.append('session', upload.session);
  form.append('dryRun', String(upload.dryRun));
  if (upload.tagId) form.append('tagId', String(upload.tagId));
  if (upload.tagName) form.append('tagName', upload.tagName);
  if (upload.lobbyistIds?.length) form.append('lobbyistIds', upload.lobbyistIds.join(','));
  form.append('file', upload.file, upload.file.name);
  return api.post<TrackListUploadReply>('/api/track-lists/upload', form);
}

export function useUploadTrackList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTrackList,
    onSuccess: (reply) => {
      if (!reply.dryRun) void queryClient.invalidateQueries({ predicate: isTrackingQuery });
    },
  });
}
