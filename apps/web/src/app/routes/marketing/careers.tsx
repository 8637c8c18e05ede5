import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageHero, SectionHeading } from '@/features/marketing/components/page-hero';
import { ValueCards } from '@/features/marketing/components/value-cards';
import { benefits, jobs } from '@/features/marketing/content/careers';

export function Component() {
  const teams = [...new Set(jobs.map((job) => job.team))];
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Help every organization keep up with every statehouse"
        lead="We are a remote-first team of engineers, policy experts and former legislative staff. If you want your work to make public law easier to follow, we would like to meet you."
      >
        <Button asChild size="lg" variant="highlight">
          <Link to={paths.marketing.careers2}>
            See {jobs.length} open positions
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </PageHero>

      <section aria-labelledby="values-title" className="bg-background py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="values-title" eyebrow="Culture" title="What we believe" />
          <ValueCards />
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="border-y bg-muted/50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="benefits-title" eyebrow="Benefits" title="Taking care of the team" />
          <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {benefits.map((benefit) => (
              <div key={benefit.title} className="rounded-xl border bg-card p-6">
                <dt className="font-semibold text-foreground">{benefit.title}</dt>
                <dd className="mt-2 text-sm text-muted-foreground">{benefit.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="openings-title" className="bg-background py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="openings-title" eyebrow="Join us" title="Teams that are hiring" />
          <ul className="mt-8 flex flex-wrap gap-3">
            {teams.map((team) => (
              <li key={team} className="rounded-full border bg-card px-4 py-1.5 text-sm text-foreground">
                {team} · {jobs.filter((job) => job.team === team).length}
              </li>
            ))}
          </ul>
          <Button asChild className="mt-8">
            <Link to={paths.marketing.careers2}>View open positions</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
