import type {
  BillProvenance,
  SimilarBill,
  SimilarBillsReply,
} from '@statehouse/shared/similar-bills/similar-bills.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { ProvenancePanel } from './provenance-panel';
import { SimilarBillsPanel } from './similar-bills-panel';

configure({ asyncUtilTimeout: 8000 });

// Shaped like the API's answer for NY S3967 (its same-as A1029 is compared on the titles and summaries).
const summary = 'Provides immunity from prosecution for certain individuals engaged in prostitution';
const sameAs: SimilarBill = {
  billId: 'NY-25R-A-1029',
  identifier: 'A1029',
  stateCode: 'NY',
  stateName: 'New York',
  sessionName: '2025-2026 Regular Session',
  title: 'Relates to individuals engaged in prostitution who are victims of or witnesses to a crime',
  status: 1,
  firstActionDate: '2025-01-08',
  lastActionDate: '2025-06-10',
  similarity: 1,
  relation: 'companion',
  text: { source: 'summary', versionId: null, versionName: null },
  sharedWords: 12,
  coverage: 1,
  passageCount: 1,
  passages: [
    {
      left: { start: 0, end: summary.length, text: summary, truncated: false, words: 12, changed: [] },
      right: {
        start: 10,
        end: 10 + summary.length,
        text: summary,
        truncated: false,
        words: 12,
        changed: [{ start: 10 + summary.indexOf('certain'), end: 10 + summary.indexOf('certain') + 7 }],
      },
      matchedWords: 11,
    },
  ],
};
const other: SimilarBill = {
  ...sameAs,
  billId: 'NY-25R-S-100',
  identifier: 'S100',
  relation: null,
  similarity: 0.3125,
  title: 'Relates to crime victims',
  passageCount: 0,
  sharedWords: 0,
  coverage: 0,
  passages: [],
};
const reply: SimilarBillsReply = {
  billId: 'NY-25R-S-3967',
  text: { source: 'summary', versionId: null, versionName: null },
  state: null,
  candidates: 7,
  matches: [sameAs, other],
};

const renderPanel = (at = '/bills/NY-25R-S-3967?tab=similar') =>
  renderWithRouter(<SimilarBillsPanel billId="NY-25R-S-3967" billLabel="NY S3967" />, { path: '/bills/:id', at });

describe('SimilarBillsPanel', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the matches with score and state and shows the first one’s shared passage side by side', async () => {
    fakeApi({ 'GET /api/bills/NY-25R-S-3967/similar-ai': reply });
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Similar bills' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons[0]).toHaveTextContent('A1029');
    expect(buttons[0]).toHaveTextContent('NY');
    expect(buttons[0]).toHaveTextContent('100% similar');
    expect(buttons[0]).toHaveTextContent('Companion');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[1]).toHaveTextContent('31% similar');
    expect(screen.getByText(/Compared on the title and summary: the text of this bill/)).toBeInTheDocument();

    const left = screen.getByRole('region', { name: 'This bill (NY S3967), passage 1' });
    const right = screen.getByRole('region', { name: 'NY A1029, passage 1' });
    expect(left).toHaveTextContent(summary);
    expect(right).toHaveTextContent(summary);
    // The word only one side has is marked as differing; the rest is marked shared.
    expect(within(right).getByTitle('Differs')).toHaveTextContent('certain');
    expect(within(left).queryByTitle('Differs')).toBeNull();
    expect(screen.getByRole('link', { name: 'NY A1029' })).toHaveAttribute('href', '/bills/NY-25R-A-1029');
  });

  it('opens another match from the list (kept in the URL) and says when it shares no passage', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/bills/NY-25R-S-3967/similar-ai': reply });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /S100/ }));
    expect(screen.getByRole('button', { name: /S100/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/share no passage of 12 or more words/)).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveTextContent('match=NY-25R-S-100');
  });

  it('asks again for one state and says when no bill of it is similar', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      'GET /api/bills/NY-25R-S-3967/similar-ai': ({ url }: { url: URL }) =>
        url.searchParams.get('state') === 'TX' ? { ...reply, state: 'TX', candidates: 0, matches: [] } : reply,
    });
    renderPanel();
    await screen.findByRole('list', { name: 'Similar bills' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'TX');
    expect(await screen.findByText('No similar bills found')).toBeInTheDocument();
    expect(screen.getByText(/No bill of Texas shares enough text/)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('state=TX');
    expect(screen.getByLabelText('Location')).toHaveTextContent('similarState=TX');
  });

  it('says why the matches did not load', async () => {
    fakeApi({ 'GET /api/bills/NY-25R-S-3967/similar-ai': () => json({ message: 'Database is down' }, 500) });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The similar bills could not be loaded: Database is down',
    );
  });
});

describe('ProvenancePanel', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each section with the earlier bill it came from, its passage and the statute it amends', async () => {
    const user = userEvent.setup();
    const provenance: BillProvenance = {
      billId: 'TX-892-SB-1',
      text: { source: 'version', versionId: 12, versionName: 'Enrolled' },
      sourcesCompared: 3,
      billStatutes: [],
      sections: [
        {
          number: 0,
          label: 'Preamble',
          start: 0,
          end: 100,
          excerpt: 'AN ACT relating to campground safety',
          words: 6,
          sources: [],
          statutes: [],
        },
        {
          number: 1,
          label: 'SECTION 1',
          start: 100,
          end: 400,
          excerpt: 'SECTION 1. Section 151.0101, Tax Code, is amended',
          words: 48,
          statutes: [
            {
              code: 'TX Tax Code',
              section: '151.0101',
              kind: 'amends',
              statuteSectionId: 77,
              snippet: 'Section 151.0101',
            },
          ],
          sources: [
            {
              billId: 'TX-892-HB-1',
              identifier: 'HB 1',
              stateCode: 'TX',
              title: 'Relating to youth camp safety',
              firstActionDate: '2025-08-15',
              kind: 'earlier-bill',
              relation: null,
              coverage: 0.75,
              passage: sameAs.passages[0]!,
            },
          ],
        },
      ],
    };
    fakeApi({ 'GET /api/bills/TX-892-SB-1/provenance': provenance });
    renderWithRouter(<ProvenancePanel billId="TX-892-SB-1" billLabel="TX SB 1" />);
    const sections = await screen.findByRole('list', { name: 'Sections' });
    expect(within(sections).getAllByRole('listitem', { name: '' }).length).toBeGreaterThan(0);
    expect(screen.getByText(/1 of 2 sections share text/)).toBeInTheDocument();
    expect(screen.getByText('No earlier, companion or other-state bill shares this section.')).toBeInTheDocument();
    const sources = screen.getByRole('list', { name: 'Sources of SECTION 1' });
    expect(within(sources).getByText('Earlier bill')).toBeInTheDocument();
    expect(within(sources).getByRole('link', { name: 'TX HB 1' })).toHaveAttribute('href', '/bills/TX-892-HB-1');
    expect(within(sources).getByText('75% of this section')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TX Tax Code § 151.0101' })).toHaveAttribute('href', '/statutes/77');
    await user.click(within(sources).getByText('Show the shared passage'));
    expect(screen.getByRole('region', { name: 'TX HB 1, passage 1' })).toHaveTextContent(summary);
  });
});
