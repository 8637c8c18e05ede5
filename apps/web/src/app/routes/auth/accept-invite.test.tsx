import type { InvitationPreview } from '@statehouse/shared/accounts/accounts.schemas';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, signedInRoutes, signedOutRoutes, testUserReply } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });

const preview: InvitationPreview = {
  email: 'new@example.com',
  role: 'user',
  accountName: 'Demo Advocacy Group',
  invitedBy: 'Dana Demo',
  firstName: 'Nia',
  lastName: null,
  expiresAt: '2026-12-01T00:00:00.000Z',
};

// The route joins the invitations feature (preview, accept) to auth (who is signed in, the user it signs in).
describe('/accept-invite', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the link is incomplete without a token, and asks the server nothing about it', async () => {
    const fetchMock = fakeApi(signedOutRoutes());
    renderRoute('/accept-invite');
    expect(await screen.findByRole('heading', { name: 'Invitation link incomplete' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/invitations/accept'),
    );
  });

  it("shows the server's reason when the invitation cannot be used", async () => {
    fakeApi({
      ...signedOutRoutes(),
      'GET /api/invitations/accept': () => json({ message: 'This invitation has expired.' }, 410),
    });
    renderRoute('/accept-invite?token=old');
    expect(await screen.findByRole('heading', { name: 'Invitation not available' })).toBeInTheDocument();
    expect(screen.getByText('This invitation has expired.')).toBeInTheDocument();
  });

  it('a new user fills the form (first name prefilled) and lands on the dashboard signed in', async () => {
    const posts: unknown[] = [];
    const joined = testUserReply({ Id: 9, Username: 'nia', FirstName: 'Nia', LastName: 'New' });
    fakeApi({
      ...signedOutRoutes(),
      'GET /api/invitations/accept': ({ url }: { url: URL }) =>
        url.searchParams.get('token') === 'tok-1' ? preview : json({ message: 'Unknown invitation.' }, 404),
      'POST /api/invitations/accept': ({ body }: { body: unknown }) => {
        posts.push(body);
        return joined;
      },
      ...signedInRoutes(joined),
      'GET /api/auth/me': () => (posts.length ? joined : json({ message: 'Please log in.' }, 401)),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/accept-invite?token=tok-1');

    expect(await screen.findByRole('heading', { name: 'Join Demo Advocacy Group' })).toBeInTheDocument();
    expect(screen.getByText('Dana Demo invited new@example.com to join as a team member.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Nia');
    await user.type(screen.getByLabelText('Last name'), 'New');
    await user.type(screen.getByLabelText('Username'), 'nia');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(posts).toEqual([
      { token: 'tok-1', firstName: 'Nia', lastName: 'New', username: 'nia', password: 'secret1' },
    ]);
  });

  it('a signed-in user can join as themselves, sending only the token', async () => {
    const posts: unknown[] = [];
    fakeApi({
      ...signedInRoutes(),
      'GET /api/invitations/accept': preview,
      'POST /api/invitations/accept': ({ body }: { body: unknown }) => {
        posts.push(body);
        return testUserReply();
      },
    });
    const user = userEvent.setup();
    // Opened from inside the app: the accept-invite screen itself does not fetch the user (SPEC section 4).
    const { router } = renderRoute('/about');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/accept-invite?token=tok-2'));

    await user.click(await screen.findByRole('button', { name: 'Join as demo' }));
    await waitFor(() => expect(posts).toEqual([{ token: 'tok-2' }]));
  });
});
