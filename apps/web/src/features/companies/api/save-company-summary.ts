import type { AccountCompanySummary, SaveAccountCompanySummary } from '@statehouse/shared/companies/companies.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys } from './company-keys';

export function saveCompanySummary(body: SaveAccountCompanySummary): Promise<AccountCompanySummary> {
  return api.post<AccountCompanySummary>('/api/account-company-summary', body);
}

export function useSaveCompanySummary(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SaveAccountCompanySummary, 'companyId'>) => saveCompanySummary({ ...body, companyId }),
    onSuccess: (summary) => {
      queryClient.setQueryData(companyKeys.summary(companyId), { summary });
      return queryClient.invalidateQueries({ queryKey: companyKeys.summaries });
    },
  });
}
