import { type RemarkSearchResult, remarkKindInfo } from '@statehouse/shared/remarks/remarks.schemas';
import { EntityLink } from '@/components/entity-link';
import { SnippetText } from '@/components/snippet-text';
import { Badge } from '@/components/ui/badge';
import { formatRemarkTime } from './remark-item';

/** The found remarks: kind, bill (a link to its page), the matching text, author and time. */
export function RemarkSearchResults({ results }: { results: RemarkSearchResult[] }) {
  return (
    <ul aria-label="Remarks found" className="flex flex-col gap-3">
      {results.map((remark) => (
        <li key={remark.id} className="flex flex-col gap-1.5 rounded-lg border p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge
              variant={remark.kind === 'personal' ? 'outline' : 'secondary'}
              title={remarkKindInfo[remark.kind].audience}
            >
              {remarkKindInfo[remark.kind].label}
            </Badge>
            <EntityLink kind="bill" id={remark.bill.id} className="font-medium text-primary hover:underline">
              {remark.bill.stateCode} {remark.bill.identifier}
            </EntityLink>
            <span className="text-xs text-muted-foreground">Session {remark.bill.sessionCode}</span>
          </div>
          <p className="line-clamp-2 text-sm">{remark.bill.title}</p>
          <SnippetText snippet={remark.snippet} className="break-words whitespace-pre-wrap text-foreground/80" />
          <p className="text-xs text-muted-foreground">
            {remark.author.name} · <time dateTime={remark.createdAt}>{formatRemarkTime(remark.createdAt)}</time>
            {remark.edited && ' · edited'}
          </p>
        </li>
      ))}
    </ul>
  );
}
