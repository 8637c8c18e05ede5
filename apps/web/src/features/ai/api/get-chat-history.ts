import type { AiHistoryReply } from '@statehouse/shared/ai/ai.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';

export const getChatHistory = (signal?: AbortSignal) => api.get<AiHistoryReply>(aiKeys.chatHistory()[0], { signal });

/** Your general AI chat in this account, oldest first. */
export const chatHistoryQueryOptions = () =>
  queryOptions({ queryKey: aiKeys.chatHistory(), queryFn: ({ signal }) => getChatHistory(signal) });

export const useChatHistory = (enabled = true) => useQuery({ ...chatHistoryQueryOptions(), enabled });
