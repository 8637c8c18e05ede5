import type { AiCitation } from '@statehouse/shared/ai/ai.schemas';
import type { AiReport, AiReportTemplate } from '@statehouse/shared/ai-reports/ai-reports.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { AiReportsPage } from './ai-reports-page';

// The machine is shared: give queries time to settle under load.
configure({ asyncUtilTimeout: 5000 });

const templates: AiReportTemplate[] = [
  {
    id: 'bill-summary',
    name: 'Bill summary',
    category: 'Bills',
    description: 'What a bill does, in a page.',
    parameters: [
      { name: 'bill', label: 'bill', type: 'bill', required: true },
      { name: 'state', label: 'state', type: 'state', required: true },
    ],
    sections: ['What the bill does', 'Effective date'],
    sources: 'The latest text of the bill named',
  },
  {
    id: 'industry-landscape',
    name: 'Industry legislative landscape',
    category: 'Stakeholders',
    description: 'Bills, statutes and rules that mention an industry.',
    parameters: [{ name: 'company', label: 'company or industry', type: 'company', required: true }],
    sections: ['Bills'],
    sources: 'A search of bills',
  },
];

const citation: AiCitation = {
  n: 1,
  kind: 'bill_version',
  id: '547',
  billId: 'TX-892-HB-1',
  label: 'TX HB 1, Enrolled',
  start: 10,
  end: 90,
  quote: 'This Act takes effect immediately.',
};

const base: Omit<AiReport, 'status' | 'progress' | 'sections' | 'completedAt'> = {
  id: '6f1c1d5e-9a47-4a55-9d5b-0c8f0e1a2b3c',
  template: 'bill-summary',
  templateName: 'Bill summary',
  parameters: { bill: 'HB 1', state: 'TX' },
  provider: 'extractive',
  extractive: true,
  error: null,
  createdAt: '2026-11-25T04:00:00.000Z',
};

const hrefOf = (c: AiCitation) => `/bills/${c.billId}?passage=${c.start}-${c.end}`;

describe('AiReportsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('filters templates by category and words, keeping both in the URL', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/ai-reports/templates': { items: templates, categories: ['Bills', 'Stakeholders'] },
      'GET /api/ai-reports': { items: [], total: 0 },
    });
    renderWithRouter(<AiReportsPage citationHref={hrefOf} />, { path: '/dashboard/reports/ai' });
    const list = await screen.findByRole('list', { name: 'Templates' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Category'), 'Stakeholders');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByLabelText('Location')).toHaveTextContent('category=Stakeholders');
    await user.type(screen.getByLabelText('Search templates'), 'nothing like this');
    expect(screen.getByText('No template matches')).toBeInTheDocument();
    expect(await screen.findByText('No AI reports yet')).toBeInTheDocument();
  });

  it('asks for the missing parameters, then shows progress, the cited sections and the downloads', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const fetchMock = fakeApi({
      'GET /api/ai-reports/templates': { items: templates, categories: ['Bills', 'Stakeholders'] },
      'GET /api/ai-reports': { items: [], total: 0 },
      'POST /api/ai-reports': ({ body }) =>
        (body as { parameters: Record<string, string> }).parameters.state
          ? json({ ...base, status: 'queued', progress: { done: 0, total: 2 }, sections: [], completedAt: null }, 202)
          : json(
              {
                message: 'One thing is missing. Which state should it cover (for example Texas or TX)?',
                code: 'VALIDATION_FAILED',
                details: { missing: [{ name: 'state', label: 'state', question: 'Which state should it cover?' }] },
              },
              400,
            ),
      [`GET /api/ai-reports/${base.id}`]: () => {
        reads += 1;
        return reads < 2
          ? { ...base, status: 'running', progress: { done: 1, total: 2 }, sections: [], completedAt: null }
          : {
              ...base,
              status: 'done',
              progress: { done: 2, total: 2 },
              completedAt: '2026-11-25T04:00:05.000Z',
              sections: [
                {
                  heading: 'Effective date',
                  text: '- "This Act takes effect immediately." [1]',
                  citations: [citation],
                },
              ],
            };
      },
    });
    renderWithRouter(<AiReportsPage citationHref={hrefOf} />, {
      path: '/dashboard/reports/ai',
      at: '/dashboard/reports/ai?template=bill-summary',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Bill' }), 'HB 1');
    await user.click(screen.getByRole('button', { name: 'Run report' }));
    expect(await screen.findByText('Which state should it cover?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: 'State' }), 'Texas');
    await user.click(screen.getByRole('button', { name: 'Run report' }));
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1);
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      template: 'bill-summary',
      parameters: { bill: 'HB 1', state: 'Texas' },
    });
    expect(await screen.findByText(/of 2 sections/)).toBeInTheDocument();

    const report = await screen.findByRole('article', {}, { timeout: 8000 });
    expect(await within(report).findByRole('heading', { name: 'Effective date' }, { timeout: 8000 })).toBeVisible();
    expect(within(report).getByRole('link', { name: '[1]' })).toHaveAttribute(
      'href',
      '/bills/TX-892-HB-1?passage=10-90',
    );
    expect(within(report).getByRole('link', { name: /PDF/ }).getAttribute('href')).toContain(
      `/api/ai-reports/${base.id}/download?format=pdf`,
    );
    expect(
      within(report)
        .getByRole('link', { name: /Markdown/ })
        .getAttribute('href'),
    ).toContain('format=markdown');
    expect(screen.getByLabelText('Location')).toHaveTextContent(`report=${base.id}`);
  });

  it('says when the templates cannot be loaded', async () => {
    fakeApi({
      'GET /api/ai-reports/templates': () => json({ message: 'Server down' }, 500),
      'GET /api/ai-reports': { items: [], total: 0 },
    });
    renderWithRouter(<AiReportsPage citationHref={hrefOf} />, { path: '/dashboard/reports/ai' });
    expect(await screen.findByText(/The report templates could not be loaded/)).toBeInTheDocument();
  });
});
