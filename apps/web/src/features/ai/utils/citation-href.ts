import type { AiCitation } from '@statehouse/shared/ai/ai.schemas';
import { paths } from '@/config/paths';

/**
 * Where a citation leads: a bill version opens the bill's Text tab on that version with the passage marked
 * (`passage=start-end`, offsets in the version's plain text); a statute or regulation section opens its page; a
 * file opens the storage page.
 */
export function citationHref(citation: AiCitation): string {
  switch (citation.kind) {
    case 'bill_version': {
      const params = new URLSearchParams({ tab: 'text', version: citation.id });
      if (citation.start !== undefined && citation.end !== undefined) {
        params.set('passage', `${citation.start}-${citation.end}`);
      }
      return `${paths.bills.detail(citation.billId ?? '')}?${params}`;
    }
    case 'statute':
      return paths.statutes.detail(citation.id);
    case 'regulation':
      return paths.regulations.detail(citation.id);
    default:
      return paths.storage.root;
  }
}
