import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { InviteAdvocate } from './invite-advocate';

configure({ asyncUtilTimeout: 5000 });

describe('InviteAdvocate', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the seats left, sends the invitation with the states and shows the link to pass on', async () => {
    const user = userEvent.setup();
    let body: unknown;
    fakeApi({
      'GET /api/advocate-management/seats': () => ({
        seats: 5,
        activeAdvocates: 1,
        pendingInvitations: 1,
        available: 3,
      }),
      'GET /api/advocate-management/invitations': () => ({ data: [] }),
      'POST /api/advocate-management': ({ body: sent }: { body: unknown }) => {
        body = sent;
        return {
          invitationId: 1,
          email: 'lee@example.com',
          stateCodes: ['TX'],
          expiresAt: '2026-12-13T00:00:00Z',
          delivery: 'link',
          acceptUrl: 'http://localhost/accept-invite?token=abc',
          seats: { seats: 5, activeAdvocates: 1, pendingInvitations: 2, available: 2 },
        };
      },
    });
    renderWithRouter(<InviteAdvocate />, { path: '/invite' });
    expect(await screen.findByText(/3 of 5 advocate seats left/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'lee@example.com');
    await user.click(screen.getByRole('button', { name: /^States, / }));
    await user.click(await screen.findByRole('checkbox', { name: 'Texas' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation created for lee@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /accept-invite\?token=abc/ })).toBeInTheDocument();
    expect(body).toMatchObject({ email: 'lee@example.com', stateCodes: ['TX'] });
  });

  it('says why when every advocate seat is taken', async () => {
    fakeApi({
      'GET /api/advocate-management/seats': () => ({
        seats: 2,
        activeAdvocates: 2,
        pendingInvitations: 0,
        available: 0,
      }),
      'GET /api/advocate-management/invitations': () => ({ data: [] }),
    });
    renderWithRouter(<InviteAdvocate />, { path: '/invite' });
    expect(await screen.findByText(/Every advocate seat is taken/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
  });
});
