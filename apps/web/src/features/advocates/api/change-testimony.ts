import type {
  AdvocateTestimonyDetail,
  CreateTestimonyRequest,
  UpdateTestimonyRequest,
} from '@statehouse/shared/advocates/advocates.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advocatesPath, invalidateAdvocates } from './advocate-keys';

type Handlers = { onSuccess?: (testimony: AdvocateTestimonyDetail) => void; onError?: (error: Error) => void };

/** Every change of a testimony answers the testimony; each refreshes the portal's reads. */
function useTestimonyMutation<Input>(call: (input: Input) => Promise<AdvocateTestimonyDetail>, handlers: Handlers) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (testimony) => {
      handlers.onSuccess?.(testimony);
      await invalidateAdvocates(queryClient);
    },
    onError: handlers.onError,
  });
}

export const useCreateTestimony = (handlers: Handlers = {}) =>
  useTestimonyMutation(
    (body: CreateTestimonyRequest) => api.post<AdvocateTestimonyDetail>(`${advocatesPath}/testimonies`, body),
    handlers,
  );

export const useUpdateTestimony = (id: number, handlers: Handlers = {}) =>
  useTestimonyMutation(
    (body: UpdateTestimonyRequest) => api.patch<AdvocateTestimonyDetail>(`${advocatesPath}/testimonies/${id}`, body),
    handlers,
  );

export const useApproveTestimony = (id: number, handlers: Handlers = {}) =>
  useTestimonyMutation(() => api.post<AdvocateTestimonyDetail>(`${advocatesPath}/testimonies/${id}/approve`), handlers);

export const useFileTestimony = (id: number, handlers: Handlers = {}) =>
  useTestimonyMutation(() => api.post<AdvocateTestimonyDetail>(`${advocatesPath}/testimonies/${id}/file`), handlers);

export const useAttachTestimonyFile = (id: number, handlers: Handlers = {}) =>
  useTestimonyMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<AdvocateTestimonyDetail>(`${advocatesPath}/testimonies/${id}/files`, form);
  }, handlers);
