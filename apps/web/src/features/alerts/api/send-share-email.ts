import type { ShareEmailReply, ShareEmailRequest } from '@statehouse/shared/alerts/share-email.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendShareEmail = (body: ShareEmailRequest) => api.post<ShareEmailReply>('/api/email/send', body);

export const useSendShareEmail = () => useMutation({ mutationFn: sendShareEmail });
