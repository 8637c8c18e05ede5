import type { Database } from '../../db/client';
import { loadSample } from '../../ingest/sample/load-sample';

/** Known facts of data/sample the committee and calendar tests assert (rebuild the sample: check these). */
export const known = {
  /** NY Senate Energy and Telecommunications: chair Kevin Parker, 9 members, 2 meetings in Feb 2017. */
  nyEnergy: 'ocd-organization/f7c0a438-f8e7-4744-aabb-f0ebd51b1466',
  nyEnergyChair: { personId: 'ocd-person/dbf73f29-d4ce-4192-b8fe-42b3ac538dda', name: 'Kevin Parker' },
  /** NY's meeting of that committee on 7 Feb 2017, 9:30 in New York. */
  nyEnergyMeeting: 'NY-event-0e6e5bca446f37a1',
  /** SD Senate Judiciary (its events name it "Senate Judiciary" and carry no committee id). */
  sdSenateJudiciary: 'ocd-organization/83fb2189-69b7-48ec-9303-12d50c992e04',
  /** SD Senate Judiciary on 25 Jan 2024 at 7:45 in Chicago's zone (13:45 UTC): SB 90, HB 1004 and SB 84. */
  sdHearing: 'SD-event-c6eee2bedbbdebfb',
  sdHearingBills: ['SD-24R-HB-1004', 'SD-24R-SB-84', 'SD-24R-SB-90'],
  /** A NY public hearing in daylight-saving time: 4 June 2014, 13:00 in New York (17:00 UTC). */
  nySummerHearing: 'NY-event-9ad649d0ca39d940',
};

const states = new Set(['SD', 'NY']);

/** The SD and NY part of the sample: sessions, people, committees with members, events, SD bills with actions. */
export async function loadCommitteeSample(db: Database): Promise<void> {
  // Filled as people and committees load (before memberships, in the sample's load order).
  const people = new Set<string>();
  const committees = new Set<string>();
  const inState = (row: Record<string, unknown>) => states.has(String(row.jurisdiction_id));
  await loadSample(
    db,
    { info: () => {} },
    {
      select: (table, row) => {
        switch (table) {
          case 'jurisdictions':
            return row;
          case 'legislative_sessions':
          case 'events':
            return inState(row) ? row : null;
          case 'people':
            if (!inState(row)) return null;
            people.add(String(row.id));
            return row;
          case 'committees':
            if (!inState(row)) return null;
            committees.add(String(row.id));
            return row;
          case 'committee_memberships':
            if (!committees.has(String(row.committee_id))) return null;
            return { ...row, person_id: people.has(String(row.person_id)) ? row.person_id : null };
          case 'bills':
            return row.jurisdiction_id === 'SD' ? row : null;
          case 'bill_actions':
            return String(row.bill_id).startsWith('SD-') ? row : null;
          case 'event_agenda_items':
            return /^(SD|NY)-event-/.test(String(row.event_id)) &&
              (row.bill_id == null || String(row.bill_id).startsWith('SD-'))
              ? row
              : null;
          default:
            return null;
        }
      },
    },
  );
}
