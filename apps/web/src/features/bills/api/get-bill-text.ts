import type { BillText } from '@statehouse/shared/bills/bills.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billKeys, billPath } from './bill-keys';

/** Plain text of a version (the latest when billVersionId is omitted). */
export const getBillText = (id: string, billVersionId?: number, signal?: AbortSignal) =>
  api.get<BillText>(`${billPath(id)}/text`, { params: { billVersionId }, signal });

export const billTextQueryOptions = (id: string, billVersionId?: number) =>
  queryOptions({
    queryKey: billKeys.text(id, billVersionId),
    queryFn: ({ signal }) => getBillText(id, billVersionId, signal),
  });

export const useBillText = (id: string, billVersionId: number | undefined, enabled = true) =>
  useQuery({ ...billTextQueryOptions(id, billVersionId), enabled });
