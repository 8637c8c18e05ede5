/** Query keys of the AI feature: the first element is always the API path (ADR 006). */
export const aiKeys = {
  billHistory: (billId: string) => [`/api/ai/bill-chat/history/${encodeURIComponent(billId)}`] as const,
  chatHistory: () => ['/api/ai/chat/history'] as const,
};
