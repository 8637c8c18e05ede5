import { CalendarCheckIcon, ClockIcon, MapIcon } from 'lucide-react';
import { DemoRequestForm } from '@/features/marketing/components/demo-request-form';
import { PageHero } from '@/features/marketing/components/page-hero';
import { companyEmails } from '@/features/marketing/content/company';

const expectations = [
  {
    icon: MapIcon,
    title: 'Your states, your issues',
    text: 'We load the bills and hearings you follow this session before the call.',
  },
  {
    icon: ClockIcon,
    title: '30 minutes',
    text: 'A focused walkthrough with a policy specialist, plus time for questions.',
  },
  {
    icon: CalendarCheckIcon,
    title: 'A trial if it fits',
    text: 'Leave with a trial account set up for your team, if you want one.',
  },
];

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Book a demo"
        title="See Statehouse with the bills you follow"
        lead="Tell us a little about your team and we will show you search, tracking, live hearing alerts and AI reports for your own states and issues."
      />
      <section className="bg-background py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
          <div className="flex flex-col gap-8">
            <h2 className="text-xl font-semibold text-foreground">What to expect</h2>
            <ul className="flex flex-col gap-6">
              {expectations.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-highlight/10 text-highlight">
                    <item.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-foreground">{item.title}</span>
                    <span className="block text-sm text-muted-foreground">{item.text}</span>
                  </span>
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground">
              Prefer email? Write to{' '}
              <a
                className="font-medium text-primary underline underline-offset-4"
                href={`mailto:${companyEmails.sales}`}
              >
                {companyEmails.sales}
              </a>
              .
            </p>
          </div>
          <DemoRequestForm />
        </div>
      </section>
    </>
  );
}
