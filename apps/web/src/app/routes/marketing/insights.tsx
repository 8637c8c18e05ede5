import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { PageHero, SectionHeading } from '@/features/marketing/components/page-hero';
import { blogPosts } from '@/features/marketing/content/blog';

const insights = [
  {
    tag: 'Calendars',
    title: 'Not every legislature meets every year',
    text: 'Montana, Nevada, North Dakota and Texas hold regular sessions only in odd-numbered years. Interim committees and special sessions still move policy in the off years, so tracking does not stop when the session does.',
  },
  {
    tag: 'Calendars',
    title: 'Session lengths vary from weeks to all year',
    text: 'Some legislatures meet for a few months under constitutional limits; others, like California, Michigan and New York, meet for most of the year. A multistate plan needs a calendar per state, not one deadline.',
  },
  {
    tag: 'Process',
    title: 'Committee deadlines decide the session',
    text: 'Many states set deadlines by which a bill must clear committee in its chamber of origin. Bills that miss them are effectively done for the session, which makes hearing alerts the most valuable alerts in the first half.',
  },
  {
    tag: 'Trends',
    title: 'Model legislation travels',
    text: 'Similar bill text often appears in several states in the same year, from uniform acts to association-drafted models. Similar-bill search finds the copies early, so a position taken in one state can inform the next.',
  },
  {
    tag: 'Influence',
    title: 'Lobbying disclosure differs by state',
    text: 'What must be reported, how often and in what format varies widely. Statehouse normalizes registrations, firms and clients so the question “who lobbies on this?” has an answer in every state we cover.',
  },
  {
    tag: 'Executive action',
    title: 'The governor’s desk is a stage of its own',
    text: 'Signing and veto periods differ, and in some states bills become law without a signature after a set number of days. Tracking does not end at final passage.',
  },
];

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Insights"
        title="How state legislatures really work, in numbers and patterns"
        lead="Short, practical analysis from our policy team on calendars, process and trends across the fifty states, written for people who track legislation for a living."
      />
      <section aria-labelledby="insights-title" className="bg-background py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="insights-title" eyebrow="Field notes" title="Patterns worth planning around" />
          <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {insights.map((item) => (
              <article key={item.title} className="flex flex-col rounded-xl border bg-card p-6 shadow-xs">
                <p className="w-fit rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
                  {item.tag}
                </p>
                <h3 className="mt-4 text-lg font-semibold text-foreground">{item.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section aria-labelledby="reading-title" className="border-t bg-muted/50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="reading-title" eyebrow="From the blog" title="Go deeper" />
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {blogPosts.map((post) => (
              <li key={post.id}>
                <Link
                  to={paths.marketing.blogPostNumber(post.id)}
                  className="group flex h-full items-start justify-between gap-4 rounded-xl border bg-card p-5 outline-none hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span>
                    <span className="block text-xs font-medium text-highlight">{post.category}</span>
                    <span className="mt-1 block font-semibold text-foreground group-hover:underline">{post.title}</span>
                  </span>
                  <ArrowRightIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBanner />
    </>
  );
}
