import type { PassageSide } from '@statehouse/shared/similar-bills/similar-bills.schemas';

/**
 * One side of a shared passage: the shared words on a green ground, the words the other bill does not have struck
 * through on amber (the changed ranges are offsets in the whole text; the passage text starts at `side.start`).
 */
export function PassageText({ side }: { side: PassageSide }) {
  const parts: { start: number; text: string; changed: boolean }[] = [];
  let at = 0;
  for (const range of side.changed) {
    const start = Math.max(0, range.start - side.start);
    const end = Math.min(side.text.length, range.end - side.start);
    if (start > at) parts.push({ start: at, text: side.text.slice(at, start), changed: false });
    if (end > start) parts.push({ start, text: side.text.slice(start, end), changed: true });
    at = Math.max(at, end);
  }
  if (at < side.text.length) parts.push({ start: at, text: side.text.slice(at), changed: false });
  return (
    <p className="whitespace-pre-wrap break-words font-serif text-sm leading-6">
      {parts.map((part) =>
        part.changed ? (
          <del
            key={part.start}
            className="rounded-sm bg-amber-200/70 text-foreground no-underline dark:bg-amber-500/30"
            title="Differs"
          >
            {part.text}
          </del>
        ) : (
          <mark key={part.start} className="rounded-sm bg-emerald-100 text-foreground dark:bg-emerald-500/20">
            {part.text}
          </mark>
        ),
      )}
      {side.truncated && <span className="text-muted-foreground"> … (passage continues: {side.words} words)</span>}
    </p>
  );
}
