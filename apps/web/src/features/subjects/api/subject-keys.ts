import type { SubjectsParams } from '@statehouse/shared/subjects/subjects.schemas';

/** Query keys of the subjects feature (ADR 006). */
export const subjectKeys = {
  all: ['/api/subjects'] as const,
  list: (query: SubjectsParams) => ['/api/subjects', query] as const,
};
