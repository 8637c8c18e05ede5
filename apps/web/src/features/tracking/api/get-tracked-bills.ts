import {
  TRACKED_BILLS_MAX_PAGE_SIZE,
  type TrackedBill,
  type TrackedBillsQuery,
  type TrackedBillsReply,
} from '@statehouse/shared/tracking/tracking.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { trackingKeys } from './tracking-keys';

/** The API's parameter names; lists go as comma-separated values, empty values not at all. */
export function toTrackedBillsParams(query: Partial<TrackedBillsQuery>): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else {
      params[key] = value as string | number | boolean;
    }
  }
  return params;
}

export function getTrackedBills(query: Partial<TrackedBillsQuery>, signal?: AbortSignal): Promise<TrackedBillsReply> {
  return api.get<TrackedBillsReply>('/api/tags/tracked-bills', { params: toTrackedBillsParams(query), signal });
}

export const trackedBillsQueryOptions = (query: Partial<TrackedBillsQuery>) =>
  queryOptions({
    queryKey: trackingKeys.list(query),
    queryFn: ({ signal }) => getTrackedBills(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTrackedBills = (query: Partial<TrackedBillsQuery>, enabled = true) =>
  useQuery({ ...trackedBillsQueryOptions(query), enabled });

/**
 * Every bill of a list, page by page (the largest page), up to `limit`: for an export or a report. `getPage` asks
 * for one page of the list's own call.
 */
export async function getAllPages(
  getPage: (paging: { page: number; pageSize: number }) => Promise<TrackedBillsReply>,
  limit: number,
): Promise<TrackedBill[]> {
  const items: TrackedBill[] = [];
  for (let page = 1; items.length < limit; page += 1) {
    const reply = await getPage({ page, pageSize: TRACKED_BILLS_MAX_PAGE_SIZE });
    items.push(...reply.items);
    if (reply.items.length === 0 || items.length >= reply.total) break;
  }
  return items.slice(0, limit);
}

/** Every bill of the user's list matching the filters, up to `limit`. */
export const getAllTrackedBills = (query: Partial<TrackedBillsQuery>, limit: number) =>
  getAllPages((paging) => getTrackedBills({ ...query, ...paging }), limit);
