import type { SetupCompleteReply, SetupEntityRequest, SetupReply } from '@statehouse/shared/setup/setup.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setupKeys } from './setup-keys';

/** One save of the wizard: each step has its call; the reply is the whole setup as it now stands. */
export type SetupSave =
  | { kind: 'entity'; entity: SetupEntityRequest['entity'] }
  | { kind: 'keywords'; keywords: string[] }
  | { kind: 'subjects'; subjects: number[] }
  | { kind: 'tags'; tags: string[] };

export function saveSetup(save: SetupSave): Promise<SetupReply> {
  switch (save.kind) {
    case 'entity':
      return api.post('/api/initSetup/update-entity', { entity: save.entity });
    case 'keywords':
      return api.post('/api/initSetup/keywords', { keywords: save.keywords });
    case 'subjects':
      return api.post('/api/initSetup/subjects', { subjects: save.subjects });
    case 'tags':
      return api.post('/api/initSetup/tags', { tags: save.tags });
  }
}

export function useSaveSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (saves: SetupSave[]) => {
      let last: SetupReply | undefined;
      for (const save of saves) last = await saveSetup(save);
      return last;
    },
    onSuccess: (reply) => {
      if (reply) queryClient.setQueryData(setupKeys.setup, reply);
    },
  });
}

export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startAutoTracking: boolean) =>
      api.post<SetupCompleteReply>('/api/initSetup/complete', { startAutoTracking }),
    onSuccess: (reply) => queryClient.setQueryData(setupKeys.setup, reply.setup),
  });
}

export function useCancelSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SetupReply>('/api/initSetup/cancel'),
    onSuccess: (reply) => queryClient.setQueryData(setupKeys.setup, reply),
  });
}
