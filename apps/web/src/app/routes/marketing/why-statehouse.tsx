import { CheckIcon, MinusIcon } from 'lucide-react';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { PageHero, SectionHeading } from '@/features/marketing/components/page-hero';
import { TestimonialCarousel } from '@/features/marketing/components/testimonial-carousel';

const reasons = [
  {
    title: 'All fifty states, one vocabulary',
    text: 'Every legislature names its versions, actions and committees differently. Statehouse normalizes them, so a filter for “passed a chamber” or “hearing scheduled” means the same thing in every state you follow.',
  },
  {
    title: 'Bills and the influence around them',
    text: 'Bills, votes and hearings sit next to legislators and staff, committees, lobbyist registrations and campaign contributions. You see who is pushing a bill, not just where it is.',
  },
  {
    title: 'Live, not the next morning',
    text: 'Hearings and floor sessions are transcribed as they stream. Alerts reach you while there is still time to act, with the clip to prove what was said.',
  },
  {
    title: 'AI that shows its work',
    text: 'AI chat and reports cite the bill sections they rely on, and they use your positions and notes, so drafts sound like your organization and can be checked in seconds.',
  },
  {
    title: 'Built for teams, not just users',
    text: 'Seats, roles, analyst and lobbyist portals, tasks, shared tags and folders. The work of a government affairs team, not a personal watch list.',
  },
  {
    title: 'Reports that send themselves',
    text: 'Scheduled bill, vote and AI reports for leadership, members and clients, built from live data at send time.',
  },
];

const comparison: { need: string; sites: boolean; spreadsheet: boolean; statehouse: boolean }[] = [
  { need: 'Search every state at once', sites: false, spreadsheet: false, statehouse: true },
  { need: 'Alerts on hearings, amendments and votes', sites: false, spreadsheet: false, statehouse: true },
  { need: 'Live hearing transcripts and clips', sites: false, spreadsheet: false, statehouse: true },
  { need: 'Positions, tags and notes shared by the team', sites: false, spreadsheet: true, statehouse: true },
  { need: 'Lobbying and campaign finance beside the bill', sites: false, spreadsheet: false, statehouse: true },
  { need: 'Scheduled reports for stakeholders', sites: false, spreadsheet: false, statehouse: true },
  { need: 'Official bill text and history', sites: true, spreadsheet: false, statehouse: true },
];

function Mark({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <CheckIcon aria-label={`${label}: yes`} className="mx-auto size-5 text-highlight" />
  ) : (
    <MinusIcon aria-label={`${label}: no`} className="mx-auto size-5 text-muted-foreground" />
  );
}

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Why Statehouse"
        title="Legislative work is a team sport played in fifty arenas at once"
        lead="Legislature websites were built to publish records, not to help you act on them. Statehouse was built for the people who have to act: government affairs teams, lobbyists, advocates and analysts."
      />

      <section aria-labelledby="reasons-title" className="bg-background py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="reasons-title" eyebrow="What is different" title="Six reasons teams switch" />
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {reasons.map((reason, index) => (
              <article key={reason.title} className="rounded-xl border bg-card p-6 shadow-xs">
                <span className="text-sm font-semibold text-highlight">0{index + 1}</span>
                <h3 className="mt-2 text-lg font-semibold text-foreground">{reason.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{reason.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="compare-title" className="border-y bg-muted/50 py-16 sm:py-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="compare-title"
            eyebrow="Compared"
            title="What you get, and what you stop doing"
            lead="Most teams we meet track legislation with a mix of legislature websites and a shared spreadsheet. Here is what changes."
          />
          <section
            aria-label="Comparison table"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            className="mt-10 overflow-x-auto rounded-xl border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Statehouse compared with legislature websites and spreadsheets</caption>
              <thead>
                <tr className="border-b bg-muted/60 text-left">
                  <th scope="col" className="px-4 py-3 font-semibold">
                    What your team needs
                  </th>
                  <th scope="col" className="px-4 py-3 text-center font-semibold">
                    State websites
                  </th>
                  <th scope="col" className="px-4 py-3 text-center font-semibold">
                    Spreadsheet
                  </th>
                  <th scope="col" className="px-4 py-3 text-center font-semibold text-primary">
                    Statehouse
                  </th>
                </tr>
              </thead>
              <tbody>
                {comparison.map((row) => (
                  <tr key={row.need} className="border-b last:border-0">
                    <th scope="row" className="px-4 py-3 text-left font-normal text-foreground">
                      {row.need}
                    </th>
                    <td className="px-4 py-3">
                      <Mark on={row.sites} label="State websites" />
                    </td>
                    <td className="px-4 py-3">
                      <Mark on={row.spreadsheet} label="Spreadsheet" />
                    </td>
                    <td className="px-4 py-3">
                      <Mark on={row.statehouse} label="Statehouse" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      </section>

      <TestimonialCarousel />
      <CtaBanner title="See the difference with your own bills" />
    </>
  );
}
