import { useMemo } from 'react';

/**
 * Paragraphs of a section's text: a new one before each subsection marker — "(a)", "(1)", "(A)" — that follows the
 * end of a sentence or clause, the way the codes print them (the sources run them together or break them).
 */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n+|(?<=[.;:—])\s+(?=\([0-9A-Za-z]{1,4}\)\s)/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/** How deep a paragraph sits: (a) 0, (1) 1, (A) 2, (i) 3 — by the marker's kind. */
function depthOf(paragraph: string): number {
  const marker = /^\(([0-9A-Za-z]{1,4})\)/.exec(paragraph)?.[1];
  if (!marker) return 0;
  if (/^[0-9]+$/.test(marker)) return 1;
  if (/^(?:i|ii|iii|iv|v|vi|vii|viii|ix|x)$/.test(marker)) return 3;
  if (/^[A-Z]+$/.test(marker)) return 2;
  return 0;
}

const indent = ['', 'pl-4', 'pl-8', 'pl-12'];

/** The text of a section, readable: one paragraph per subsection, indented by level; `subsection` is marked. */
export function SectionText({ text, subsection }: { text: string; subsection: string | null }) {
  const paragraphs = useMemo(() => splitParagraphs(text), [text]);
  const first = subsection?.match(/^\([0-9A-Za-z]{1,4}\)/)?.[0] ?? null;
  return (
    <div className="flex max-w-3xl flex-col gap-2 leading-relaxed">
      {paragraphs.map((paragraph, index) => {
        const marked = first !== null && paragraph.startsWith(first);
        return (
          <p
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
            key={index}
            className={`${indent[depthOf(paragraph)]} ${marked ? 'rounded-sm bg-yellow-100 dark:bg-yellow-500/20' : ''}`}
            data-subsection={marked ? first : undefined}
          >
            {paragraph}
          </p>
        );
      })}
    </div>
  );
}
