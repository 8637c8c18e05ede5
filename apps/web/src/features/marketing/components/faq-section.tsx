import { ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { type FaqItem, faqItems } from '../content/landing';

export const FAQ_TITLE = 'Frequently asked questions';

/**
 * Questions and answers, one open at a time (a second click closes it). Buttons and `hidden` panels rather than
 * Radix's accordion: its panels, closed or not, measure themselves as they mount, a forced style and layout pass
 * per question that cost the landing page 140 ms of one task on a phone (decision 052).
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openId, setOpenId] = useState<string | undefined>();
  const baseId = useId();
  return (
    <div className="divide-y rounded-xl border bg-card">
      {items.map((item) => {
        const open = item.id === openId;
        const panelId = `${baseId}-${item.id}`;
        return (
          <div key={item.id} data-state={open ? 'open' : 'closed'}>
            <h3>
              <button
                type="button"
                id={`${panelId}-question`}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? undefined : item.id)}
                className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-medium text-foreground outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {item.question}
                <ChevronDownIcon
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-muted-foreground transition-transform duration-200',
                    open && 'rotate-180',
                  )}
                />
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={`${panelId}-question`}
              hidden={!open}
              className="px-5 pb-5 text-muted-foreground"
            >
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}

/** "Frequently asked questions" with its six items, then the "Still have questions?" block. */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="bg-background pt-16 pb-4 sm:pt-24 sm:pb-8">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2 id="faq-title" className="text-center text-2xl font-semibold tracking-tight text-foreground sm:text-4xl">
          {FAQ_TITLE}
        </h2>
        <p className="mt-4 text-center text-muted-foreground">
          Everything you need to know about the product and how teams use it.
        </p>
        <div className="mt-10">
          <FaqAccordion items={faqItems} />
        </div>
        <div className="mt-12 rounded-2xl bg-muted px-6 py-8 text-center">
          <h3 className="text-lg font-semibold text-foreground">Still have questions?</h3>
          <p className="mt-2 text-muted-foreground">
            Can't find the answer you're looking for? Please chat to our friendly team.
          </p>
          <Button asChild className="mt-6">
            <Link to={paths.marketing.demoSignup}>Get in touch</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
