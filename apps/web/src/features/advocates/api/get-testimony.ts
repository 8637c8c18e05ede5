import type { AdvocateTestimonyDetail } from '@statehouse/shared/advocates/advocates.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advocateKeys, advocatesPath } from './advocate-keys';

export const testimonyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: advocateKeys.testimony(id),
    queryFn: ({ signal }) => api.get<AdvocateTestimonyDetail>(`${advocatesPath}/testimonies/${id}`, { signal }),
  });

export function useTestimony(id: number) {
  return useQuery(testimonyQueryOptions(id));
}

/** Where a testimony's document downloads from (a plain link: the browser keeps the cookie). */
export const testimonyFileUrl = (id: number, fileId: number) => `${advocatesPath}/testimonies/${id}/files/${fileId}`;
