import { describe, expect, it } from 'vitest';
import { type ListedSession, sessionFromList, sessionIdPattern, sessionsFromList, specialOrdinalOf } from './sessions';

// Excerpts of the session lists the sources ship: Open States pipelines' windycivi/sessions.json (GA, WI, IL, TX in
// ../shared/data), LegiScan's session record (year_start, year_end, special, session_name) and Ohio's General
// Assembly, which Open States names by its number ("136" for 2025-2026).
const pipelineList = (entries: Record<string, { name: string; date_folder: string }>) =>
  new Map<string, ListedSession>(
    Object.entries(entries).map(([identifier, { name, date_folder }]) => {
      const [start, end] = date_folder.split('-').map(Number);
      return [identifier, { name, startYear: start ?? null, endYear: end ?? null }];
    }),
  );

describe('sessionFromList: the code from the session years and kind, the name kept, dates stored', () => {
  it('reads a session named by its General Assembly number as the regular session of its first year', () => {
    // describeSession alone reads "136" as legislature 13's 6th special session, with no dates.
    expect(sessionFromList('OH', '136', { name: '136th General Assembly', startYear: 2025, endYear: 2026 })).toEqual({
      jurisdictionId: 'OH',
      sourceIdentifier: '136',
      code: '25R',
      name: '136th General Assembly',
      classification: 'regular',
      startDate: '2025-01-01',
      endDate: '2026-12-31',
    });
    expect(
      sessionFromList('OH', '1361', {
        name: '136th General Assembly, First Special Session',
        startYear: 2025,
        endYear: 2025,
      }),
    ).toMatchObject({ code: '251', classification: 'special', startDate: '2025-01-01', endDate: '2025-12-31' });
  });

  it('reads every session of a pipeline list, specials numbered by name, identifier or month', () => {
    const ga = sessionsFromList(
      'GA',
      pipelineList({
        '2023_24': { name: '2023-2024 Regular Session', date_folder: '2023-2024' },
        '2023_ss': { name: '2023 Special Session', date_folder: '2023-2023' },
        '2025_26': { name: '2025-2026 Regular Session', date_folder: '2025-2026' },
      }),
    );
    expect([...ga.values()].map((session) => [session.sourceIdentifier, session.code, session.endDate])).toEqual([
      ['2023_24', '23R', '2024-12-31'],
      // No rule read "2023_ss" before (SessionIdError): every bill of that session was skipped.
      ['2023_ss', '231', '2023-12-31'],
      ['2025_26', '25R', '2026-12-31'],
    ]);
    const wi = sessionsFromList(
      'WI',
      pipelineList({
        'December 2009 Special Session': { name: 'Dec 2009 Special Session', date_folder: '2009-2009' },
        'June 2009 Special Session': { name: 'Jun 2009 Special Session', date_folder: '2009-2009' },
        '2021S1': { name: 'January 2021 Special Session', date_folder: '2021-2021' },
        '2025': { name: '2025-2026 Regular Session', date_folder: '2025-2026' },
      }),
    );
    expect(wi.get('June 2009 Special Session')?.code).toBe('091');
    expect(wi.get('December 2009 Special Session')?.code).toBe('092');
    expect(wi.get('2021S1')).toMatchObject({ code: '211', name: 'January 2021 Special Session' });
    // "2025" alone says one year; the list says the session sits in 2025 and 2026.
    expect(wi.get('2025')).toMatchObject({ code: '25R', startDate: '2025-01-01', endDate: '2026-12-31' });
    const il = sessionsFromList(
      'IL',
      pipelineList({
        '100th-special': { name: '100th Special Session', date_folder: '2017-2017' },
        '104th': { name: '104th Regular Session', date_folder: '2025-2025' },
      }),
    );
    expect(il.get('100th-special')).toMatchObject({ code: '171', classification: 'special' });
    // The General Assembly's term wins over a list that gives one year of it.
    expect(il.get('104th')).toMatchObject({ code: '25R', name: '104th Regular Session', endDate: '2026-12-31' });
    const tx = sessionsFromList(
      'TX',
      pipelineList({
        '89R': { name: '89th Legislature (2025)', date_folder: '2025-2025' },
        '892': { name: '89th Legislature, 2nd Called Session (2025)', date_folder: '2025-2025' },
      }),
    );
    // Texas codes stay legislature numbers (decision 008).
    expect(tx.get('89R')).toMatchObject({ code: '89R', classification: 'regular' });
    expect(tx.get('892')).toMatchObject({ code: '892', classification: 'special', endDate: '2025-12-31' });
    for (const session of [...ga.values(), ...wi.values(), ...il.values(), ...tx.values()])
      expect(session.code).toMatch(sessionIdPattern);
  });

  it('takes the stated dates and flag over what the name implies', () => {
    expect(
      sessionFromList('SD', '66', {
        name: '2021 Second Special Session',
        startDate: '2021-11-09',
        endDate: '2022-06-21',
        special: true,
      }),
    ).toMatchObject({ code: '212', startDate: '2021-11-09', endDate: '2022-06-21', classification: 'special' });
  });

  it('reads the special number a name states', () => {
    expect(specialOrdinalOf('89th Legislature, 2nd Called Session (2025)')).toBe(2);
    expect(specialOrdinalOf('2025 First Extraordinary Session')).toBe(1);
    expect(specialOrdinalOf('100th Special Session')).toBeNull();
    expect(specialOrdinalOf('2025-2026 Regular Session')).toBeNull();
  });
});
