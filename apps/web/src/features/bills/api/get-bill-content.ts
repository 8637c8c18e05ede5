import type { BillContent } from '@statehouse/shared/bills/bills.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billKeys, billPath } from './bill-keys';

/** Sanitized HTML of a version, for reading (the latest when billVersionId is omitted). */
export const getBillContent = (id: string, billVersionId?: number, signal?: AbortSignal) =>
  api.get<BillContent>(`${billPath(id)}/content`, { params: { billVersionId }, signal });

export const billContentQueryOptions = (id: string, billVersionId?: number) =>
  queryOptions({
    queryKey: billKeys.content(id, billVersionId),
    queryFn: ({ signal }) => getBillContent(id, billVersionId, signal),
  });

export const useBillContent = (id: string, billVersionId: number | undefined, enabled = true) =>
  useQuery({ ...billContentQueryOptions(id, billVersionId), enabled });
