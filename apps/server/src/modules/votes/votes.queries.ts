import type { MemberVote, VoteEvent } from '@statehouse/shared/bills/bills.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partyCodeSql, selectRows } from '../../db/sql';

export type VoteEventRow = VoteEvent & {
  bill: { id: string; identifier: string; title: string; stateCode: string; sessionCode: string };
};

export async function selectVoteEvent(db: Database, voteId: string): Promise<VoteEventRow | undefined> {
  const [row] = await selectRows<VoteEventRow>(
    db,
    sql`select ve.id, ve.bill_id as "billId", ve.motion, ve.motion_classification as "motionClassification",
      ve.date::text as date, ve.chamber, ve.organization_name as "organizationName", ve.result,
      ve.yes_count as "yesCount", ve.no_count as "noCount", ve.other_count as "otherCount", ve.counts, ve.sources,
      json_build_object('id', b.id, 'identifier', b.identifier, 'title', b.title, 'stateCode', b.jurisdiction_id,
        'sessionCode', ls.code) as bill
    from vote_events ve join bills b on b.id = ve.bill_id join legislative_sessions ls on ls.id = b.session_id
    where ve.id = ${voteId}`,
  );
  return row;
}

export async function selectMemberVotes(db: Database, voteId: string): Promise<MemberVote[]> {
  return selectRows<MemberVote>(
    db,
    sql`select pv.voter_name as "voterName", pv.person_id as "personId", pv.option,
      ${partyCodeSql(sql`p.party`)} as party, p.chamber, p.district
    from person_votes pv left join people p on p.id = pv.person_id
    where pv.vote_event_id = ${voteId}
    order by case pv.option when 'yes' then 0 when 'no' then 1 else 2 end, pv.option, pv.voter_name`,
  );
}
