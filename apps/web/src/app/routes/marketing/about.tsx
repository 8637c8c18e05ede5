import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { PageHero, SectionHeading } from '@/features/marketing/components/page-hero';
import { ValueCards } from '@/features/marketing/components/value-cards';

const team = [
  {
    name: 'Hannah Brooks',
    role: 'Co-founder & CEO',
    bio: 'Eight years as a legislative director in a state senate, then government affairs for a hospital system.',
    initials: 'HB',
  },
  {
    name: 'David Chen',
    role: 'Co-founder & CTO',
    bio: 'Built search and data pipelines for public records at a civic-tech nonprofit.',
    initials: 'DC',
  },
  {
    name: 'Jordan Ames',
    role: 'Policy Data Lead',
    bio: 'Former bill-drafting attorney; keeps fifty legislatures speaking one vocabulary.',
    initials: 'JA',
  },
  {
    name: 'Elena Marsh',
    role: 'Head of Customer Success',
    bio: 'Ran government relations for a statewide association through six sessions.',
    initials: 'EM',
  },
];

const milestones = [
  { year: '2021', text: 'Founded after a session spent tracking 400 bills in a spreadsheet.' },
  { year: '2022', text: 'Bill tracking and alerts for the first ten states.' },
  { year: '2023', text: 'All 50 states, plus statutes, regulations and lobbying data.' },
  { year: '2024', text: 'Live hearing transcription and AI reports.' },
  { year: '2025', text: 'Analyst and advocate management for multistate teams.' },
];

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="We make every statehouse as easy to follow as your own"
        lead="Statehouse was founded by people who spent years in capitol hallways and committee rooms. We build the platform we wished we had: one place to find, follow and act on legislation in every state."
      />

      <section aria-labelledby="mission-title" className="bg-background py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <SectionHeading
              id="mission-title"
              eyebrow="Mission"
              title="Public law, usable by everyone who is affected by it"
            />
            <div className="mt-6 flex flex-col gap-4 text-muted-foreground">
              <p>
                State legislatures pass far more laws each year than Congress, and they shape health care, energy,
                education, taxes and privacy for every organization in the country. Yet following them still means
                checking fifty websites that each work differently.
              </p>
              <p>
                We collect the public record (bills, votes, hearings, codes, lobbying and campaign finance), normalize
                it, and add the tools teams need to act on it: tracking, alerts, live video, AI analysis and reports. We
                are nonpartisan: our customers work on every side of every issue.
              </p>
            </div>
          </div>
          <ol className="relative flex flex-col gap-6 border-l pl-6" aria-label="Milestones">
            {milestones.map((item) => (
              <li key={item.year} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-highlight"
                />
                <p className="text-sm font-semibold text-primary">{item.year}</p>
                <p className="mt-1 text-foreground">{item.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="values-title" className="border-y bg-muted/50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="values-title" eyebrow="Values" title="How we work" />
          <ValueCards />
        </div>
      </section>

      <section aria-labelledby="team-title" className="bg-background py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="team-title" eyebrow="Leadership" title="The people behind Statehouse" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((person) => (
              <li key={person.name} className="rounded-xl border bg-card p-6">
                <span
                  aria-hidden="true"
                  className="flex size-14 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
                >
                  {person.initials}
                </span>
                <h3 className="mt-4 font-semibold text-foreground">{person.name}</h3>
                <p className="text-sm font-medium text-highlight">{person.role}</p>
                <p className="mt-2 text-sm text-muted-foreground">{person.bio}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="outline">
              <Link to={paths.marketing.careers}>Work with us</Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to={paths.marketing.inviteFriends}>Invite a colleague</Link>
            </Button>
          </div>
        </div>
      </section>
      <CtaBanner />
    </>
  );
}
