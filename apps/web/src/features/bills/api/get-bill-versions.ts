import type { BillVersionsResponse } from '@statehouse/shared/bills/bills.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billKeys, billPath } from './bill-keys';

export const getBillVersions = (id: string, signal?: AbortSignal) =>
  api.get<BillVersionsResponse>(`${billPath(id)}/versions`, { signal });

export const billVersionsQueryOptions = (id: string) =>
  queryOptions({ queryKey: billKeys.versions(id), queryFn: ({ signal }) => getBillVersions(id, signal) });

/** The bill's versions; nothing is asked while there is no bill id (`enabled` false or an empty id). */
export const useBillVersions = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...billVersionsQueryOptions(id), enabled: enabled && id.trim() !== '' });
