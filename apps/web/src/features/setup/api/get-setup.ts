import type { SetupReply } from '@statehouse/shared/setup/setup.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setupKeys } from './setup-keys';

/** GET /api/initSetup: the wizard's answers, its resume point, and whether to send the user to it. */
export function getSetup(signal?: AbortSignal): Promise<SetupReply> {
  return api.get<SetupReply>('/api/initSetup', { signal });
}

export const setupQueryOptions = () =>
  queryOptions({ queryKey: setupKeys.setup, queryFn: ({ signal }) => getSetup(signal), staleTime: 60_000 });

export const useSetup = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...setupQueryOptions(), enabled });
