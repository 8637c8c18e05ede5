import { type NewsItem, type NewsItemKind, newsItemKindLabels } from '@statehouse/shared/dashboard/news.schemas';
import { FileText, Gavel, type LucideIcon, Vote } from 'lucide-react';
import { EntityLink } from '@/components/entity-link';
import { formatDay } from '../utils/format';

const kindIcons: Record<NewsItemKind, LucideIcon> = { action: Gavel, version: FileText, vote: Vote };

/** One action, version or roll call: the bill (a link to its page), what happened and when, and its tags. */
export function NewsItemRow({ item, showTracked = true }: { item: NewsItem; showTracked?: boolean }) {
  const Icon = kindIcons[item.kind];
  return (
    <li className="flex gap-3 py-3">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
          <EntityLink
            kind="bill"
            id={item.billId}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {item.stateCode} {item.billIdentifier}
          </EntityLink>
          <span className="text-xs text-muted-foreground">
            {newsItemKindLabels[item.kind]} · <time dateTime={item.date ?? undefined}>{formatDay(item.date)}</time>
          </span>
          {showTracked && item.tracked && (
            <span className="rounded bg-primary/10 px-1.5 py-0.5 text-xs font-medium text-primary">Tracked</span>
          )}
        </div>
        <p className="mt-0.5 text-sm break-words">{item.text}</p>
        {item.detail && <p className="text-xs text-muted-foreground">{item.detail}</p>}
        <p className="truncate text-xs text-muted-foreground" title={item.billTitle}>
          {item.billTitle}
        </p>
        {item.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-1 flex flex-wrap gap-1">
            {item.tags.map((tag) => (
              <li
                key={tag.id}
                className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs text-muted-foreground"
              >
                <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: tag.color }} />
                {tag.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
