import { Fragment } from 'react';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word and its inflections, as the matcher finds them: plurals (utility, utilities), -ing and -ed. */
const wordPattern = (word: string) =>
  `${/[^aeiou]y$/.test(word) ? `${escapeRegExp(word.slice(0, -1))}(?:y|ies|ied)` : escapeRegExp(word)}(?:s|es|ing|ed)?`;

/** A passage of bill text with the words of `phrase` marked (each word, plurals and -ing/-ed forms too). */
export function HighlightedPassage({ passage, phrase }: { passage: string; phrase: string }) {
  const words = phrase.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  if (words.length === 0) return <>{passage}</>;
  const pattern = new RegExp(`(${words.map((word) => `\\b${wordPattern(word)}\\b`).join('|')})`, 'gi');
  const parts = passage.split(pattern);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
          <mark key={index} className="rounded bg-highlight/25 px-0.5 text-foreground">
            {part}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
