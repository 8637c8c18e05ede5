import { UsersRoundIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';

/**
 * The member page's Team tab: what the account keeps on this legislator, composed here from the features that
 * own it (the relationships panel lands here). Until then it says what will be shown.
 */
export function MemberTeamTab({ memberId: _memberId }: { memberId: string }) {
  return (
    <section aria-labelledby="member-team" className="flex flex-col gap-3">
      <h2 id="member-team" className="font-medium">
        Your team
      </h2>
      <EmptyState
        icon={UsersRoundIcon}
        title="Nothing recorded yet"
        reason="Who on your team knows this legislator, and your notes on them, will appear here."
      />
    </section>
  );
}
