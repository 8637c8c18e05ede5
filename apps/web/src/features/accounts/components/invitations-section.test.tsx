import type { InvitationCreated, PendingInvitation } from '@statehouse/shared/accounts/accounts.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { InvitationsSection } from './invitations-section';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const seatHolder: PendingInvitation = {
  id: 7,
  email: 'pat@example.org',
  role: 'user',
  firstName: 'Pat',
  lastName: 'Lee',
  invitedBy: 'Dana Demo',
  holdsSeat: true,
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-08T10:00:00.000Z',
};
const analyst: PendingInvitation = {
  ...seatHolder,
  id: 8,
  email: 'ana@example.org',
  role: 'analyst',
  firstName: null,
  lastName: null,
  holdsSeat: false,
};

function server() {
  let open = [seatHolder, analyst];
  const calls: string[] = [];
  fakeApi({
    'GET /api/advocate-management/invitations': () => ({ data: open }),
    'DELETE /api/invitations/7': () => {
      calls.push('DELETE 7');
      open = open.filter((invitation) => invitation.id !== 7);
      return new Response(null, { status: 204 });
    },
    'POST /api/invitations/8/resend': (): InvitationCreated => {
      calls.push('RESEND 8');
      return {
        invitationId: 8,
        email: 'ana@example.org',
        role: 'analyst',
        expiresAt: '2026-12-13T10:00:00.000Z',
        delivery: 'link',
        acceptUrl: 'https://app.statehouse.test/accept-invite?token=new-token',
      };
    },
  });
  return { calls };
}

describe('InvitationsSection', () => {
  it('lists the open invitations, says which hold a seat, and revokes one', async () => {
    const user = userEvent.setup();
    const { calls } = server();
    renderWithRouter(<InvitationsSection />);
    const list = await screen.findByRole('list', { name: 'Open invitations' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('pat@example.org · Pat Lee');
    expect(rows[0]).toHaveTextContent('Full-account user · holds a seat');
    expect(rows[0]).toHaveTextContent('Sent Dec 1, 2026 by Dana Demo · expires Dec 8, 2026');
    expect(rows[1]).toHaveTextContent('Analyst');

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to pat@example.org' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toEqual(['DELETE 7']);
    expect(screen.queryByText('pat@example.org')).not.toBeInTheDocument();
  });

  it('resends one and, without a mail server, shows the new link to pass on', async () => {
    const user = userEvent.setup();
    const { calls } = server();
    renderWithRouter(<InvitationsSection />);
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to ana@example.org' }));
    expect(await screen.findByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      'https://app.statehouse.test/accept-invite?token=new-token',
    );
    expect(calls).toEqual(['RESEND 8']);
  });

  it('says so when there are none', async () => {
    fakeApi({ 'GET /api/advocate-management/invitations': { data: [] } });
    renderWithRouter(<InvitationsSection />);
    expect(await screen.findByText('No open invitations')).toBeVisible();
  });
});
