import type { TickSheetReply } from '@statehouse/shared/tick-sheets/tick-sheets.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '@/lib/api-client';
import { type TickSheetBody, tickSheetKeys, tickSheetPath } from './tick-sheet-keys';

export const getTickSheet = (billId: string, body: TickSheetBody, signal?: AbortSignal) =>
  api.get<TickSheetReply>(tickSheetPath(billId), { params: { body }, signal });

export const tickSheetQueryOptions = (billId: string, body: TickSheetBody) =>
  queryOptions({
    queryKey: tickSheetKeys.sheet(billId, body),
    queryFn: ({ signal }) => getTickSheet(billId, body, signal),
  });

export const useTickSheet = (billId: string, body: TickSheetBody) => useQuery(tickSheetQueryOptions(billId, body));

/** The export's download address (a plain link: the session cookie goes along). */
export const tickSheetExportUrl = (billId: string, body: TickSheetBody, format: 'csv' | 'xlsx') =>
  buildUrl(`${tickSheetPath(billId)}/export`, { body, format });
