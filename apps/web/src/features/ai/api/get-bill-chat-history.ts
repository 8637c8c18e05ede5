import type { AiHistoryReply } from '@statehouse/shared/ai/ai.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';

export const getBillChatHistory = (billId: string, signal?: AbortSignal) =>
  api.get<AiHistoryReply>(aiKeys.billHistory(billId)[0], { signal });

/** Your questions about a bill and their answers in this account, oldest first. */
export const billChatHistoryQueryOptions = (billId: string) =>
  queryOptions({
    queryKey: aiKeys.billHistory(billId),
    queryFn: ({ signal }) => getBillChatHistory(billId, signal),
  });

export const useBillChatHistory = (billId: string, enabled = true) =>
  useQuery({ ...billChatHistoryQueryOptions(billId), enabled });
