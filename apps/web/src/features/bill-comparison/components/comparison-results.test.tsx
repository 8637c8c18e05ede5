import type { BillComparison, ComparisonSummary } from '@statehouse/shared/bill-comparison/bill-comparison.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { ComparisonResults } from './comparison-results';
import { alignedRows } from './redline-view';

configure({ asyncUtilTimeout: 8000 });

// Shaped like the API's answer for TX HB 1, introduced vs engrossed (cut to a few words).
const comparison: BillComparison = {
  id: '6f1c2b9e-1111-4222-8333-444455556666',
  createdAt: '2026-11-25T04:00:00.000Z',
  left: {
    billId: 'TX-892-HB-1',
    identifier: 'HB 1',
    stateCode: 'TX',
    title: 'Relating to youth camps',
    versionId: 546,
    versionName: 'Introduced',
    versionDate: null,
    words: 900,
  },
  right: {
    billId: 'TX-892-HB-1',
    identifier: 'HB 1',
    stateCode: 'TX',
    title: 'Relating to youth camps',
    versionId: 548,
    versionName: 'Engrossed',
    versionDate: null,
    words: 2900,
  },
  sameBill: true,
  redline: {
    segments: [
      { op: 'equal', text: '89(2) HB 1 - ' },
      { op: 'delete', text: 'Introduced ' },
      { op: 'insert', text: 'Engrossed ' },
      { op: 'equal', text: 'version - Bill Text ' },
    ],
    insertedWords: 1,
    deletedWords: 1,
    aligned: true,
  },
  sections: [
    {
      status: 'added',
      label: 'SECTION 6',
      leftLabel: null,
      insertedWords: 65,
      deletedWords: 0,
      leftStart: null,
      leftEnd: null,
      rightStart: 4000,
      rightEnd: 4500,
      excerpt: 'SECTION 6. Section 141.008, Health and Safety Code, is amended to read as follows',
      firstInserted: 'SECTION 6.',
      firstDeleted: null,
      statutes: [
        {
          code: 'TX Health and Safety Code',
          section: '141.008',
          kind: 'amends',
          statuteSectionId: 77,
          regulationSectionId: null,
        },
      ],
    },
  ],
  amounts: [],
};

const summary: ComparisonSummary = {
  id: comparison.id,
  provider: 'extractive',
  extractive: true,
  summary: 'HB 1 (Engrossed) compared with HB 1 (Introduced): 1 words inserted.\n\nSECTION 6 is new: “SECTION 6.” [1]',
  points: [],
  citations: [
    {
      n: 1,
      kind: 'bill_version',
      id: '548',
      billId: 'TX-892-HB-1',
      label: 'HB 1 (Engrossed), SECTION 6',
      start: 4000,
      end: 4500,
      quote: 'SECTION 6.',
    },
  ],
};

describe('ComparisonResults', () => {
  it('marks insertions and deletions in words, not colour alone, and switches to the side-by-side view', async () => {
    fakeApi({ [`GET /api/bills/comparison-ai/${comparison.id}`]: summary });
    renderWithRouter(<ComparisonResults comparison={comparison} />, { path: '/bill/compare', at: '/bill/compare' });
    const redline = screen.getByTestId('redline');
    expect(within(redline).getByText('Engrossed', { exact: false }).closest('ins')).toHaveTextContent(
      '[inserted: Engrossed ]',
    );
    expect(within(redline).getByText('Introduced', { exact: false }).closest('del')).toHaveTextContent(
      '[deleted: Introduced ]',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Side by side' }));
    const table = screen.getByTestId('side-by-side');
    expect(within(table).getByRole('columnheader', { name: /HB 1 — Introduced/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Side by side' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the changed sections with links to the statute sections they touch, and the cited summary', async () => {
    fakeApi({ [`GET /api/bills/comparison-ai/${comparison.id}`]: summary });
    renderWithRouter(<ComparisonResults comparison={comparison} />, { path: '/bill/compare', at: '/bill/compare' });
    const sections = screen.getByRole('list', { name: 'Changed sections' });
    expect(within(sections).getByText('SECTION 6')).toBeInTheDocument();
    expect(within(sections).getByText('Added')).toBeInTheDocument();
    expect(within(sections).getByRole('link', { name: /Health and Safety Code § 141.008/ })).toHaveAttribute(
      'href',
      '/statutes/77',
    );
    const cited = await screen.findByRole('link', { name: '[1] HB 1 (Engrossed), SECTION 6' });
    expect(cited).toHaveAttribute('href', '/bills/TX-892-HB-1?tab=text&version=548&passage=4000-4500');
    expect(screen.getByText(/Built from the redline itself/)).toBeInTheDocument();
  });
});

describe('RedlineView', () => {
  it('starts each section on its own paragraph, and the redline takes the page height rather than a box', () => {
    fakeApi({ [`GET /api/bills/comparison-ai/${comparison.id}`]: summary });
    const sectioned: BillComparison = {
      ...comparison,
      redline: {
        ...comparison.redline,
        segments: [
          { op: 'equal', text: 'AN ACT relating to camps. ' },
          { op: 'equal', text: 'SECTION 1. Words. ', section: 'SECTION 1' },
          { op: 'insert', text: 'SECTION 2. New words.', section: 'SECTION 2' },
        ],
      },
    };
    renderWithRouter(<ComparisonResults comparison={sectioned} />, { path: '/bill/compare', at: '/bill/compare' });
    const redline = screen.getByTestId('redline');
    const starts = [...redline.querySelectorAll('[data-section]')];
    expect(starts.map((start) => start.getAttribute('data-section'))).toEqual(['SECTION 1', 'SECTION 2']);
    for (const start of starts) expect(start.firstElementChild).toHaveClass('block');
    expect(redline.parentElement?.className).not.toMatch(/max-h/);
  });
});

describe('alignedRows', () => {
  it('puts each run of changes on one row beside its counterpart', () => {
    const rows = alignedRows(comparison.redline.segments);
    expect(rows.map((row) => row.changed)).toEqual([false, true, false]);
    expect(rows[1]?.left.map((segment) => segment.text)).toEqual(['Introduced ']);
    expect(rows[1]?.right.map((segment) => segment.text)).toEqual(['Engrossed ']);
  });
});
