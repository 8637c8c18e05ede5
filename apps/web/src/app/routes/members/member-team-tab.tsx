import { PublicContributionsPanel } from '@/features/relationships/components/public-contributions-panel';
import { RelationshipsPanel } from '@/features/relationships/components/relationships-panel';

/**
 * The member page's Team tab: what the account keeps on this legislator (who on the team knows them) beside the
 * public campaign contributions to them, composed here from the relationships feature.
 */
export function MemberTeamTab({ memberId }: { memberId: string }) {
  return (
    <div className="flex flex-col gap-8">
      <RelationshipsPanel memberId={memberId} />
      <PublicContributionsPanel memberId={memberId} />
    </div>
  );
}
