import type { SubjectsParams, SubjectsResponse } from '@statehouse/shared/subjects/subjects.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subjectKeys } from './subject-keys';

/** Every subject with its bill count for a state and session (GET /api/subjects). */
export const getSubjects = (query: SubjectsParams, signal?: AbortSignal) =>
  api.get<SubjectsResponse>('/api/subjects', { params: { ...query }, signal });

export const subjectsQueryOptions = (query: SubjectsParams) =>
  queryOptions({ queryKey: subjectKeys.list(query), queryFn: ({ signal }) => getSubjects(query, signal) });

export const useSubjects = (query: SubjectsParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...subjectsQueryOptions(query), enabled });
