import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loadBillSample } from '../../../test/factories/bills';
import { billEvents } from '../../db/schema/index';
import { findBillMentions, recordHearingMentions } from './hearing-mentions';

describe('findBillMentions', () => {
  it('reads the ways transcripts name bills, each once', () => {
    const text =
      'We support Senate Bill 3967 and Assembly Print 1029. As S. 3967 says, and S3967A too; ' +
      'see also Assembly Bill No. 1620. In 2024, 45 members voted.';
    expect(findBillMentions(text).map((mention) => mention.reference)).toEqual([
      'Senate Bill 3967',
      'Assembly Print 1029',
      'S. 3967',
      'S3967A',
      'Assembly Bill No. 1620',
    ]);
  });

  it('ignores bare numbers and short prefixes that are not bill numbers', () => {
    expect(findBillMentions('Route 17 and 2024 and page S 12 and A 5')).toEqual([]);
  });
});

describe('recordHearingMentions', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadBillSample(testApp.app.db);
  });
  afterAll(() => testApp.close());

  const mentionsOf = (billId: string) =>
    testApp.app.db
      .select({ key: billEvents.key, payload: billEvents.payload })
      .from(billEvents)
      .where(and(eq(billEvents.billId, billId), eq(billEvents.kind, 'mentioned_in_hearing')));

  it('records one event per bill and hearing, with an excerpt, and nothing twice', async () => {
    const hearing = {
      eventId: 'NY-event-test-hearing',
      sessionId: 'NY-25R',
      stateCode: 'NY',
      name: 'Public hearing on energy',
      date: '2025-05-01',
      text: 'SENATOR PARKER: Senate Bill 3967, which the Assembly passed as Assembly Bill 1029, and S. 3967 again.',
    };
    expect(await recordHearingMentions(testApp.app.db, hearing)).toBe(2);
    expect(await recordHearingMentions(testApp.app.db, hearing)).toBe(0);
    const senate = await mentionsOf('NY-25R-S-3967');
    expect(senate).toEqual([
      {
        key: 'NY-event-test-hearing',
        payload: expect.objectContaining({
          eventName: 'Public hearing on energy',
          date: '2025-05-01',
          excerpt: expect.stringContaining('Senate Bill 3967'),
        }),
      },
    ]);
    expect(await mentionsOf('NY-25R-A-1029')).toHaveLength(1);
  });

  it('finds the session from the date when the importer does not know it, and skips bills not in it', async () => {
    const recorded = await recordHearingMentions(testApp.app.db, {
      eventId: 'NY-event-test-2',
      stateCode: 'NY',
      name: 'Another hearing',
      date: '2025-06-01',
      text: 'Senate Bill 3967 and Senate Bill 99999.',
    });
    // NY's 2025 session runs over that day: S3967 is found in it, S99999 does not exist.
    expect(recorded).toBe(1);
    const keys = (await mentionsOf('NY-25R-S-3967')).map((row) => row.key).sort();
    expect(keys).toEqual(['NY-event-test-2', 'NY-event-test-hearing']);
  });
});
