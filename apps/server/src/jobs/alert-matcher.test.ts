import { describe, expect, it } from 'vitest';
import { publishedAt, staleSourceOf } from './alert-matcher';
import type { PendingEvent } from './alert-matcher.queries';

const detectedAt = new Date('2026-11-25T12:00:00Z');
const event = (kind: PendingEvent['kind'], payload: Record<string, unknown>): PendingEvent => ({
  id: 1,
  billId: 'TX-892-HB-1',
  kind,
  payload,
  detectedAt,
});

describe('publishedAt (where the measured delay starts)', () => {
  it("uses the source's own time of day when the event has one", () => {
    expect(publishedAt(event('new_action', { date: '2026-11-25T11:59:30Z' })).toISOString()).toBe(
      '2026-11-25T11:59:30.000Z',
    );
  });

  it('uses our first sight for a date without a time, a time in the future, or a hearing time', () => {
    expect(publishedAt(event('new_action', { date: '2026-11-25' }))).toEqual(detectedAt);
    expect(publishedAt(event('new_vote', { date: '2026-11-25T13:00:00Z' }))).toEqual(detectedAt);
    // A hearing's date is when it meets, not when it was posted.
    expect(publishedAt(event('hearing_scheduled', { date: '2026-11-20T09:00:00Z' }))).toEqual(detectedAt);
  });
});

describe('staleSourceOf', () => {
  const bill = { id: 'TX-892-HB-1', state: 'TX', identifier: 'HB 1', title: 't', source: 'openstates-bills' };
  const now = new Date('2026-11-25T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  it('flags the bill when its freshest feeding source last succeeded too long ago', () => {
    expect(staleSourceOf(bill, [{ source: 'openstates-api:TX', lastSuccessAt: hoursAgo(40) }], 36, now)).toEqual({
      source: 'openstates-api:TX',
      lastSuccessAt: hoursAgo(40).toISOString(),
    });
    expect(staleSourceOf(bill, [{ source: 'openstates-bills', lastSuccessAt: null }], 36, now)).toEqual({
      source: 'openstates-bills',
      lastSuccessAt: null,
    });
  });

  it('does not flag a bill fed by one fresh source, or with no known source', () => {
    const rows = [
      { source: 'openstates-bills', lastSuccessAt: hoursAgo(100) },
      { source: 'legiscan-api:TX', lastSuccessAt: hoursAgo(1) },
      { source: 'openstates-api:CO', lastSuccessAt: hoursAgo(500) },
    ];
    expect(staleSourceOf(bill, rows, 36, now)).toBeNull();
    expect(staleSourceOf(bill, [{ source: 'openstates-api:CO', lastSuccessAt: hoursAgo(500) }], 36, now)).toBeNull();
  });
});
