import type { ReportPreview } from '@statehouse/shared/reports/reports.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ReportCallKind, reportKeys } from './report-keys';

/** The report's first rows as JSON: nothing is stored, so it is a query that follows the builder's choices. */
export const previewReport = (kind: ReportCallKind, body: object, signal?: AbortSignal) =>
  api.post<{ preview: ReportPreview }>(`/api/report/${kind}`, { ...body, preview: true }, { signal });

export const reportPreviewQueryOptions = (kind: ReportCallKind, body: object) =>
  queryOptions({
    queryKey: reportKeys.preview(kind, body),
    queryFn: ({ signal }) => previewReport(kind, body, signal).then((reply) => reply.preview),
    retry: false,
  });

export const useReportPreview = (kind: ReportCallKind, body: object, enabled: boolean) =>
  useQuery({ ...reportPreviewQueryOptions(kind, body), enabled, placeholderData: keepPreviousData });
