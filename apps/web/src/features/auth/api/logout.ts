import { api } from '@/lib/api-client';

export function logout(): Promise<{ status: string }> {
  return api.post('/api/auth/logout');
}
