import { describe, expect, it } from 'vitest';
import { formatAlertDate, formatAlertMoment } from './alert-dates';
import { describeEvent, renderAlert, renderAlertEmail, renderAlertSms } from './render-alert';

const bill = { id: 'TX-892-HB-1', state: 'TX', identifier: 'HB 1', title: 'Relating to youth camps' };

describe('describeEvent', () => {
  it('says which hearing named the bill, when, and what was said', () => {
    expect(
      describeEvent(
        {
          id: 1,
          kind: 'mentioned_in_hearing',
          payload: { eventName: 'Public hearing on energy', date: '2025-05-01', excerpt: 'Senate Bill 3967, which…' },
        },
        'America/Chicago',
      ),
    ).toBe('Mentioned in a hearing: Public hearing on energy (May 1, 2025): "Senate Bill 3967, which…"');
  });

  it('reads a hearing move, each time on the reader’s clock with the zone named', () => {
    expect(
      describeEvent(
        {
          id: 2,
          kind: 'hearing_moved',
          payload: { committee: 'State Affairs', from: '2025-03-01T15:00:00Z', to: '2025-03-02 16:30' },
        },
        'America/Chicago',
      ),
    ).toBe('Hearing moved: State Affairs, Mar 1, 2025, 9:00 AM CST to Mar 2, 2025, 10:30 AM CST');
  });

  it('names a roll call’s motion in words, not the clerk’s code, and its day as the app writes days', () => {
    expect(
      describeEvent(
        { id: 3, kind: 'new_vote', payload: { date: '2025-08-23', motion: 'PREV ?', result: 'pass' } },
        'America/Chicago',
      ),
    ).toBe('Vote (Aug 23, 2025): Previous question (end debate) (pass)');
  });
});

describe('alert texts print no ISO dates', () => {
  const events = [
    {
      id: 1,
      kind: 'new_vote' as const,
      payload: { date: '2026-03-04T00:00:00Z', motion: 'Third reading', result: 'pass' },
    },
    { id: 2, kind: 'new_action' as const, payload: { date: '2026-03-05', text: 'Referred to State Affairs' } },
    {
      id: 3,
      kind: 'hearing_scheduled' as const,
      payload: { committee: 'State Affairs', startTime: '2026-03-10T14:00:00.000Z' },
    },
  ];
  const stale = { source: 'texas-legislature', lastSuccessAt: '2026-03-01T18:30:00.000Z' };
  const iso = /\d{4}-\d\d-\d\d/;

  it('dates a new vote, an action and a hearing in the reader’s zone in the e-mail, the SMS and the in-app text', () => {
    const alert = renderAlert(bill, events, stale, 'America/Los_Angeles');
    expect(alert.lines).toEqual([
      'Vote (Mar 4, 2026): Third reading (pass)',
      'New action (Mar 5, 2026): Referred to State Affairs',
      expect.stringMatching(/^Hearing scheduled: State Affairs, Mar 10, 2026, 7:00 AM PDT$/),
    ]);
    expect(alert.staleNote).toBe(
      'The source (texas-legislature) last updated successfully on Mar 1, 2026, 10:30 AM PST: changes may reach us late.',
    );
    const email = renderAlertEmail(bill, alert, 'https://app.example/bills/TX-892-HB-1');
    // The only digits in date form are in the link, never in the text the reader reads.
    expect(email.text.replace('https://app.example/bills/TX-892-HB-1', '')).not.toMatch(iso);
    expect(email.html.replaceAll('https://app.example/bills/TX-892-HB-1', '')).not.toMatch(iso);
    expect(renderAlertSms(alert, '/bills/TX-892-HB-1').replace('/bills/TX-892-HB-1', '')).not.toMatch(iso);
  });

  it('moves a moment to each reader’s zone, and keeps a day the same day everywhere', () => {
    const [vote, , hearing] = events;
    if (!vote || !hearing) throw new Error('fixture');
    expect(describeEvent(hearing, 'Asia/Tokyo')).toBe('Hearing scheduled: State Affairs, Mar 10, 2026, 11:00 PM GMT+9');
    expect(describeEvent(vote, 'Asia/Tokyo')).toBe(describeEvent(vote, 'America/Los_Angeles'));
  });
});

describe('formatAlertDate', () => {
  it('writes days, partial dates and moments as the web does, the moment’s zone named', () => {
    expect(formatAlertDate('2025-08-20', 'America/Chicago')).toBe('Aug 20, 2025');
    expect(formatAlertDate('2021', 'America/Chicago')).toBe('2021');
    expect(formatAlertDate('2021-03', 'America/Chicago')).toBe('Mar 2021');
    expect(formatAlertDate('2025-08-20T00:00:00+00:00', 'Asia/Tokyo')).toBe('Aug 20, 2025');
    expect(formatAlertDate('2025-08-20T23:30:00Z', 'America/Chicago')).toBe('Aug 20, 2025, 6:30 PM CDT');
    expect(formatAlertDate(new Date('2025-08-20T23:30:00Z'), 'UTC')).toBe('Aug 20, 2025, 11:30 PM UTC');
    expect(formatAlertDate('', 'UTC')).toBe('');
    expect(formatAlertDate(null, 'UTC')).toBe('');
    expect(formatAlertDate('next week', 'UTC')).toBe('next week');
  });

  it('reads a moment without an offset as UTC, and an unknown zone as UTC, named', () => {
    expect(formatAlertMoment('2025-08-20T15:00:00', 'America/New_York')).toBe('Aug 20, 2025, 11:00 AM EDT');
    expect(formatAlertMoment('2025-08-20T15:00:00Z', 'Mars/Olympus_Mons')).toBe('Aug 20, 2025, 3:00 PM UTC');
  });
});
