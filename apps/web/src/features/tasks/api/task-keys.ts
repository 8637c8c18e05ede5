import type { TasksQuery } from '@statehouse/shared/tasks/tasks.schemas';

/** Query keys of the tasks feature: the first element is always the API path (ADR 006). */
export const taskKeys = {
  all: ['/api/tasks'] as const,
  list: (query: TasksQuery) => ['/api/tasks', query] as const,
  detail: (id: number) => ['/api/tasks', id] as const,
  notes: (id: number) => ['/api/tasks', 'notes', id] as const,
  files: (id: number) => ['/api/tasks', 'files', id] as const,
  billContent: (billId: string) => ['/api/tasks', 'bill-content', billId] as const,
  userMetrics: (userId: number) => ['/api/tasks', 'user-metrics', userId] as const,
  billOwner: (billId: string) => ['/api/bills/owner', billId] as const,
};
