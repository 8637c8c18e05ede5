import { splitCitation } from '@statehouse/shared/statutes/citations';
import type { CitationSuggestions } from '@statehouse/shared/statutes/statutes.schemas';
import { ArrowRightIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useResolveCitation } from '../api/resolve-citation';
import { lawSectionHref } from './law-labels';

/**
 * "Go to a citation": a citation as a lawyer writes it ("Tax Code 151.0101", "27 CFR 447.11") opens its section,
 * statute or regulation; a miss lists the closest sections the server suggests.
 */
export function CitationJump({ example }: { example: string }) {
  const id = useId();
  const navigate = useNavigate();
  const resolve = useResolveCitation();
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions =
    resolve.error instanceof ApiError && resolve.error.status === 404
      ? ((resolve.error.body as { details?: CitationSuggestions } | undefined)?.details?.suggestions ?? [])
      : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('citation') ?? '').trim();
    const citation = splitCitation(text);
    if (!citation) {
      setProblem(`Write a code and a section number, e.g. ${example}.`);
      resolve.reset();
      return;
    }
    setProblem(null);
    resolve.mutate(
      { code: citation.code, section: citation.section, subsection: citation.subsection },
      { onSuccess: (section) => navigate(lawSectionHref(section.kind, section.id)) },
    );
  };

  const message = problem ?? (resolve.error ? resolve.error.message : null);
  return (
    <div className="flex flex-col gap-2">
      <form aria-label="Go to a citation" onSubmit={submit} className="flex gap-2">
        <label htmlFor={`${id}-citation`} className="sr-only">
          Citation
        </label>
        <Input
          id={`${id}-citation`}
          name="citation"
          placeholder={`Go to a citation, e.g. ${example}`}
          className="max-w-xs"
        />
        <Button type="submit" variant="outline" disabled={resolve.isPending}>
          <ArrowRightIcon aria-hidden="true" />
          Go
        </Button>
      </form>
      {message && (
        <div role="alert" className="text-sm">
          <p className="text-destructive">{message}</p>
          {suggestions.length > 0 && (
            <p className="mt-1 text-muted-foreground">
              Closest:{' '}
              {suggestions.map((suggestion, index) => (
                <span key={`${suggestion.kind}-${suggestion.id}`}>
                  {index > 0 && ', '}
                  <Link to={lawSectionHref(suggestion.kind, suggestion.id)} className="text-primary hover:underline">
                    {suggestion.label}
                  </Link>
                </span>
              ))}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
