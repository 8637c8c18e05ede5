import {
  type AccountTrackedBillsQuery,
  TRACKED_BILLS_MAX_PAGE_SIZE,
  type TrackedBill,
  type TrackedBillsReply,
} from '@statehouse/shared/tracking/tracking.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toTrackedBillsParams } from './get-tracked-bills';
import { trackingKeys } from './tracking-keys';

const accountPath = '/api/tags/tracked-bills/account';

/** GET /api/tags/tracked-bills/account: the account's tracking with the team filters (admins and users). */
export function getAccountTrackedBills(
  query: Partial<AccountTrackedBillsQuery>,
  signal?: AbortSignal,
): Promise<TrackedBillsReply> {
  return api.get<TrackedBillsReply>(accountPath, { params: toTrackedBillsParams(query), signal });
}

export const accountTrackedBillsQueryOptions = (query: Partial<AccountTrackedBillsQuery>) =>
  queryOptions({
    queryKey: trackingKeys.account(query),
    queryFn: ({ signal }) => getAccountTrackedBills(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAccountTrackedBills = (query: Partial<AccountTrackedBillsQuery>, enabled = true) =>
  useQuery({ ...accountTrackedBillsQueryOptions(query), enabled });

/** Every bill matching the filters, page by page (the largest page), up to `limit`: for an export or a report. */
export async function getAllAccountTrackedBills(
  query: Partial<AccountTrackedBillsQuery>,
  limit: number,
): Promise<TrackedBill[]> {
  const items: TrackedBill[] = [];
  for (let page = 1; items.length < limit; page += 1) {
    const reply = await getAccountTrackedBills({ ...query, page, pageSize: TRACKED_BILLS_MAX_PAGE_SIZE });
    items.push(...reply.items);
    if (reply.items.length === 0 || items.length >= reply.total) break;
  }
  return items.slice(0, limit);
}
