import type { AiHistoryReply } from '@statehouse/shared/ai/ai.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';

/** Your questions about a bill and their answers in this account, oldest first. */
export const billChatHistoryQueryOptions = (billId: string) =>
  queryOptions({
    queryKey: aiKeys.billHistory(billId),
    queryFn: ({ signal }) => api.get<AiHistoryReply>(aiKeys.billHistory(billId)[0], { signal }),
  });

/** Your general AI chat in this account, oldest first. */
export const chatHistoryQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.chatHistory(),
    queryFn: ({ signal }) => api.get<AiHistoryReply>(aiKeys.chatHistory()[0], { signal }),
  });

export const useBillChatHistory = (billId: string, enabled = true) =>
  useQuery({ ...billChatHistoryQueryOptions(billId), enabled });
export const useChatHistory = (enabled = true) => useQuery({ ...chatHistoryQueryOptions(), enabled });
