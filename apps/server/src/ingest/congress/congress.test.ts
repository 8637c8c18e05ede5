import { describe, expect, it } from 'vitest';
import { sessionCodeFor } from '../core/sessions';
import { classifyCongressAction } from './congress.actions';
import { congressSession } from './congress.model';
import { easternDate } from './congress.read';

describe('congress parser', () => {
  it('maps the congress number to a session code (decision 008)', () => {
    expect(sessionCodeFor('US', '117')).toBe('21R');
    expect(sessionCodeFor('US', '114th')).toBe('15R');
    expect(congressSession(116)).toMatchObject({
      code: '19R',
      name: '116th Congress',
      startDate: '2019-01-03',
      endDate: '2021-01-03',
    });
  });

  it('classifies Library of Congress codes and chamber texts as Open States action types', () => {
    expect(classifyCongressAction('Introduced in House', '1000')).toEqual(['introduction']);
    expect(classifyCongressAction('Passed Senate with an amendment by Voice Vote.')).toEqual(['passage']);
    expect(classifyCongressAction('On passage Failed by the Yeas and Nays: 200 - 220 (Roll no. 9).', 'H37100')).toEqual(
      ['failure'],
    );
    expect(classifyCongressAction('Became Public Law No: 117-103.', 'E40000')).toEqual(['became-law']);
    expect(classifyCongressAction('Signed by President.', '36000')).toEqual(['executive-signature']);
    expect(classifyCongressAction('Read twice and referred to the Committee on Finance.')).toEqual([
      'referral-committee',
    ]);
    expect(
      classifyCongressAction('On motion to recommit Failed by the Yeas and Nays: 210 - 219 (Roll no. 61).', 'H36210'),
    ).toEqual([]);
    expect(easternDate('2021-03-04T04:05:36Z')).toBe('2021-03-03');
  });
});
