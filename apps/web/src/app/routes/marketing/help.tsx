import { useLocation } from 'react-router';
import { FaqAccordion } from '@/features/marketing/components/faq-section';
import { HelpCenter } from '@/features/marketing/components/help-center';
import { PageHero } from '@/features/marketing/components/page-hero';
import { faqItems } from '@/features/marketing/content/landing';

export function Component() {
  const { hash } = useLocation();
  return (
    <>
      <PageHero
        eyebrow="Help Center"
        title="How can we help?"
        lead="Guides to every part of Statehouse, from your first login to scheduled reports and the lobbyist portal."
      />
      <section className="bg-background py-12 sm:py-16">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <HelpCenter initialOpen={hash ? decodeURIComponent(hash.slice(1)) : undefined} />
          <section aria-labelledby="help-faq-title" className="mt-16">
            <h2 id="help-faq-title" className="text-lg font-semibold text-foreground">
              Frequently asked questions
            </h2>
            <div className="mt-4">
              <FaqAccordion items={faqItems} />
            </div>
          </section>
        </div>
      </section>
    </>
  );
}
