import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { PageHero } from '@/features/marketing/components/page-hero';
import { LEGAL_LAST_UPDATED } from '@/features/marketing/content/company';
import { privacyPolicy, termsOfService } from '@/features/marketing/content/legal';

/** /terms and /privacy: a document with a table of contents. */
export function Component() {
  const { pathname } = useLocation();
  const document = pathname.startsWith(paths.marketing.privacy) ? privacyPolicy : termsOfService;
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} lead={<p>Last updated {LEGAL_LAST_UPDATED}</p>} />
      <div className="mx-auto grid max-w-7xl gap-10 bg-background px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold text-foreground">On this page</h2>
          <ol className="mt-3 flex flex-col gap-1 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-sm py-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          <p className="text-lg text-foreground">{document.intro}</p>
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-10 scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-semibold text-foreground">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-muted-foreground">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
