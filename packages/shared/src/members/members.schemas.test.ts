import { describe, expect, it } from 'vitest';
import {
  createStaffBodySchema,
  memberContactsQuerySchema,
  memberDetailQuerySchema,
  memberListQuerySchema,
  updateStaffBodySchema,
} from './members.schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('members schemas', () => {
  it('reads a directory query: state upper-cased, party names to codes, defaults for sort and paging', () => {
    expect(memberListQuerySchema.parse({ stateCode: 'tx', party: 'Democratic', sessionCode: '89r' })).toEqual({
      stateCode: 'TX',
      sessionCode: '89R',
      party: 'D',
      page: 1,
      pageSize: 50,
      sort: 'name',
      sortOrder: 'asc',
    });
    expect(messages(memberListQuerySchema.safeParse({ stateCode: 'ZZ' }))).toEqual([
      'stateCode must be a two-letter state code such as TX',
    ]);
    expect(messages(memberListQuerySchema.safeParse({ stateCode: 'TX', party: 'Whig' }))).toEqual([
      'Unknown party "Whig": use D, R, I, L or G',
    ]);
    expect(messages(memberListQuerySchema.safeParse({ stateCode: 'TX', sort: 'age' }))).toEqual([
      'sort must be one of name, district, party, chamber, committees',
    ]);
  });

  it('reads booleans and lists from query strings', () => {
    expect(memberDetailQuerySchema.parse({ includeSponsoredBills: 'true', includePassedBills: '0' })).toEqual({
      includeSponsoredBills: true,
      includePassedBills: false,
      includeAuthoredBills: false,
    });
    expect(
      memberContactsQuerySchema.parse({ stateCode: 'NY', memberIds: 'ocd-person/a,ocd-person/b' }).memberIds,
    ).toEqual(['ocd-person/a', 'ocd-person/b']);
    const tooMany = Array.from({ length: 501 }, (_, index) => `p${index}`).join(',');
    expect(messages(memberContactsQuerySchema.safeParse({ stateCode: 'NY', memberIds: tooMany }))).toEqual([
      'memberIds can name at most 500 members',
    ]);
  });

  it('trims staff fields, stores empty e-mail and phone as null, and refuses an empty change', () => {
    expect(createStaffBodySchema.parse({ stateCode: 'tx', name: ' Lee ', email: '', phone: ' ' })).toEqual({
      stateCode: 'TX',
      name: 'Lee',
      position: '',
      email: null,
      phone: null,
      notes: '',
    });
    expect(updateStaffBodySchema.parse({ notes: 'Call first' })).toEqual({ notes: 'Call first' });
    expect(messages(updateStaffBodySchema.safeParse({}))).toEqual(['Send at least one field to change']);
  });
});
