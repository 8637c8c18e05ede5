import type { Tag } from '@statehouse/shared/tags/tags.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, signedInRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const tag = (overrides: Partial<Tag>): Tag => ({
  id: 1,
  name: 'Education',
  color: '#059669',
  description: 'School finance and curriculum',
  scope: 'account',
  owner: null,
  createdBy: { id: 1, name: 'Dana Demo' },
  billCount: 3,
  sectionCount: 0,
  shares: [],
  access: 'account',
  canEdit: true,
  canManage: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const listOf = (tags: Tag[]) => ({ data: tags, total: tags.length, page: 1, pageSize: 24 });
const cardOf = (name: string) => screen.getByRole('listitem', { name });

describe('/tracks: the tags page', () => {
  it('invites creating the first tag when there is none, and creates it', async () => {
    let tags: Tag[] = [];
    const created: unknown[] = [];
    fakeApi({
      ...signedInRoutes(),
      'GET /api/tags': () => listOf(tags),
      'POST /api/tags': ({ body }) => {
        created.push(body);
        const made = tag({ id: 9, name: 'Water', color: '#dc2626', billCount: 0, description: '' });
        tags = [made];
        return json(made, 201);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoute('/tracks');

    expect(await screen.findByText('No tags yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create your first tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    // The shared schema checks the form before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Water');
    await user.click(within(dialog).getByRole('radio', { name: 'Red' }));
    await user.click(within(dialog).getByRole('radio', { name: /Personal/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toEqual([{ name: 'Water', color: '#dc2626', description: '', scope: 'personal' }]);
    expect(await screen.findByRole('heading', { name: 'Water' })).toBeInTheDocument();
  });

  it('lists tags with colour, scope, owner, sharing and a bill count that opens the tracked bills', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/tags': listOf([
        tag({}),
        tag({
          id: 2,
          name: 'Board watch',
          scope: 'personal',
          owner: { id: 4, name: 'Uma User' },
          access: 'read',
          canEdit: false,
          canManage: false,
          billCount: 1,
          shares: [
            {
              id: 5,
              tagId: 2,
              targetType: 'user',
              targetId: 1,
              targetName: 'Dana Demo',
              access: 'read',
              createdAt: '',
            },
          ],
        }),
      ]),
    });
    renderRoute('/tracks');

    const education = await screen.findByRole('listitem', { name: 'Education' });
    expect(within(education).getByText('School finance and curriculum')).toBeInTheDocument();
    expect(within(education).getByText('Account')).toBeInTheDocument();
    expect(within(education).getByRole('link', { name: '3 bills tagged Education' })).toHaveAttribute(
      'href',
      '/track-bills?tagIds=1',
    );
    expect(within(education).getByRole('button', { name: 'Edit Education' })).toBeInTheDocument();
    expect(within(education).getByRole('button', { name: 'Delete Education' })).toBeInTheDocument();
    // An account tag is seen by everyone already: no share button.
    expect(within(education).queryByRole('button', { name: 'Share Education' })).not.toBeInTheDocument();

    const shared = cardOf('Board watch');
    expect(within(shared).getByText('Shared with you · view only · owner Uma User')).toBeInTheDocument();
    expect(within(shared).getByText('Shared with Dana Demo (can view)')).toBeInTheDocument();
    expect(within(shared).getByRole('link', { name: '1 bill tagged Board watch' })).toBeInTheDocument();
    expect(within(shared).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('2 tags')).toBeInTheDocument();
  });

  it('keeps scope, sort and search in the URL and sends them to the API', async () => {
    const seen: string[] = [];
    fakeApi({
      ...signedInRoutes(),
      'GET /api/tags': ({ url }) => {
        seen.push(url.search);
        return listOf([]);
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/tracks?scope=personal&sort=billCount');

    expect(await screen.findByText('No tags match')).toBeInTheDocument();
    expect(seen.at(-1)).toContain('scope=personal');
    expect(seen.at(-1)).toContain('sort=billCount');
    expect(seen.at(-1)).toContain('order=desc');
    await user.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'water');
    await waitFor(() => expect(router.state.location.search).toContain('search=water'));
    await waitFor(() => expect(seen.at(-1)).toContain('search=water'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('renames a tag and shows a taken name under the name field', async () => {
    const patches: unknown[] = [];
    fakeApi({
      ...signedInRoutes(),
      'GET /api/tags': listOf([tag({})]),
      'PATCH /api/tags/1': ({ body }) => {
        patches.push(body);
        return json({ message: 'A tag named "Water" already exists', code: 'CONFLICT' }, 409);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoute('/tracks');

    await user.click(await screen.findByRole('button', { name: 'Edit Education' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tag' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Education');
    await user.clear(name);
    await user.type(name, 'Water');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A tag named "Water" already exists')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([{ name: 'Water', color: '#059669', description: 'School finance and curriculum' }]);
  });

  it('deletes a tag only after a confirmation that says how many bills it untracks', async () => {
    let deleted = 0;
    fakeApi({
      ...signedInRoutes(),
      'GET /api/tags': () => listOf(deleted ? [] : [tag({})]),
      'DELETE /api/tags/1': () => {
        deleted++;
        return { id: 1, removedFromBills: 3, untrackedBills: 2 };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoute('/tracks');

    await user.click(await screen.findByRole('button', { name: 'Delete Education' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Education”?' });
    expect(within(dialog).getByText(/This untracks 3 bills tagged with it/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete Education' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete tag' }));
    await waitFor(() => expect(deleted).toBe(1));
    expect(await screen.findByText('No tags yet')).toBeInTheDocument();
    expect(
      await screen.findByText('“Education” was removed from 3 bills; 2 bills no longer tracked.'),
    ).toBeInTheDocument();
  });

  it('shares a personal tag with a colleague and stops sharing it', async () => {
    let shares: Tag['shares'] = [];
    const posted: unknown[] = [];
    fakeApi({
      ...signedInRoutes(),
      'GET /api/tags': () =>
        listOf([
          tag({ id: 3, name: 'Mine', scope: 'personal', owner: { id: 1, name: 'Dana Demo' }, access: 'owner', shares }),
        ]),
      'GET /api/users': {
        data: [
          {
            id: 1,
            username: 'demo',
            email: '',
            firstName: 'Dana',
            lastName: 'Demo',
            role: 'admin',
            fullAccount: true,
            status: 'active',
            stateCodes: [],
          },
          {
            id: 2,
            username: 'uma',
            email: '',
            firstName: 'Uma',
            lastName: 'User',
            role: 'user',
            fullAccount: true,
            status: 'active',
            stateCodes: [],
          },
        ],
      },
      'POST /api/tags/share': ({ body }) => {
        posted.push(body);
        shares = [
          { id: 8, tagId: 3, targetType: 'user', targetId: 2, targetName: 'Uma User', access: 'edit', createdAt: '' },
        ];
        return shares[0];
      },
      'DELETE /api/tags/share/8': () => {
        shares = [];
        return { id: 8, tagId: 3 };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoute('/tracks');

    await user.click(await screen.findByRole('button', { name: 'Share Mine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Mine”' });
    expect(within(dialog).getByText('Not shared with anyone yet.')).toBeInTheDocument();
    const colleague = within(dialog).getByLabelText('Colleague');
    await waitFor(() => expect(within(colleague).getAllByRole('option')).toHaveLength(2));
    // The owner is not offered.
    expect(within(colleague).queryByRole('option', { name: /Dana Demo/ })).not.toBeInTheDocument();
    await user.selectOptions(colleague, 'Uma User (user)');
    await user.selectOptions(within(dialog).getByLabelText('Access'), 'Can edit');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByRole('list', { name: 'Shared with' })).toHaveTextContent('Uma User');
    expect(posted).toEqual([{ tagId: 3, targetType: 'user', targetId: 2, access: 'edit' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing with Uma User' }));
    expect(await within(dialog).findByText('Not shared with anyone yet.')).toBeInTheDocument();
  });

  it('says so when the tags cannot be loaded, and retries', async () => {
    // Data queries retry once (SPEC section 9): fail both tries, then answer.
    let calls = 0;
    fakeApi({
      ...signedInRoutes(),
      'GET /api/tags': () => (++calls <= 2 ? json({ message: 'Database unavailable' }, 503) : listOf([tag({})])),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute('/tracks');

    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Education' })).toBeInTheDocument();
  });
});
