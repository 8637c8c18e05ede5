import type { AccountTrackedBillsQuery, TrackedBillsReply } from '@statehouse/shared/tracking/tracking.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getAllPages, toTrackedBillsParams } from './get-tracked-bills';
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

/** Every bill of the account's list matching the filters, up to `limit`: for an export or a report. */
export const getAllAccountTrackedBills = (query: Partial<AccountTrackedBillsQuery>, limit: number) =>
  getAllPages((paging) => getAccountTrackedBills({ ...query, ...paging }), limit);
