import type { SummarizeReply } from '@statehouse/shared/ai/ai.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/initSetup/summarize (pasted text) or /summarize/document (an uploaded PDF, DOCX or text file). */
export function summarize(input: { text: string } | { file: File }): Promise<SummarizeReply> {
  if ('text' in input) return api.post<SummarizeReply>('/api/initSetup/summarize', { text: input.text });
  const form = new FormData();
  form.append('file', input.file);
  return api.post<SummarizeReply>('/api/initSetup/summarize/document', form);
}

export const useSummarize = () => useMutation({ mutationFn: summarize });
