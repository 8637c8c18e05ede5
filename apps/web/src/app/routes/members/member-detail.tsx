import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useMember } from '@/features/members/api/get-member';
import { MemberDetailView } from '@/features/members/components/member-detail-view';
import { useLegislative } from '@/features/sessions/sessions-provider';
import { MemberTeamTab } from './member-team-tab';

const detailQuery = { includeSponsoredBills: true, includeAuthoredBills: true, includePassedBills: true };

/** /members/:id; the header's state follows the member's own state (decision 018). */
export function Component() {
  const { id = '' } = useParams();
  const { adopt } = useLegislative();
  const stateCode = useMember(id, detailQuery).data?.stateCode;
  useEffect(() => {
    if (stateCode) adopt({ stateCode });
  }, [stateCode, adopt]);
  return <MemberDetailView key={id} memberId={id} team={<MemberTeamTab memberId={id} />} />;
}
