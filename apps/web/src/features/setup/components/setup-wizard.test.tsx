import type { SetupReply } from '@statehouse/shared/setup/setup.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { SetupWizard } from './setup-wizard';

configure({ asyncUtilTimeout: 5000 });

const setupReply = (overrides: Partial<SetupReply> = {}): SetupReply => ({
  status: 'new',
  step: 'organization',
  organization: '',
  industry: '',
  description: '',
  keywords: [],
  subjects: [],
  tags: [],
  states: [],
  companies: [],
  prompt: true,
  canEdit: true,
  completedAt: null,
  ...overrides,
});

/** The wizard's save calls answer with the setup as the request leaves it (as the API does). */
function setupRoutes(start: SetupReply) {
  let current = start;
  const saved = (next: Partial<SetupReply>) => {
    current = { ...current, status: 'in_progress', prompt: false, ...next };
    return current;
  };
  return {
    'GET /api/initSetup': () => current,
    'POST /api/initSetup/update-entity': ({ body }: { body: unknown }) => {
      const { entity } = body as { entity: Partial<SetupReply> & { companies: number[] } };
      return saved({ ...entity, companies: current.companies, step: entity.step ?? current.step });
    },
    'POST /api/initSetup/keywords': ({ body }: { body: unknown }) => saved(body as { keywords: string[] }),
    'POST /api/initSetup/subjects': ({ body }: { body: unknown }) =>
      saved({ subjects: (body as { subjects: number[] }).subjects.map((value) => ({ value, label: String(value) })) }),
    'POST /api/initSetup/tags': ({ body }: { body: unknown }) => saved(body as { tags: string[] }),
  };
}

const bodiesOf = (fetchMock: ReturnType<typeof fakeApi>, ending: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith(ending) && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => {
      const body = (init as RequestInit | undefined)?.body;
      return typeof body === 'string' ? JSON.parse(body) : body;
    });

function renderWizard(allowedStates: string[] = ['TX']) {
  return renderWithRouter(
    <>
      <SetupWizard allowedStates={allowedStates} />
      <Toaster />
    </>,
    { path: '/init-setup-wizard' },
  );
}

