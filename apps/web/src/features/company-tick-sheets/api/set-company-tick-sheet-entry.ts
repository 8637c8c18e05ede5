import type {
  CompanyTickSheetEntry,
  CompanyTickSheetReply,
  SetCompanyTickSheetEntryRequest,
} from '@statehouse/shared/company-tick-sheets/company-tick-sheets.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyTickSheetKeys, companyTickSheetPath } from './company-tick-sheet-keys';

type Variables = { companyId: number } & SetCompanyTickSheetEntryRequest;

export function setCompanyTickSheetEntry(
  billId: string,
  { companyId, ...body }: Variables,
): Promise<CompanyTickSheetEntry> {
  return api.put<CompanyTickSheetEntry>(`${companyTickSheetPath(billId)}/${companyId}`, body);
}

/**
 * Records a company's position. The row changes at once, goes back if the server refuses, and the sheet is read
 * again afterwards (counts, who recorded it, a company just added).
 */
export function useSetCompanyTickSheetEntry(billId: string) {
  const queryClient = useQueryClient();
  const key = companyTickSheetKeys.sheet(billId);
  return useMutation({
    mutationFn: (variables: Variables) => setCompanyTickSheetEntry(billId, variables),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CompanyTickSheetReply>(key);
      queryClient.setQueryData<CompanyTickSheetReply>(key, (sheet) =>
        sheet
          ? {
              ...sheet,
              companies: sheet.companies.map((row) =>
                row.companyId === variables.companyId
                  ? {
                      ...row,
                      position: variables.position,
                      note: variables.note ?? row.note,
                      shownPosition: variables.position === 'unknown' ? row.shownPosition : variables.position,
                      positionSource: variables.position === 'unknown' ? row.positionSource : 'team',
                    }
                  : row,
              ),
            }
          : sheet,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
