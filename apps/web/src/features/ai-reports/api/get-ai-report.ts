import type { AiReport } from '@statehouse/shared/ai-reports/ai-reports.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiReportKeys } from './ai-report-keys';

/** How often a report being written is read again for its progress, in milliseconds. */
const PROGRESS_POLL_MS = 700;

export const getAiReport = (id: string, signal?: AbortSignal) =>
  api.get<AiReport>(aiReportKeys.detail(id)[0], { signal });

/** One report, read again while it is queued or running so its progress and sections show as they are written. */
export const aiReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: aiReportKeys.detail(id),
    queryFn: ({ signal }) => getAiReport(id, signal),
    refetchInterval: (query) =>
      query.state.data && (query.state.data.status === 'queued' || query.state.data.status === 'running')
        ? PROGRESS_POLL_MS
        : false,
  });

export const useAiReport = (id: string | null) => useQuery({ ...aiReportQueryOptions(id ?? ''), enabled: id !== null });
