import { InviteFriendsForm } from '@/features/marketing/components/invite-friends-form';
import { PageHero } from '@/features/marketing/components/page-hero';

const reasons = [
  'Colleagues in other organizations who still track bills in a spreadsheet.',
  'Coalition partners who should see the same hearings you do.',
  'Former teammates who now run their own government affairs shop.',
];

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Invite friends"
        title="Know someone drowning in legislature websites?"
        lead="Send them a note from you with a link to book their own demo. We only use their address to deliver your invitation."
      />
      <section className="bg-background py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
          <div>
            <h2 className="text-xl font-semibold text-foreground">Who to invite</h2>
            <ul className="mt-4 flex list-disc flex-col gap-3 pl-5 text-muted-foreground">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
          <InviteFriendsForm />
        </div>
      </section>
    </>
  );
}
