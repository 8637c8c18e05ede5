import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type NewsletterSubscription = { email: string };

export function subscribeNewsletter(input: NewsletterSubscription) {
  return api.post<unknown>('/api/newsletter', input);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
