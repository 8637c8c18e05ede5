import type { Seats } from '@statehouse/shared/accounts/accounts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getSeats = () => api.get<Seats>('/api/accounts/seats');

export const seatsQueryOptions = () => queryOptions({ queryKey: accountKeys.seats, queryFn: getSeats });

export const useSeats = () => useQuery(seatsQueryOptions());
