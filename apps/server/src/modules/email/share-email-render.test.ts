import { describe, expect, it } from 'vitest';
import { renderShareEmail, type ShareBill } from './share-email-render';

const bill = (overrides: Partial<ShareBill> = {}): ShareBill => ({
  id: 'TX-892-HB-1',
  identifier: 'HB 1',
  title: 'Relating to <youth> camps & "safety"',
  stateCode: 'TX',
  status: 4,
  lastActionDate: '2025-06-20',
  lastActionText: 'Signed by the Governor',
  ...overrides,
});
const context = { senderName: 'Dana Demo', note: '', baseUrl: 'https://app.example' };

describe('renderShareEmail', () => {
  it('writes a bill with its identifier, title, status, latest action and link, escaped in HTML', () => {
    const email = renderShareEmail({ kind: 'bill', bill: bill() }, context);
    expect(email.subject).toBe('Dana Demo shared TX HB 1: Relating to <youth> camps & "safety"');
    expect(email.text).toBe(
      'Dana Demo shared a bill with you.\n\nTX HB 1: Relating to <youth> camps & "safety"\nStatus: Passed\n' +
        'Latest action: 2025-06-20: Signed by the Governor\nhttps://app.example/bills/TX-892-HB-1\n',
    );
    expect(email.html).toContain('Relating to &lt;youth&gt; camps &amp; &quot;safety&quot;');
    expect(email.html).not.toContain('<youth>');
    expect(email.html).toContain('Status: Passed · Latest action: 2025-06-20: Signed by the Governor');
  });

  it('says when a bill has no action yet, and cuts long subjects', () => {
    const email = renderShareEmail(
      { kind: 'bill', bill: bill({ title: 'T'.repeat(200), lastActionDate: null, lastActionText: null }) },
      context,
    );
    expect(email.text).toContain('Latest action: No action yet');
    expect(email.subject.length).toBe(90);
    expect(email.subject.endsWith('…')).toBe(true);
  });

  it('lists a tag’s bills and counts the ones left out', () => {
    const email = renderShareEmail(
      {
        kind: 'tag',
        tag: { name: 'Camps', description: '', billCount: 3 },
        bills: [bill(), bill({ id: 'TX-892-SB-1', identifier: 'SB 1' })],
      },
      { ...context, note: 'See <these>' },
    );
    expect(email.subject).toBe('Dana Demo shared the tag "Camps" (3 bills)');
    expect(email.html.match(/<li /g)).toHaveLength(2);
    expect(email.html).toContain('…and 1 more in Statehouse.');
    expect(email.html).toContain('See &lt;these&gt;');
    expect(email.text).toContain('- TX SB 1: ');
    expect(email.text).toContain('See <these>');
  });

  it('links a report on this site', () => {
    const email = renderShareEmail({ kind: 'report', reportUrl: '/dashboard/reports/bill?a=1&b=2' }, context);
    expect(email.text).toContain('Open it: https://app.example/dashboard/reports/bill?a=1&b=2');
    expect(email.html).toContain('href="https://app.example/dashboard/reports/bill?a=1&amp;b=2"');
  });
});
