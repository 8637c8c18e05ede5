import type { StaffListReply, StaffParams } from '@statehouse/shared/members/members.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from './member-keys';
import { toParams } from './to-params';

export function getStaff(query: StaffParams, signal?: AbortSignal): Promise<StaffListReply> {
  return api.get<StaffListReply>('/api/staff', { params: toParams(query), signal });
}

export const staffQueryOptions = (query: StaffParams) =>
  queryOptions({ queryKey: memberKeys.staff(query), queryFn: ({ signal }) => getStaff(query, signal) });

export const useStaff = (query: StaffParams) => useQuery(staffQueryOptions(query));
