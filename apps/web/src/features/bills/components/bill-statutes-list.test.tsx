import type { BillStatute } from '@statehouse/shared/bills/bills.schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { BillStatutesList } from './bill-statutes-list';

const statute = (overrides: Partial<BillStatute>): BillStatute => ({
  jurisdictionCode: 'TX',
  code: 'TX Tax Code',
  section: '151.313',
  label: 'TX Tax Code § 151.313',
  kind: 'amends',
  snippet: 'Section 151.313, Tax Code, is amended',
  statuteSectionId: 12,
  regulationSectionId: null,
  heading: 'HEALTH CARE SUPPLIES.',
  ...overrides,
});

describe('BillStatutesList', () => {
  it('groups sections by what the bill does, linking loaded statutes and rules and not unknown codes', () => {
    renderWithRouter(
      <BillStatutesList
        statutes={{
          lawSection: null,
          items: [
            statute({}),
            statute({ section: '155.001', label: 'TX Tax Code § 155.001', kind: 'cites', statuteSectionId: null }),
            statute({
              code: '34 TAC',
              section: '3.280',
              label: '34 TAC § 3.280',
              kind: 'cites',
              statuteSectionId: null,
              regulationSectionId: 7,
            }),
          ],
        }}
      />,
    );
    const amends = screen.getByRole('region', { name: 'Amends (1)' });
    expect(within(amends).getByRole('link', { name: 'TX Tax Code § 151.313' })).toHaveAttribute('href', '/statutes/12');
    expect(within(amends).getByText('“Section 151.313, Tax Code, is amended”')).toBeInTheDocument();
    const cites = screen.getByRole('region', { name: 'Cites (2)' });
    expect(within(cites).getByRole('link', { name: '34 TAC § 3.280' })).toHaveAttribute('href', '/regs/7');
    expect(within(cites).queryByRole('link', { name: 'TX Tax Code § 155.001' })).toBeNull();
    expect(within(cites).getByText('TX Tax Code § 155.001')).toBeInTheDocument();
  });

  it('says so when nothing was found, and shows the NY law summary', () => {
    renderWithRouter(<BillStatutesList statutes={{ lawSection: 'Penal Law', items: [] }} />);
    expect(screen.getByText('Law affected: Penal Law')).toBeInTheDocument();
    expect(screen.getByText(/No statute or rule sections were found/)).toBeInTheDocument();
  });
});
