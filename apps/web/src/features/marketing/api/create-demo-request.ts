import type { DemoRequestInput, DemoRequestReply } from '@statehouse/shared/marketing/marketing.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function createDemoRequest(input: DemoRequestInput) {
  return api.post<DemoRequestReply>('/api/demo-requests', input);
}

export function useCreateDemoRequest() {
  return useMutation({ mutationFn: createDemoRequest });
}
