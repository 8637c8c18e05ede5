import type { LawSectionDetail } from '@statehouse/shared/statutes/statutes.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/statutes/{statutoryCode}/{reference}: a citation to its section (a 404 carries the closest sections). */
export function resolveCitation(citation: {
  code: string;
  section: string;
  subsection?: string | null;
}): Promise<LawSectionDetail> {
  const reference = `${citation.section}${citation.subsection ?? ''}`;
  return api.get<LawSectionDetail>(
    `/api/statutes/${encodeURIComponent(citation.code)}/${encodeURIComponent(reference)}`,
  );
}

/** Run on demand (the "Go to citation" box), not on render: a mutation in TanStack terms. */
export const useResolveCitation = () => useMutation({ mutationFn: resolveCitation });
