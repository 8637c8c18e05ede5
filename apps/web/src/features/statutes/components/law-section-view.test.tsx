import type { LawSectionDetail } from '@statehouse/shared/statutes/statutes.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/testing/render-with-router';
import { LawSectionView } from './law-section-view';
import { splitParagraphs } from './section-text';

// Texas Tax Code § 151.314 as GET /api/statutes/id/752 answers it (text cut), with HB 169 amending it.
const ref = (id: number, section: string, heading: string) => ({
  id,
  section,
  variant: '',
  heading,
  label: `Tax Code § ${section}`,
});
const section: LawSectionDetail = {
  id: 752,
  kind: 'statute',
  jurisdictionCode: 'TX',
  code: 'TX Tax Code',
  title: '2',
  chapter: '151',
  subchapter: 'H',
  part: null,
  section: '151.314',
  variant: '',
  heading: 'FOOD AND FOOD PRODUCTS.',
  text: '(a)  Food products for human consumption are exempted from the taxes imposed by this chapter. (b)  "Food products" shall include: (1)  cereals; and (2)  milk.',
  hierarchy: [],
  annotations: [
    { type: 'History', text: 'Acts 1981, 67th Leg., p. 1545, ch. 389, Sec. 1, eff. Jan. 1, 1982.' },
    { type: 'History', text: 'Amended by Acts 2013, 83rd Leg., R.S., Ch. 1133 (H.B. 2766), Sec. 1.' },
  ],
  citations: ['401.11', '151.007'],
  sourceUrl: 'https://statutes.capitol.texas.gov/Docs/TX/htm/TX.151.htm#151.314',
  label: 'Tax Code § 151.314',
  citation: 'Tex. Tax Code Ann. § 151.314',
  subsection: '(b)',
  breadcrumb: [
    { level: 'title', num: '2', heading: 'STATE TAXATION', path: 'title:2' },
    { level: 'subchapter', num: 'H', heading: 'EXEMPTIONS', path: 'title:2/subtitle:E/chapter:151/subchapter:H' },
  ],
  parent: {
    level: 'subchapter',
    num: 'H',
    heading: 'EXEMPTIONS',
    path: 'title:2/subtitle:E/chapter:151/subchapter:H',
    children: [ref(751, '151.313', 'HEALTH CARE SUPPLIES.'), ref(752, '151.314', 'FOOD AND FOOD PRODUCTS.')],
  },
  previous: ref(751, '151.313', 'HEALTH CARE SUPPLIES.'),
  next: ref(753, '151.3141', 'CERTAIN PRODUCTS.'),
  variants: [ref(752, '151.314', 'FOOD AND FOOD PRODUCTS.')],
  citedSections: [
    { section: '401.11', id: null },
    { section: '151.007', id: 655 },
  ],
  bills: {
    total: 1,
    data: [
      {
        billId: 'TX-892-HB-169',
        identifier: 'HB 169',
        title: 'Relating to the regulation of cannabis.',
        stateCode: 'TX',
        sessionCode: '892',
        sessionName: '89th Legislature, 2nd Called Session (2025)',
        status: 1,
        statusLabel: 'Introduced',
        statusDate: null,
        lastActionDate: '2025-08-18',
        kind: 'amends',
        snippet: 'Section 151.314, Tax Code, is amended by adding Subsection (i)',
      },
    ],
  },
  sessionLaws: [],
};

describe('statute section page', () => {
  it('shows the section with its place in the code, previous and next, and the text by subsection', () => {
    renderWithRouter(<LawSectionView section={section} />, { path: '/statutes/:id', at: '/statutes/752' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tax Code § 151.314: FOOD AND FOOD PRODUCTS.' }),
    ).toBeVisible();
    const place = screen.getAllByRole('navigation', { name: 'Place in the code' })[0]!;
    expect(within(place).getByRole('link', { name: 'Tax Code' })).toHaveAttribute(
      'href',
      '/statutes?state=TX&code=TX+Tax+Code&path=',
    );
    expect(within(place).getByRole('link', { name: 'Subchapter H. EXEMPTIONS' })).toHaveAttribute(
      'href',
      '/statutes?state=TX&code=TX+Tax+Code&path=title%3A2%2Fsubtitle%3AE%2Fchapter%3A151%2Fsubchapter%3AH',
    );
    expect(screen.getByRole('link', { name: 'Previous: Tax Code § 151.313' })).toHaveAttribute('href', '/statutes/751');
    expect(screen.getByRole('link', { name: 'Next: Tax Code § 151.3141' })).toHaveAttribute('href', '/statutes/753');
    // The subsection the citation named is marked.
    const marked = document.querySelector('[data-subsection="(b)"]');
    expect(marked).toHaveTextContent('(b) "Food products" shall include:');
    expect(screen.getByRole('link', { name: '§ 151.007' })).toHaveAttribute('href', '/statutes/655');
    expect(screen.queryByRole('link', { name: '§ 401.11' })).toBeNull();
  });

  it('copies the citation as a brief writes it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<LawSectionView section={section} />, { path: '/statutes/:id', at: '/statutes/752' });
    await user.click(screen.getByRole('button', { name: 'Copy citation' }));
    expect(await navigator.clipboard.readText()).toBe('Tex. Tax Code Ann. § 151.314');
  });

  it('lists the bills that amend it with their status, linked to the bill', async () => {
    const user = userEvent.setup();
    renderWithRouter(<LawSectionView section={section} />, { path: '/statutes/:id', at: '/statutes/752' });
    await user.click(screen.getByRole('tab', { name: 'Bills (1)' }));
    const row = within(screen.getByRole('list', { name: 'Bills that amend or cite this section' })).getByRole(
      'listitem',
    );
    expect(row).toHaveTextContent('Amends');
    expect(row).toHaveTextContent('Introduced');
    expect(within(row).getByRole('link', { name: 'TX HB 169' })).toHaveAttribute('href', '/bills/TX-892-HB-169');
  });

  it('says why no bill is listed, and shows history notes by type', async () => {
    const user = userEvent.setup();
    renderWithRouter(<LawSectionView section={{ ...section, bills: { total: 0, data: [] } }} />, {
      path: '/statutes/:id',
      at: '/statutes/752?tab=bills',
    });
    expect(screen.getByText('No bill amends or cites this section')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'History notes (2)' }));
    expect(within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows skeletons while the section loads', () => {
    renderWithRouter(<LawSectionView section={undefined} />, { path: '/statutes/:id', at: '/statutes/752' });
    expect(screen.getByRole('status', { name: 'Loading statute section' })).toBeVisible();
  });
});

describe('splitParagraphs', () => {
  it('starts a paragraph at each subsection marker after a sentence or clause, and at line breaks', () => {
    expect(splitParagraphs('(a)  One. (b)  Two: (1)  three; and (2)  four.\n(c) Five (see (d) below).')).toEqual([
      '(a) One.',
      '(b) Two:',
      '(1) three; and (2) four.',
      '(c) Five (see (d) below).',
    ]);
  });
});
