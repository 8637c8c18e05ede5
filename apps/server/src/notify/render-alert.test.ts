import { describe, expect, it } from 'vitest';
import { describeEvent } from './render-alert';

describe('describeEvent', () => {
  it('says which hearing named the bill, when, and what was said', () => {
    expect(
      describeEvent({
        id: 1,
        kind: 'mentioned_in_hearing',
        payload: { eventName: 'Public hearing on energy', date: '2025-05-01', excerpt: 'Senate Bill 3967, which…' },
      }),
    ).toBe('Mentioned in a hearing: Public hearing on energy (2025-05-01): "Senate Bill 3967, which…"');
  });

  it('reads a hearing move', () => {
    expect(
      describeEvent({
        id: 2,
        kind: 'hearing_moved',
        payload: { committee: 'State Affairs', from: '2025-03-01 09:00', to: '2025-03-02 10:00' },
      }),
    ).toBe('Hearing moved: State Affairs, 2025-03-01 09:00 to 2025-03-02 10:00');
  });

  it('names a roll call’s motion in words, not the clerk’s code', () => {
    expect(
      describeEvent({ id: 3, kind: 'new_vote', payload: { date: '2025-08-23', motion: 'PREV ?', result: 'pass' } }),
    ).toMatch(/: Previous question \(end debate\) \(pass\)$/);
  });
});
