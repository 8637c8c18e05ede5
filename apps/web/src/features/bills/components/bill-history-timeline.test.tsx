import type { BillAction } from '@statehouse/shared/bills/bills.schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { BillHistoryTimeline } from './bill-sections';

const action = (overrides: Partial<BillAction>): BillAction => ({
  id: 1,
  position: 0,
  date: '2025-08-15',
  chamber: 'upper',
  text: 'Filed',
  classification: [],
  committeeName: null,
  committeeId: null,
  ...overrides,
});

const FINANCE = 'ocd-organization/cb280716-3db7-4965-ba33-fe3cea42208f';

describe('BillHistoryTimeline', () => {
  it('links a committee the action names to its page, newest action first', () => {
    renderWithRouter(
      <BillHistoryTimeline
        actions={[
          action({ id: 1, position: 0, text: 'Filed' }),
          action({
            id: 2,
            position: 1,
            date: '2025-08-18',
            text: 'Referred to Finance',
            committeeName: 'Finance',
            committeeId: FINANCE,
          }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p.text-sm')?.textContent)).toEqual(['Referred to Finance', 'Filed']);
    const link = within(items[0] as HTMLElement).getByRole('link', { name: 'Finance' });
    expect(link.getAttribute('href')).toBe(`/committees/${encodeURIComponent(FINANCE)}`);
    expect(items[0]?.textContent).toContain(' · Finance');
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('shows a committee no record matched as plain text, never a dead link', () => {
    renderWithRouter(
      <BillHistoryTimeline
        actions={[action({ text: 'Referred to Ways & Means', committeeName: 'Ways & Means', committeeId: null })]}
      />,
    );
    expect(screen.getByText('Ways & Means')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so when no action is recorded', () => {
    renderWithRouter(<BillHistoryTimeline actions={[]} />);
    expect(screen.getByText('No actions are recorded.')).toBeTruthy();
  });
});
