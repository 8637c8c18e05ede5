import { describe, expect, it } from 'vitest';
import {
  demoRequestSchema,
  newsletterSubscribeRequestSchema,
  referralInviteSchema,
  splitEmailList,
} from './marketing.schemas';

describe('marketing schemas', () => {
  it('trims a newsletter address and refuses one that is not an email', () => {
    expect(newsletterSubscribeRequestSchema.parse({ email: '  ana@example.org ' }).email).toBe('ana@example.org');
    const result = newsletterSubscribeRequestSchema.safeParse({ email: 'not-an-email' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('normalizes demo-request states and defaults the optional fields', () => {
    const parsed = demoRequestSchema.parse({
      name: 'Ana Ruiz',
      email: 'ana@example.org',
      organization: 'Gulf Coast Hospital Association',
      role: 'Government affairs',
      states: ['tx', 'LA'],
    });
    expect(parsed.states).toEqual(['TX', 'LA']);
    expect(parsed.message).toBe('');
    expect(demoRequestSchema.safeParse({ ...parsed, states: ['ZZ'] }).success).toBe(false);
  });

  it('limits a referral to ten addresses', () => {
    const emails = Array.from({ length: 11 }, (_, i) => `p${i}@example.org`);
    expect(referralInviteSchema.safeParse({ emails }).success).toBe(false);
    expect(referralInviteSchema.safeParse({ emails: emails.slice(0, 10) }).success).toBe(true);
  });

  it('splits typed address lists on commas, semicolons and white space', () => {
    expect(splitEmailList('a@x.org, b@x.org;c@x.org\n a@x.org ')).toEqual(['a@x.org', 'b@x.org', 'c@x.org']);
  });
});
