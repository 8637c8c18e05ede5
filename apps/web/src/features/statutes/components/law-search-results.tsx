import type { LawAnswer, LawKind, LawSearchHit } from '@statehouse/shared/statutes/statutes.schemas';
import { QuoteIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SnippetText } from '@/components/snippet-text';
import { lawSectionHref } from './law-labels';

/** The search's hits: label, heading, where in the code, and the passage with the words highlighted. */
export function LawSearchResults({ kind, hits }: { kind: LawKind; hits: readonly LawSearchHit[] }) {
  return (
    <ul aria-label="Sections found" className="divide-y rounded-lg border">
      {hits.map((hit) => (
        <li key={hit.id} className="flex flex-col gap-1 p-3">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <Link
              to={lawSectionHref(kind, hit.id)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {hit.label}
            </Link>
            {hit.heading && <span className="text-sm font-medium">{hit.heading}</span>}
            {hit.variant && <span className="text-xs text-muted-foreground">({hit.variant})</span>}
          </div>
          {hit.hierarchy.length > 0 && (
            <p className="text-xs text-muted-foreground">
              {hit.hierarchy
                .map((level) => `${level.level.charAt(0).toUpperCase()}${level.level.slice(1)} ${level.num}`)
                .join(' › ')}
            </p>
          )}
          {hit.snippet && <SnippetText snippet={hit.snippet} />}
        </li>
      ))}
    </ul>
  );
}

/** searchMode ai without an AI model: the quoted sentences, each linked to its section, and how they were found. */
export function LawAnswerCard({ kind, answer }: { kind: LawKind; answer: LawAnswer }) {
  return (
    <section aria-label="Answer from the text" className="rounded-lg border bg-muted/40 p-4">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <QuoteIcon aria-hidden="true" className="size-4" />
        Passages that answer your question
      </h2>
      <ol className="mt-2 flex flex-col gap-2">
        {answer.passages.map((passage, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one section may give two passages
          <li key={`${passage.id}-${index}`} className="text-sm">
            <blockquote className="border-l-2 pl-3 italic">{passage.text}</blockquote>
            <Link to={lawSectionHref(kind, passage.id)} className="ml-3 text-xs text-primary hover:underline">
              {passage.label}
              {passage.heading ? ` ${passage.heading}` : ''}
            </Link>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-muted-foreground">{answer.note}</p>
    </section>
  );
}
