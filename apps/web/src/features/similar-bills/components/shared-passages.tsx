import type { SharedPassage } from '@statehouse/shared/similar-bills/similar-bills.schemas';
import { PassageText } from './passage-text';

/**
 * Shared passages side by side, as the Legislative Influence Detector showed them: the bill asked about on the
 * left, the other bill on the right; on a phone the two texts stack (this bill first).
 */
export function SharedPassages({
  passages,
  leftLabel,
  rightLabel,
}: {
  passages: readonly SharedPassage[];
  leftLabel: string;
  rightLabel: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap gap-3 text-xs text-muted-foreground">
        <span>
          <mark className="rounded-sm bg-emerald-100 px-1 text-foreground dark:bg-emerald-500/20">Shared</mark> words in
          both bills
        </span>
        <span>
          <del className="rounded-sm bg-amber-200/70 px-1 text-foreground no-underline dark:bg-amber-500/30">
            Differs
          </del>{' '}
          words only one bill has
        </span>
      </p>
      <ol className="flex flex-col gap-4" aria-label="Shared passages">
        {passages.map((passage, index) => (
          <li key={`${passage.left.start}-${passage.right.start}`} className="rounded-lg border">
            <p className="border-b bg-muted/40 px-3 py-1.5 text-xs text-muted-foreground">
              Passage {index + 1}: {passage.matchedWords} words shared
            </p>
            <div className="grid gap-0 md:grid-cols-2 md:divide-x">
              <section className="p-3" aria-label={`${leftLabel}, passage ${index + 1}`}>
                <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {leftLabel}
                </h4>
                <PassageText side={passage.left} />
              </section>
              <section className="border-t p-3 md:border-t-0" aria-label={`${rightLabel}, passage ${index + 1}`}>
                <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {rightLabel}
                </h4>
                <PassageText side={passage.right} />
              </section>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
