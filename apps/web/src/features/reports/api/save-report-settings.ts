import type { ReportSettings, ReportSettingsInput } from '@statehouse/shared/reports/reports.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** PATCH: only the fields sent change. */
export const saveReportSettings = (body: ReportSettingsInput) =>
  api.patch<ReportSettings>('/api/report/settings', body);

export function useSaveReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReportSettings,
    onSuccess: (settings) => queryClient.setQueryData(reportKeys.settings, settings),
  });
}
