import type { BillVersion } from '@statehouse/shared/bills/bills.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { BillTextViewer } from './bill-text-viewer';

// The machine is shared: give queries time to settle under load.
configure({ asyncUtilTimeout: 5000 });

const version = (id: number, name: string): BillVersion => ({
  id,
  billId: 'TX-892-HB-1',
  position: id - 1,
  name,
  date: null,
  url: null,
  mediaType: 'text/html',
  links: [],
  hasText: true,
  hasHtml: true,
  textLength: 100,
});

const html: Record<string, string> = {
  '1': '<p>A youth camp must keep a plan.</p><p>Every <b>Camp</b> operator files it.</p><script>window.hacked = true</script>',
  '2': '<p>The enrolled camp text, with camp rules and a CAMP fee.</p><a href="javascript:alert(1)" onclick="x()">link</a>',
};

describe('BillTextViewer', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  const setup = () => {
    const fetchMock = fakeApi({
      'GET /api/bills/TX-892-HB-1/content': ({ url }) => {
        const id = url.searchParams.get('billVersionId') ?? '2';
        return {
          billId: 'TX-892-HB-1',
          billVersionId: Number(id),
          name: 'v',
          date: null,
          html: html[id],
          origin: 'source-html',
        };
      },
    });
    const onVersionChange = vi.fn();
    const utils = renderWithRouter(
      <BillTextViewer
        billId="TX-892-HB-1"
        versions={[version(1, 'Introduced'), version(2, 'Enrolled')]}
        versionId={undefined}
        onVersionChange={onVersionChange}
      />,
    );
    return { ...utils, fetchMock, onVersionChange };
  };

  it('shows the latest version, sanitized, and offers the others', async () => {
    const user = userEvent.setup();
    const { onVersionChange } = setup();
    const article = await screen.findByRole('article', { name: 'Enrolled text' });
    expect(article).toHaveTextContent('The enrolled camp text');
    expect(article.querySelector('a')).not.toHaveAttribute('href');
    expect(article.querySelector('a')).not.toHaveAttribute('onclick');
    const picker = screen.getByRole('combobox', { name: 'Version' });
    expect(picker).toHaveValue('2');
    await user.selectOptions(picker, '1');
    expect(onVersionChange).toHaveBeenCalledWith(1);
  });

  it('finds text case-insensitively, counts the matches and steps through them', async () => {
    const user = userEvent.setup();
    setup();
    const article = await screen.findByRole('article', { name: 'Enrolled text' });
    const find = screen.getByRole('searchbox', { name: 'Find in text' });

    await user.type(find, 'camp');
    await waitFor(() => expect(screen.getByText('1 of 3 matches')).toBeInTheDocument());
    const marks = article.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['camp', 'camp', 'CAMP']);
    expect(marks[0]).toHaveAttribute('data-current');

    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByText('2 of 3 matches')).toBeInTheDocument();
    expect(article.querySelectorAll('mark')[1]).toHaveAttribute('data-current');
    await user.keyboard('{Enter}');
    expect(screen.getByText('3 of 3 matches')).toBeInTheDocument();
    await user.click(find);
    await user.keyboard('{Enter}');
    expect(screen.getByText('1 of 3 matches')).toBeInTheDocument();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(screen.getByText('3 of 3 matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(screen.getByText('2 of 3 matches')).toBeInTheDocument();

    await user.clear(find);
    await user.type(find, 'zebra');
    await waitFor(() => expect(screen.getByText('No matches')).toBeInTheDocument());
    expect(article.querySelectorAll('mark')).toHaveLength(0);
    expect(article).toHaveTextContent('The enrolled camp text, with camp rules and a CAMP fee.');
    expect(within(article).queryByRole('button')).toBeNull();
  });

  it('opens the latest bill text rather than an amendment listed after it', async () => {
    fakeApi({
      'GET /api/bills/TX-892-HB-1/content': ({ url }) => ({
        billId: 'TX-892-HB-1',
        billVersionId: Number(url.searchParams.get('billVersionId')),
        name: 'v',
        date: null,
        html: html[url.searchParams.get('billVersionId') ?? ''] ?? '<p>amendment</p>',
        origin: 'source-html',
      }),
    });
    renderWithRouter(
      <BillTextViewer
        billId="TX-892-HB-1"
        versions={[version(1, 'Introduced'), version(2, 'Enrolled'), version(3, 'Senate Amendment 001')]}
        versionId={undefined}
        onVersionChange={vi.fn()}
      />,
    );
    expect(await screen.findByRole('article', { name: 'Enrolled text' })).toHaveTextContent('The enrolled camp text');
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveValue('2');
  });

  it('says when a version has no text here and links the official copy, without asking for it', async () => {
    const fetchMock = fakeApi({});
    const noText: BillVersion = {
      ...version(1, 'Bill Text'),
      billId: 'WI-25R-AB-453',
      hasText: false,
      hasHtml: false,
      textLength: 0,
      url: 'https://docs.legis.wisconsin.gov/document/proposaltext/2025/REG/AB453',
      links: [
        { url: 'https://docs.legis.wisconsin.gov/document/proposaltext/2025/REG/AB453', mediaType: 'text/html' },
        {
          url: 'https://docs.legis.wisconsin.gov/document/proposaltext/2025/REG/AB453.pdf',
          mediaType: 'application/pdf',
        },
      ],
    };
    renderWithRouter(
      <BillTextViewer billId="WI-25R-AB-453" versions={[noText]} versionId={undefined} onVersionChange={vi.fn()} />,
    );
    expect(await screen.findByText('The text of this version is not available here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^PDF of Bill Text/ })).toHaveAttribute(
      'href',
      'https://docs.legis.wisconsin.gov/document/proposaltext/2025/REG/AB453.pdf',
    );
    expect(screen.getByRole('link', { name: /^HTML of Bill Text/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('article')).toBeNull();
    const contentCalls = fetchMock.mock.calls.filter(([input]) => String(input).includes('/content'));
    expect(contentCalls).toHaveLength(0);
  });

  const coverage = {
    sample: true,
    kinds: [
      {
        kind: 'billTexts',
        states: [
          { stateCode: 'TX', count: 900, from: null, to: null },
          { stateCode: 'SD', count: 400, from: null, to: null },
        ],
      },
    ],
  };

  it('on a bill of a state without texts in the data, says why and links to a state that has them, keeping the official copy', async () => {
    fakeApi({ 'GET /api/status/coverage': coverage });
    const noText: BillVersion = {
      ...version(1, 'Introduced'),
      billId: 'MI-2025-HB-4001',
      hasText: false,
      hasHtml: false,
      textLength: 0,
      links: [
        {
          url: 'https://legislature.mi.gov/documents/2025-2026/billintroduced/House/pdf/2025-HIB-4001.pdf',
          mediaType: 'application/pdf',
        },
      ],
    };
    renderWithRouter(
      <BillTextViewer
        billId="MI-2025-HB-4001"
        versions={[noText]}
        versionId={undefined}
        onVersionChange={vi.fn()}
        stateCode="MI"
      />,
    );
    expect(await screen.findByText('No bill texts in the sample for Michigan; see Texas')).toBeInTheDocument();
    expect(screen.getByText('The bill texts in the sample are from Texas, South Dakota.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Texas' })).toHaveAttribute('href', '/bills?stateCode=TX');
    expect(screen.getByRole('link', { name: /^PDF of Introduced/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('The text of this version is not available here.')).toBeNull();
  });

  it('on a bill with no versions in a state without texts, says why instead of "not published yet"', async () => {
    fakeApi({ 'GET /api/status/coverage': coverage });
    renderWithRouter(
      <BillTextViewer
        billId="NY-2025-S-1"
        versions={[]}
        versionId={undefined}
        onVersionChange={vi.fn()}
        stateCode="NY"
      />,
    );
    expect(await screen.findByText('No bill texts in the sample for New York; see Texas')).toBeInTheDocument();
    expect(screen.queryByText('No text has been published for this bill yet.')).toBeNull();
  });

  it('keeps the bill’s own message when its state does have texts', async () => {
    fakeApi({ 'GET /api/status/coverage': coverage });
    renderWithRouter(
      <BillTextViewer
        billId="TX-892-HB-9"
        versions={[]}
        versionId={undefined}
        onVersionChange={vi.fn()}
        stateCode="TX"
      />,
    );
    expect(await screen.findByText('No text has been published for this bill yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/No bill texts in the sample/)).toBeNull());
  });
});
