import type { LatestNewsReply } from '@statehouse/shared/dashboard/news.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys, type LatestNewsParams } from './dashboard-keys';

export const getLatestNews = (query: LatestNewsParams, signal?: AbortSignal) =>
  api.get<LatestNewsReply>('/api/news/latest', { params: query, signal });

export const latestNewsQueryOptions = (query: LatestNewsParams) =>
  queryOptions({ queryKey: dashboardKeys.latestNews(query), queryFn: ({ signal }) => getLatestNews(query, signal) });

/** Keeps the current page on screen while the next one loads. */
export const useLatestNews = (query: LatestNewsParams) =>
  useQuery({ ...latestNewsQueryOptions(query), placeholderData: keepPreviousData });
