import { describe, expect, it } from 'vitest';
import { parseHouseWitnesses } from './house-witnesses.parser';

// Shapes of ../shared/data/us-federal/unitedstates-congress/test/fixtures/hearings (docs.house.gov XML).
const witnessList = `<?xml-stylesheet type='text/xsl' href='/xslt/cr-public.xslt'?>
<witness-list meeting-id="102266" create-date="2014-05-23T10:18:38.003">
  <panel sort-order="1">
    <witness testified="Yes" witness-type="Government - Federal">
      <honorific>Mr.</honorific>
      <firstname>James</firstname>
      <middlename>P.</middlename>
      <lastname>Cochrane</lastname>
      <position>Chief Information Officer and Executive Vice President</position>
      <organization>U.S. Postal Service</organization>
      <witness-documents><witness-document><files>
        <file doc-url="http://docs.house.gov/meetings/GO/GO25/20140522/102266/HHRG-113-GO25-Bio-CochraneJ-20140522.pdf" />
      </files></witness-document></witness-documents>
    </witness>
  </panel>
</witness-list>`;

const meeting = `<committee-meeting congress-num="113" meeting-id="HMTG102252">
  <meeting-details><meeting-date><calendar-date>2014-05-19</calendar-date></meeting-date></meeting-details>
  <meeting-documents>
    <meeting-document><legis-num>H.R. 4435</legis-num></meeting-document>
    <meeting-document><legis-num>H.R. 4435</legis-num></meeting-document>
  </meeting-documents>
  <witnesses><witness><firstname>Ann</firstname><lastname>Lee</lastname><organization>Acme Corp.</organization></witness>
  <witness><position>Clerk</position></witness></witnesses>
</committee-meeting>`;

describe('House witness lists', () => {
  it('reads each witness with title, organization and the meeting day from the documents’ path', () => {
    expect(parseHouseWitnesses(witnessList, 'sample_witness.xml')).toEqual([
      {
        ok: true,
        ref: { file: 'sample_witness.xml', record: 'meeting 102266 panel 1 witness 1' },
        value: {
          sourceRef: 'house-102266-1-1',
          meetingId: '102266',
          witnessName: 'James P. Cochrane',
          witnessTitle: 'Chief Information Officer and Executive Vice President',
          organization: 'U.S. Postal Service',
          testifiedOn: '2014-05-22',
          billIds: [],
        },
      },
    ]);
  });

  it('reads a meeting record’s witnesses with its day and bills, and rejects a witness without a name', () => {
    const [first, second] = parseHouseWitnesses(meeting, 'm.xml');
    expect(first).toMatchObject({
      ok: true,
      value: { witnessName: 'Ann Lee', testifiedOn: '2014-05-19', billIds: ['US-13R-HR-4435'], meetingId: '102252' },
    });
    expect(second).toMatchObject({ ok: false, reason: 'the witness has no name' });
  });

  it('yields nothing for a meeting without witnesses and a skip for XML that is not well formed', () => {
    expect(parseHouseWitnesses('<committee-meeting meeting-id="1"></committee-meeting>', 'x.xml')).toEqual([]);
    expect(parseHouseWitnesses('<witness-list', 'bad.xml')[0]).toMatchObject({ ok: false });
  });
});
