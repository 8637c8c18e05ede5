import type {
  NewsletterSubscribeReply,
  NewsletterSubscribeRequest,
} from '@statehouse/shared/marketing/marketing.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type NewsletterSubscription = NewsletterSubscribeRequest;

export function subscribeNewsletter(input: NewsletterSubscription) {
  return api.post<NewsletterSubscribeReply>('/api/newsletter', input);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
