import type { AccountUser } from '@statehouse/shared/accounts/accounts.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { ResetPasswordDialog } from './reset-password-dialog';

configure({ asyncUtilTimeout: 5000 });

const member: AccountUser = {
  userId: 42,
  username: 'dana',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Scully',
  role: 'user',
  fullAccount: true,
  status: 'active',
  stateCodes: ['TX'],
  joinedAt: '2026-01-01T00:00:00.000Z',
};

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ResetPasswordDialog member={member} />
    </QueryClientProvider>,
  );
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Reset password of dana' }));
  return screen.findByRole('dialog', { name: 'Reset password of Dana Scully' });
}

describe('ResetPasswordDialog', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a reset link and says where it went', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      'POST /api/accounts/users/42/reset-password': ({ body }) => {
        bodies.push(body);
        return { delivery: 'email', email: 'dana@example.com', expiresAt: '2026-01-01T01:00:00.000Z' };
      },
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await open(user);

    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await within(dialog).findByText(/We emailed a reset link to/)).toHaveTextContent('dana@example.com');
    expect(bodies).toEqual([{ method: 'link' }]);
  });

  it('shows the link to pass on when no mail server is configured', async () => {
    const resetUrl = 'https://app.statehouse.test/reset-password?token=abc';
    fakeApi({
      'POST /api/accounts/users/42/reset-password': { delivery: 'link', email: 'dana@example.com', resetUrl },
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await open(user);

    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Reset link' })).toHaveValue(resetUrl);
  });

  it('sets a temporary password of at least 6 characters', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      'POST /api/accounts/users/42/reset-password': ({ body }) => {
        bodies.push(body);
        return { delivery: 'password', email: 'dana@example.com' };
      },
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await open(user);
    const field = within(dialog).getByLabelText('Temporary password');

    await user.type(field, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Set' }));
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(field, 'defg');
    await user.click(within(dialog).getByRole('button', { name: 'Set' }));
    expect(await within(dialog).findByText(/Temporary password set/)).toBeInTheDocument();
    expect(bodies).toEqual([{ method: 'temporary-password', password: 'abcdefg' }]);
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      'POST /api/accounts/users/42/reset-password': () =>
        json({ code: 'CONFLICT', message: 'This user also belongs to another account.' }, 409),
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await open(user);

    await user.type(within(dialog).getByLabelText('Temporary password'), 'abcdefg');
    await user.click(within(dialog).getByRole('button', { name: 'Set' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This user also belongs to another account.');
  });
});
