import type { AuthConfigReply } from '@statehouse/shared/auth/auth.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export const getAuthConfig = () => api.get<AuthConfigReply>('/api/auth/config');

/** Whether the server can send mail, which decides what "Forgot password?" offers. */
export const authConfigQueryOptions = () => queryOptions({ queryKey: authKeys.config, queryFn: getAuthConfig });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());
