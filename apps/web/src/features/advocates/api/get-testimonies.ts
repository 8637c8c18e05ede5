import type { TestimoniesReply } from '@statehouse/shared/advocates/advocates.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advocateKeys, advocatesPath } from './advocate-keys';

export type TestimoniesFilter = { status?: string; stateCode?: string };

export const testimoniesQueryOptions = (query: TestimoniesFilter) =>
  queryOptions({
    queryKey: advocateKeys.testimonies(query),
    queryFn: ({ signal }) => api.get<TestimoniesReply>(`${advocatesPath}/testimonies`, { params: query, signal }),
    placeholderData: keepPreviousData,
  });

export function useTestimonies(query: TestimoniesFilter) {
  return useQuery(testimoniesQueryOptions(query));
}
