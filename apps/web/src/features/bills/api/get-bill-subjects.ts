import type { BillSubjects } from '@statehouse/shared/bills/bills.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billKeys, billPath } from './bill-keys';

export const getBillSubjects = (id: string, signal?: AbortSignal) =>
  api.get<BillSubjects>(`${billPath(id)}/subjects`, { signal });

export const billSubjectsQueryOptions = (id: string) =>
  queryOptions({ queryKey: billKeys.subjects(id), queryFn: ({ signal }) => getBillSubjects(id, signal) });

export const useBillSubjects = (id: string) => useQuery(billSubjectsQueryOptions(id));
