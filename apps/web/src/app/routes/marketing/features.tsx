import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { PageHero, SectionHeading } from '@/features/marketing/components/page-hero';
import { CapabilityIcon } from '@/features/marketing/components/product-page';
import type { ProductIcon } from '@/features/marketing/content/products';

const m = paths.marketing;

const groups: {
  id: string;
  title: string;
  lead: string;
  items: { icon: ProductIcon; title: string; text: string; to?: string }[];
}[] = [
  {
    id: 'data',
    title: 'Data',
    lead: 'Every public record a government affairs team works with, unified across 50 states.',
    items: [
      {
        icon: 'file-text',
        title: 'Bills and amendments',
        text: 'Every version, action and document, updated through the day.',
        to: m.legislativeAnalysis,
      },
      { icon: 'chart', title: 'Votes', text: 'Roll calls by member, party and chamber.' },
      { icon: 'calendar', title: 'Committees and calendar', text: 'Schedules, meetings, agendas and floor sessions.' },
      {
        icon: 'scale',
        title: 'Statutes and regulations',
        text: 'State codes and administrative rules, linked to the bills that amend them.',
      },
      {
        icon: 'users',
        title: 'Members and staff',
        text: 'Legislators, staff and committee rosters with contact details.',
      },
      {
        icon: 'share',
        title: 'Lobbying and campaign finance',
        text: 'Registrations, firms, clients and contributions.',
      },
    ],
  },
  {
    id: 'track',
    title: 'Search & track',
    lead: 'Find what matters, keep it organized, and never miss an action.',
    items: [
      {
        icon: 'search',
        title: 'Search',
        text: 'One search across every dataset, with normalized filters.',
        to: m.search,
      },
      { icon: 'tag', title: 'Tracking with tags', text: 'Tags, positions and upload of track lists.', to: m.track },
      {
        icon: 'bot',
        title: 'Auto-tracking',
        text: 'New bills matched to your keywords, for your approval.',
        to: m.track,
      },
      { icon: 'bell', title: 'Alerts', text: 'Email, SMS and in-app, or a daily digest.', to: m.track },
      { icon: 'video', title: 'Live actions', text: 'Live hearing video, transcripts and clips.', to: m.liveActions },
    ],
  },
  {
    id: 'analyze',
    title: 'Analyze & report',
    lead: 'From reading the bill to briefing the board.',
    items: [
      { icon: 'message', title: 'AI chat', text: 'Ask questions of bills, statutes and regulations.', to: m.aiReports },
      {
        icon: 'git-compare',
        title: 'Bill comparison',
        text: 'Redlines between versions and between bills.',
        to: m.legislativeAnalysis,
      },
      {
        icon: 'sparkles',
        title: 'AI reports',
        text: 'More than 30 templates, tailored to your organization.',
        to: m.aiReports,
      },
      {
        icon: 'calendar',
        title: 'Automated reports',
        text: 'Bill and vote reports on a schedule.',
        to: m.automatedReports,
      },
      {
        icon: 'list-checks',
        title: 'Tick sheets',
        text: 'Member and company positions for whip counts.',
        to: m.legislativeAnalysis,
      },
    ],
  },
  {
    id: 'collaborate',
    title: 'Collaborate',
    lead: 'The whole team, its analysts and its advocates, on the same page.',
    items: [
      {
        icon: 'clipboard',
        title: 'Analyst management',
        text: 'Assignments, teams, tasks and reminders.',
        to: m.analystManagement,
      },
      {
        icon: 'key',
        title: 'Advocate management',
        text: 'Lobbyist portal, seats and invitations.',
        to: m.advocateManagement,
      },
      { icon: 'folder', title: 'File storage', text: 'Shared folders attached to bills and tasks.', to: m.fileStorage },
      {
        icon: 'lock',
        title: 'Roles and permissions',
        text: 'Admins, users, analysts and lobbyists, each with the right access.',
      },
    ],
  },
];

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Features"
        title="Everything Statehouse does"
        lead="From fifty-state search to AI reports and team tracking: the complete toolkit for following, influencing and reporting on state legislation."
      />
      <nav aria-label="Feature groups" className="sticky top-16 z-30 border-b bg-background/95 backdrop-blur">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6 lg:px-8">
          {groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group, index) => (
        <section
          key={group.id}
          id={group.id}
          aria-labelledby={`${group.id}-title`}
          className={`scroll-mt-32 py-16 sm:py-20 ${index % 2 === 1 ? 'border-y bg-muted/50' : 'bg-background'}`}
        >
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <SectionHeading id={`${group.id}-title`} title={group.title} lead={group.lead} />
            <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.items.map((item) => (
                <article key={item.title} className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-xs">
                  <CapabilityIcon icon={item.icon} />
                  <h3 className="font-semibold text-foreground">{item.title}</h3>
                  <p className="text-sm text-muted-foreground">{item.text}</p>
                  {item.to && (
                    <Link
                      to={item.to}
                      className="mt-auto inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      Learn more<span className="sr-only"> about {item.title}</span>
                      <ArrowRightIcon aria-hidden="true" className="size-4" />
                    </Link>
                  )}
                </article>
              ))}
            </div>
          </div>
        </section>
      ))}
      <CtaBanner />
    </>
  );
}