describe('SetupWizard', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the organization’s name before moving on, then saves each step on Next', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi(setupRoutes(setupReply()));
    renderWizard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Organization' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Name your organization first')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/update-entity')).toEqual([]);

    await user.type(screen.getByLabelText('Organization name'), 'Lone Star Camps');
    await user.type(screen.getByLabelText('Industry'), 'Youth camps');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'States' })).toBeInTheDocument();
    // The account's states are chosen by default.
    expect(screen.getByText('The states whose bills auto-tracking reads (1 chosen)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Texas' })).toBeChecked();
    expect(bodiesOf(fetchMock, '/update-entity')).toEqual([
      {
        entity: {
          organization: 'Lone Star Camps',
          industry: 'Youth camps',
          description: '',
          states: ['TX'],
          companies: [],
          step: 'states',
        },
      },
    ]);
    // The focus moves to the page's heading so a keyboard or screen-reader user starts the new step at its top.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('turns the description into suggested keywords and subjects', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi({
      ...setupRoutes(setupReply({ organization: 'Lone Star Camps' })),
      'POST /api/initSetup/summarize': {
        summary: 'Youth camps in Texas.',
        keywords: ['youth camp', 'camp safety'],
        subjects: [{ value: 15, label: 'Emergency Management' }],
        provider: 'offline',
        extractive: true,
      },
    });
    renderWizard();
    const summarize = await screen.findByRole('button', { name: 'Summarize the description' });
    expect(summarize).toBeDisabled();
    await user.type(
      screen.getByLabelText('What your organization does and the policy it follows'),
      'We run youth camps in the Texas Hill Country and follow camp safety rules.',
    );
    await user.click(summarize);
    expect(await screen.findByText('Suggestions added')).toBeInTheDocument();
    expect(screen.getByText('2 keywords and 1 subjects: review them under Keywords and subjects.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/summarize')).toEqual([
      { text: 'We run youth camps in the Texas Hill Country and follow camp safety rules.' },
    ]);

    await user.click(screen.getByRole('button', { name: /Keywords and subjects/ }));
    const chips = await screen.findByRole('list', { name: 'Keywords and phrases' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['youth camp', 'camp safety']);
    expect(screen.getByRole('checkbox', { name: 'Emergency Management' })).toBeChecked();
  });

  it('says why a summary failed', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({
      ...setupRoutes(setupReply({ organization: 'Lone Star Camps' })),
      'POST /api/initSetup/summarize': () => json({ message: 'text must be at least 20 characters' }, 400),
    });
    renderWizard();
    await user.type(
      await screen.findByLabelText('What your organization does and the policy it follows'),
      'Youth camps in the Hill Country.',
    );
    await user.click(screen.getByRole('button', { name: 'Summarize the description' }));
    expect(await screen.findByText('Could not summarize')).toBeInTheDocument();
    expect(screen.getByText('text must be at least 20 characters')).toBeInTheDocument();
  });

  it('resumes at the saved step; keywords are added with Enter, removed, and saved with the subjects', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi(
      setupRoutes(
        setupReply({
          status: 'in_progress',
          step: 'interests',
          organization: 'Lone Star Camps',
          states: ['TX'],
          keywords: ['youth camp'],
          subjects: [{ value: 15, label: 'Emergency Management' }],
        }),
      ),
    );
    renderWizard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Keywords and subjects' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Keywords and subjects/ })).toHaveAttribute('aria-current', 'step');

    const field = screen.getByRole('textbox', { name: 'Keywords and phrases' });
    await user.type(field, 'camp safety{Enter}');
    await user.type(field, 'Youth Camp{Enter}');
    await user.type(field, 'x{Enter}');
    const chips = screen.getByRole('list', { name: 'Keywords and phrases' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['youth camp', 'camp safety']);
    await user.click(screen.getByRole('button', { name: 'Remove youth camp' }));
    await user.click(screen.getByRole('checkbox', { name: 'Energy' }));
    expect(screen.getByText('Subjects (2 chosen)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tags' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/initSetup/keywords')).toEqual([{ keywords: ['camp safety'] }]);
    expect(bodiesOf(fetchMock, '/initSetup/subjects')).toEqual([{ subjects: [15, 16] }]);
    expect(bodiesOf(fetchMock, '/update-entity').at(-1)?.entity.step).toBe('tags');
    // A new account's tag list starts with the default tag.
    expect(
      within(screen.getByRole('list', { name: /Tags to track approved bills under/ })).getByRole('listitem'),
    ).toHaveTextContent('Auto-tracked');
  });

  it('adds a company found by name', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({
      ...setupRoutes(setupReply({ step: 'companies', organization: 'Lone Star Camps', states: ['TX'] })),
      'GET /api/companies': ({ url }: { url: URL }) => ({
        data:
          url.searchParams.get('search') === 'camp'
            ? [
                {
                  id: 7,
                  name: 'Camp Mystic',
                  state: 'TX',
                  accountOwned: false,
                  jurisdictions: ['TX'],
                  aliasCount: 1,
                  registrationCount: 2,
                  lobbyistCount: 1,
                  firstYear: 2023,
                  lastYear: 2025,
                  contributionCount: 0,
                  contributionTotal: 0,
                },
              ]
            : [],
        total: 1,
        page: 1,
        limit: 8,
      }),
    });
    renderWizard();
    await user.type(await screen.findByLabelText('Find a company'), 'camp');
    const found = await screen.findByRole('list', { name: 'Companies found' });
    await user.click(await within(found).findByRole('button', { name: 'Add' }));
    expect(within(found).getByRole('button', { name: 'Added' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'Your companies' })).getByRole('listitem')).toHaveTextContent(
      'Camp Mystic',
    );
    await user.clear(screen.getByLabelText('Find a company'));
    await user.type(screen.getByLabelText('Find a company'), 'zz');
    expect(await screen.findByText('No company by that name.')).toBeInTheDocument();
  });

  it('finishes: saves every answer, starts auto-tracking and opens the matches', async () => {
    const user = userEvent.setup({ delay: null });
    const start = setupReply({
      status: 'in_progress',
      step: 'start',
      organization: 'Lone Star Camps',
      states: ['TX'],
      keywords: ['youth camp'],
      tags: ['Camps'],
    });
    const fetchMock = fakeApi({
      ...setupRoutes(start),
      'POST /api/initSetup/complete': { setup: { ...start, status: 'completed' }, tagsCreated: 1, runsQueued: 1 },
    });
    renderWizard();
    expect(await screen.findByText(/follows 1 state, 1 keywords, 0 subjects and 0 companies/)).toBeInTheDocument();
    const startNow = screen.getByRole('checkbox', { name: /Start auto-tracking now/ });
    expect(startNow).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/auto-tracked-bills'),
    );
    expect(bodiesOf(fetchMock, '/initSetup/tags')).toEqual([{ tags: ['Camps'] }]);
    expect(bodiesOf(fetchMock, '/complete')).toEqual([{ startAutoTracking: true }]);
  });

  it('without a state or anything to match on, says what is missing and finishes without starting', async () => {
    const user = userEvent.setup({ delay: null });
    const start = setupReply({ status: 'in_progress', step: 'start', organization: 'Lone Star Camps' });
    const fetchMock = fakeApi({
      ...setupRoutes(start),
      'POST /api/initSetup/complete': { setup: { ...start, status: 'completed' }, tagsCreated: 1, runsQueued: 0 },
    });
    renderWizard([]);
    expect(
      await screen.findByText(/Choose at least one state and one keyword, subject or company to start auto-tracking/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Start auto-tracking now/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/dashboard'));
    expect(bodiesOf(fetchMock, '/complete')).toHaveLength(1);
  });

  it('skips the setup for good and goes to the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi({
      ...setupRoutes(setupReply()),
      'POST /api/initSetup/cancel': setupReply({ status: 'cancelled', prompt: false }),
    });
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Skip setup' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/dashboard'));
    expect(bodiesOf(fetchMock, '/cancel')).toHaveLength(1);
  });

  it('says that an admin sets it up to a member who cannot edit', async () => {
    fakeApi(setupRoutes(setupReply({ canEdit: false, prompt: false })));
    renderWizard();
    expect(
      await screen.findByText(
        'An admin of your account sets up auto-tracking. You can review matches on Auto-Tracked Bills.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('says a save failed and stays on the step', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({
      ...setupRoutes(setupReply({ organization: 'Lone Star Camps' })),
      'POST /api/initSetup/update-entity': () => json({ message: 'states must be a list of state codes' }, 400),
    });
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(screen.getByText('states must be a list of state codes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Organization' })).toBeInTheDocument();
  });

  it('offers a retry when the setup could not be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    fakeApi({
      'GET /api/initSetup': () => {
        calls += 1;
        return calls === 1 ? json({ message: 'The database is busy' }, 503) : setupReply();
      },
    });
    renderWizard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The setup could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Organization' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
  });
});
