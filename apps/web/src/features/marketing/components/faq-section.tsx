import { ChevronDownIcon } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { type FaqItem, faqItems } from '../content/landing';

export const FAQ_TITLE = 'Frequently asked questions';

/** Questions and answers as a Radix accordion: one panel open at a time, keyboard operable. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y rounded-xl border bg-card">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-medium text-foreground outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50">
                {item.question}
                <ChevronDownIcon
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-muted-foreground">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
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
