import { describe, expect, it } from 'vitest';
import { chamberOfOffice, filerMatchesMember, foldName, splitCandidateName } from './contribution-match';

const member = {
  name: 'Kari Rehrauer',
  givenName: 'Kari',
  familyName: 'Rehrauer',
  otherNames: ['Rehrauer K.', 'K. Rehrauer'],
  chamber: 'lower',
  roleChambers: ['lower'],
};

describe('matching campaign committees to a legislator', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldName('  Peña-Núñez, José  ')).toBe('pena-nunez jose');
    expect(splitCandidateName('Rehrauer, Kari J.')).toEqual({ last: 'rehrauer', first: 'kari' });
  });

  it.each([
    ['House', 'lower'],
    ['State Senate', 'upper'],
    ['Assembly', 'lower'],
    ['Governor', null],
    [null, null],
  ])('reads office %s as chamber %s', (office, chamber) => {
    expect(chamberOfOffice(office)).toBe(chamber);
  });

  it('matches by family name, first name and a chamber the member served in', () => {
    expect(filerMatchesMember({ candidateName: 'Rehrauer, Kari', office: 'House' }, member)).toBe(true);
    expect(filerMatchesMember({ candidateName: 'REHRAUER, KARI ANN', office: 'House' }, member)).toBe(true);
    // An earlier run for the Senate counts once the member has served there.
    expect(filerMatchesMember({ candidateName: 'Rehrauer, Kari', office: 'Senate' }, member)).toBe(false);
    expect(
      filerMatchesMember(
        { candidateName: 'Rehrauer, Kari', office: 'Senate' },
        { ...member, roleChambers: ['lower', 'upper'] },
      ),
    ).toBe(true);
  });

  it('does not match another person, an initial only, or an office that is no chamber', () => {
    expect(filerMatchesMember({ candidateName: 'Rehrauer, Karl', office: 'House' }, member)).toBe(false);
    expect(filerMatchesMember({ candidateName: 'Rehrauer, K', office: 'House' }, member)).toBe(false);
    expect(filerMatchesMember({ candidateName: 'Rehrauer, Kari', office: 'Governor' }, member)).toBe(false);
    expect(filerMatchesMember({ candidateName: null, office: 'House' }, member)).toBe(false);
  });

  it('takes a full first name from the other names (a nickname the source recorded)', () => {
    const bob = {
      ...member,
      name: 'Robert Kupec',
      givenName: 'Robert',
      familyName: 'Kupec',
      otherNames: ['Rob Kupec'],
    };
    expect(filerMatchesMember({ candidateName: 'Kupec, Rob', office: 'House' }, bob)).toBe(true);
  });
});
