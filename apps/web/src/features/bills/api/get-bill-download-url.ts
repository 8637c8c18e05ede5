import type { BillDownloadFormat, BillDownloadUrl } from '@statehouse/shared/bills/bills.schemas';
import { useMutation } from '@tanstack/react-query';
import { api, buildUrl } from '@/lib/api-client';
import { billPath } from './bill-keys';

export const getBillDownloadUrl = (id: string, billVersionId: number | undefined, format: BillDownloadFormat) =>
  api.get<BillDownloadUrl>(`${billPath(id)}/download-url`, { params: { billVersionId, format } });

/** A server-relative url becomes absolute against the API base; a state's own PDF link stays as it is. */
export const resolveDownloadHref = (reply: BillDownloadUrl) =>
  reply.external || /^https?:\/\//.test(reply.url) ? reply.url : buildUrl(reply.url, {}, null);

/** Asked on click: the answer may point at the state's PDF, so it is not cached as page data. */
export function useBillDownload(id: string) {
  return useMutation({
    mutationFn: ({ billVersionId, format }: { billVersionId?: number; format: BillDownloadFormat }) =>
      getBillDownloadUrl(id, billVersionId, format),
  });
}
