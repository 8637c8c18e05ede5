import { describe, expect, it } from 'vitest';
import {
  contributionKey,
  type LinkableContribution,
  type LinkableLobbyist,
  lobbyistKey,
  pickLobbyist,
  pickMember,
} from './finance-links.match';

// Real records: Lee U. McGrath is registered in South Dakota (Minneapolis, 55403) and gave to Minnesota's HRCC as
// "McGrath, Lee", contributor type lobbyist, ZIP 55402.
const mcGrath: LinkableLobbyist = {
  id: 1,
  firstName: 'Lee',
  lastName: 'McGrath',
  name: 'Lee U. McGrath',
  state: 'MN',
  zip: '55403-2151',
  latestYear: 2022,
};
const gift = (overrides: Partial<LinkableContribution> = {}): LinkableContribution => ({
  id: 10,
  firstName: 'Lee',
  lastName: 'McGrath',
  contributorType: 'individual',
  employer: null,
  occupation: null,
  state: null,
  zip: null,
  ...overrides,
});

describe('lobbyist links (decision 041)', () => {
  it('keys both sides by folded last name and first given name', () => {
    expect(lobbyistKey(mcGrath)).toBe('mcgrath|lee');
    expect(contributionKey(gift({ firstName: 'LEE U.', lastName: 'Mc-Grath' }))).toBe('mc-grath|lee');
    expect(contributionKey(gift({ firstName: null }))).toBe('');
    expect(lobbyistKey({ ...mcGrath, firstName: null, lastName: null })).toBe('mcgrath|lee');
  });

  it('needs more than the name: the source’s label, the state or the ZIP code', () => {
    expect(pickLobbyist(gift(), [mcGrath])).toBeNull();
    expect(pickLobbyist(gift({ contributorType: 'lobbyist', zip: '55402' }), [mcGrath])).toBe(mcGrath);
    expect(pickLobbyist(gift({ employer: 'Lobbyist, lobbyist' }), [mcGrath])).toBe(mcGrath);
    expect(pickLobbyist(gift({ occupation: 'Government relations / lobbying' }), [mcGrath])).toBe(mcGrath);
    expect(pickLobbyist(gift({ state: 'mn' }), [mcGrath])).toBe(mcGrath);
    expect(pickLobbyist(gift({ zip: '55403' }), [mcGrath])).toBe(mcGrath);
    expect(pickLobbyist(gift({ state: 'CA', zip: '94965' }), [mcGrath])).toBeNull();
  });

  it('prefers the strongest evidence, then the latest registration', () => {
    const other = { ...mcGrath, id: 2, state: 'SD', zip: '57501', latestYear: 2025 };
    expect(pickLobbyist(gift({ zip: '55403', state: 'SD' }), [other, mcGrath])).toBe(mcGrath);
    expect(pickLobbyist(gift({ contributorType: 'lobbyist' }), [mcGrath, other])).toBe(other);
  });
});

describe('member links (decision 033’s rule, decision 041)', () => {
  const member = (id: string, district: string, overrides = {}) => ({
    id,
    name: 'Kari Rehrauer',
    givenName: 'Kari',
    familyName: 'Rehrauer',
    otherNames: [],
    chamber: 'lower',
    roleChambers: ['lower'],
    district,
    ...overrides,
  });
  const filer = { candidateName: 'Rehrauer, Kari J.', office: 'House', district: '35B' };

  it('links a candidate committee to its legislator', () => {
    expect(pickMember(filer, [member('a', '35B')])?.id).toBe('a');
    expect(pickMember({ ...filer, office: 'Senate' }, [member('a', '35B')])).toBeNull();
    expect(pickMember({ ...filer, candidateName: null }, [member('a', '35B')])).toBeNull();
  });

  it('settles two namesakes by district, and links no one when that does not settle it', () => {
    expect(pickMember(filer, [member('a', '35B'), member('b', '12A')])?.id).toBe('a');
    expect(pickMember(filer, [member('a', '12B'), member('b', '12A')])).toBeNull();
  });
});
