import type {
  SetTickSheetEntryRequest,
  TickSheetEntry,
  TickSheetReply,
} from '@statehouse/shared/tick-sheets/tick-sheets.schemas';
import { whipCountOf } from '@statehouse/shared/tick-sheets/whip-count';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tickSheetKeys, tickSheetPath } from './tick-sheet-keys';

type Variables = { memberId: string } & SetTickSheetEntryRequest;

export function setTickSheetEntry(billId: string, { memberId, ...body }: Variables): Promise<TickSheetEntry> {
  return api.put<TickSheetEntry>(`${tickSheetPath(billId)}/${encodeURIComponent(memberId)}`, body);
}

/**
 * Marks a stance. The sheet and its whip count change at once (the same count the server computes), go back if
 * the server refuses, and are read again afterwards for the roll-call comparison and who marked it.
 */
export function useSetTickSheetEntry(billId: string) {
  const queryClient = useQueryClient();
  const key = tickSheetKeys.bill(billId);
  return useMutation({
    mutationFn: (variables: Variables) => setTickSheetEntry(billId, variables),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<TickSheetReply>({ queryKey: key });
      queryClient.setQueriesData<TickSheetReply>({ queryKey: key }, (sheet) => {
        if (!sheet) return sheet;
        const members = sheet.members.map((member) =>
          member.memberId === variables.memberId
            ? { ...member, stance: variables.stance, note: variables.note ?? member.note }
            : member,
        );
        return { ...sheet, members, count: whipCountOf(members.map((member) => member.stance)) };
      });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
