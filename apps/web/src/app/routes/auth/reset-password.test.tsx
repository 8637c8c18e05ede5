import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, signedOutRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });

const generic = 'If a user with that username or e-mail address exists, we have sent it a link to reset the password.';

describe('/reset-password', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('"Forgot password?" on the login screen leads here', async () => {
    fakeApi({
      ...signedOutRoutes(),
      'GET /api/auth/config': { registrationEnabled: true, passwordResetByEmail: true },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/auth');

    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));

    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('asks for a username or e-mail and shows the same reply whoever it names', async () => {
    const requests: unknown[] = [];
    fakeApi({
      ...signedOutRoutes(),
      'GET /api/auth/config': { registrationEnabled: true, passwordResetByEmail: true },
      'POST /api/auth/password-reset/request': ({ body }) => {
        requests.push(body);
        return json({ status: 'ok', message: generic }, 202);
      },
    });
    const user = userEvent.setup();
    renderRoute('/reset-password');

    const form = await screen.findByRole('form', { name: 'Request a password reset link' });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter your username or e-mail address')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.type(screen.getByLabelText('Username or e-mail address'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(generic);
    expect(requests).toEqual([{ identifier: 'dana@example.com' }]);
    expect(form).not.toBeInTheDocument();
  });

  it('without a mail server, says to ask the account administrator', async () => {
    fakeApi({
      ...signedOutRoutes(),
      'GET /api/auth/config': { registrationEnabled: true, passwordResetByEmail: false },
    });
    renderRoute('/reset-password');

    expect(await screen.findByText('Ask your account administrator to reset your password.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth');
  });

  it('with a token, sets the new password once both entries match', async () => {
    const resets: unknown[] = [];
    fakeApi({
      ...signedOutRoutes(),
      'POST /api/auth/password-reset': ({ body }) => {
        resets.push(body);
        return { status: 'ok' };
      },
    });
    const user = userEvent.setup();
    renderRoute('/reset-password?token=abc123');

    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secrex');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(resets).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(resets).toEqual([{ token: 'abc123', password: 'new-secret' }]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
  });

  it('shows why a used or expired link fails and offers a new one', async () => {
    fakeApi({
      ...signedOutRoutes(),
      'POST /api/auth/password-reset': () =>
        json({ code: 'BAD_REQUEST', message: 'This password reset link has expired. Ask for a new one.' }, 400),
    });
    const user = userEvent.setup();
    renderRoute('/reset-password?token=old');

    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/reset-password');
  });
});
