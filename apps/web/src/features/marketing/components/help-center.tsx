import { ChevronDownIcon, SearchIcon } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { type HelpArticle, helpArticles, helpCategories, searchHelpArticles } from '../content/help';

function ArticleBody({ article }: { article: HelpArticle }) {
  const steps = article.body.filter((paragraph) => /^\d+\.\s/.test(paragraph));
  const paragraphs = article.body.filter((paragraph) => !/^\d+\.\s/.test(paragraph));
  return (
    <div className="flex flex-col gap-3 text-sm leading-relaxed text-muted-foreground sm:text-base">
      {steps.length > 0 && (
        <ol className="flex list-decimal flex-col gap-1 pl-5 text-foreground">
          {steps.map((step) => (
            <li key={step}>{step.replace(/^\d+\.\s/, '')}</li>
          ))}
        </ol>
      )}
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** Help articles grouped by category, filtered as the visitor types; each article expands in place. */
export function HelpCenter({ initialOpen }: { initialOpen?: string }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>(initialOpen ? [initialOpen] : []);
  const results = useMemo(() => searchHelpArticles(query, helpArticles), [query]);

  return (
    <div className="flex flex-col gap-10">
      {/* biome-ignore lint/a11y/useSemanticElements: React 19 and jsdom do not know the <search> element yet */}
      <div role="search" className="mx-auto w-full max-w-2xl">
        <label htmlFor={searchId} className="sr-only">
          Search help articles
        </label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search for alerts, reports, seats..."
            className="h-12 bg-background pl-10 text-base"
          />
        </div>
        <p aria-live="polite" className="mt-2 text-sm text-muted-foreground">
          {query.trim()
            ? `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'} “${query.trim()}”`
            : `${helpArticles.length} articles`}
        </p>
      </div>

      {results.length === 0 ? (
        <div className="rounded-xl border bg-card p-8 text-center">
          <h2 className="text-lg font-semibold text-foreground">No articles match your search</h2>
          <p className="mt-2 text-muted-foreground">Try another word, or ask our team directly.</p>
          <Button asChild className="mt-5">
            <Link to={paths.marketing.demoSignup}>Get in touch</Link>
          </Button>
        </div>
      ) : (
        <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className="flex flex-col gap-10">
          {helpCategories.map((category) => {
            const inCategory = results.filter((article) => article.category === category);
            if (inCategory.length === 0) return null;
            return (
              <section key={category} aria-label={category}>
                <h2 className="text-lg font-semibold text-foreground">{category}</h2>
                <div className="mt-4 divide-y rounded-xl border bg-card">
                  {inCategory.map((article) => (
                    <Accordion.Item key={article.id} value={article.id} id={article.id} className="scroll-mt-24">
                      <Accordion.Header asChild>
                        <h3>
                          <Accordion.Trigger className="group flex w-full items-start justify-between gap-4 rounded-xl px-5 py-4 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50">
                            <span>
                              <span className="block font-medium text-foreground">{article.title}</span>
                              <span className="mt-0.5 block text-sm text-muted-foreground">{article.summary}</span>
                            </span>
                            <ChevronDownIcon
                              aria-hidden="true"
                              className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                            />
                          </Accordion.Trigger>
                        </h3>
                      </Accordion.Header>
                      <Accordion.Content className="px-5 pb-5">
                        <ArticleBody article={article} />
                      </Accordion.Content>
                    </Accordion.Item>
                  ))}
                </div>
              </section>
            );
          })}
        </Accordion.Root>
      )}
    </div>
  );
}
