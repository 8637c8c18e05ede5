import { useMemo } from 'react';
import { parseSnippet } from '@/lib/snippet';
import { cn } from '@/lib/utils';

/** A search snippet with its matches highlighted; rendered as text, so only <mark> from the server shows. */
export function SnippetText({ snippet, className }: { snippet: string; className?: string }) {
  const parts = useMemo(() => parseSnippet(snippet), [snippet]);
  return (
    <span className={cn('text-sm text-muted-foreground', className)}>
      {parts.map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <mark key={index} className="rounded-sm bg-yellow-200/80 px-0.5 text-foreground dark:bg-yellow-500/40">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
