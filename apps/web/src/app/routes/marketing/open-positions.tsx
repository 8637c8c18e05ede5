import { ChevronDownIcon } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/features/marketing/components/page-hero';
import { jobs } from '@/features/marketing/content/careers';
import { companyEmails } from '@/features/marketing/content/company';

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Open positions"
        title={`${jobs.length} roles open now`}
        lead="All roles are remote in the US unless noted, with salary ranges shared in the first call. We read every application and answer every one."
      />
      <section aria-label="Positions" className="bg-background py-14 sm:py-20">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <Accordion.Root type="multiple" className="flex flex-col gap-4">
            {jobs.map((job) => (
              <Accordion.Item key={job.id} value={job.id} id={job.id} className="rounded-xl border bg-card shadow-xs">
                <Accordion.Header asChild>
                  <h2>
                    <Accordion.Trigger className="group flex w-full items-start justify-between gap-4 rounded-xl p-5 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-6">
                      <span>
                        <span className="block text-lg font-semibold text-foreground">{job.title}</span>
                        <span className="mt-1 block text-sm text-muted-foreground">
                          {job.team} · {job.location} · {job.type}
                        </span>
                      </span>
                      <ChevronDownIcon
                        aria-hidden="true"
                        className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                      />
                    </Accordion.Trigger>
                  </h2>
                </Accordion.Header>
                <Accordion.Content className="px-5 pb-6 sm:px-6">
                  <p className="text-foreground">{job.summary}</p>
                  <h3 className="mt-5 text-sm font-semibold text-foreground">What you will do</h3>
                  <ul className="mt-2 list-disc pl-5 text-sm text-muted-foreground">
                    {job.responsibilities.map((item) => (
                      <li key={item} className="mt-1">
                        {item}
                      </li>
                    ))}
                  </ul>
                  <h3 className="mt-5 text-sm font-semibold text-foreground">What you bring</h3>
                  <ul className="mt-2 list-disc pl-5 text-sm text-muted-foreground">
                    {job.requirements.map((item) => (
                      <li key={item} className="mt-1">
                        {item}
                      </li>
                    ))}
                  </ul>
                  <Button asChild className="mt-6">
                    <a
                      href={`mailto:${companyEmails.careers}?subject=${encodeURIComponent(`Application: ${job.title}`)}`}
                    >
                      Apply for this role
                    </a>
                  </Button>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
          <p className="mt-10 text-center text-sm text-muted-foreground">
            Don’t see your role? Write to{' '}
            <a
              className="font-medium text-primary underline underline-offset-4"
              href={`mailto:${companyEmails.careers}`}
            >
              {companyEmails.careers}
            </a>{' '}
            and tell us how you would help.
          </p>
        </div>
      </section>
    </>
  );
}
