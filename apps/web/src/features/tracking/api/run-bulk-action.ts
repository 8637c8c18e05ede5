import type { BulkReply, BulkRequest, ExportFormat } from '@statehouse/shared/tracking/tracking.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, buildUrl } from '@/lib/api-client';
import { isTrackingQuery } from './tracking-keys';

const BULK_PATH = '/api/tags/tracked-bills/account/bulk';

/** Every bulk action but export: tag, untag, position, alertOn, alertOff, untrack. */
export function runBulkAction(body: Omit<BulkRequest, 'format'>): Promise<BulkReply> {
  return api.post<BulkReply>(BULK_PATH, body);
}

export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBulkAction,
    onSuccess: () => queryClient.invalidateQueries({ predicate: isTrackingQuery }),
  });
}

/** The chosen bills as a CSV or XLSX file: the reply is binary, so it is read as a blob, not through api.post. */
export async function exportTrackedBills(
  billIds: string[],
  format: ExportFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(buildUrl(BULK_PATH), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'export', billIds, format }),
  });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new ApiError(body?.message ?? `${response.status}: ${response.statusText}`, response.status, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `tracked-bills.${format}`;
  return { blob: await response.blob(), fileName };
}

export function useExportTrackedBills() {
  return useMutation({
    mutationFn: ({ billIds, format }: { billIds: string[]; format: ExportFormat }) =>
      exportTrackedBills(billIds, format),
    onSuccess: ({ blob, fileName }) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
