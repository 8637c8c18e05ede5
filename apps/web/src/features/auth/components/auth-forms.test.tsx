import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, signedInRoutes, signedOutRoutes, testUserReply } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A promise the test settles by hand, to look at the form while the call is pending. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('login form on /auth', () => {
  it('asks for both fields with the SPEC messages and calls nothing', async () => {
    const fetchMock = fakeApi(signedOutRoutes());
    const user = userEvent.setup({ delay: null });
    renderRoute('/auth');

    expect(await screen.findByRole('heading', { name: 'Login to your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/login'))).toBe(false);
  });

  it('shows "Logging in..." with disabled inputs while pending, then welcomes and goes to /dashboard', async () => {
    const reply = deferred<Response>();
    const fetchMock = fakeApi({ ...signedInRoutes(), 'POST /api/auth/login': () => reply.promise });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/auth');

    await user.type(await screen.findByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(screen.getByLabelText('Username')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();

    reply.resolve(json(testUserReply()));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back to the product!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

    const loginCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/auth/login'));
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({ username: 'demo', password: 'demo1234' });
    expect(loginCall?.[1]?.credentials).toBe('include');
  });

  it('shows "Login failed" with the server message and stays', async () => {
    fakeApi({
      ...signedOutRoutes(),
      'POST /api/auth/login': () => json({ message: 'Invalid username or password', code: 'UNAUTHORIZED' }, 401),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/auth');

    await user.type(await screen.findByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    // The toast can come a render before the form leaves its pending state ("Logging in...").
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('returns to the page that asked for a login', async () => {
    fakeApi({ ...signedOutRoutes(), 'POST /api/auth/login': testUserReply() });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/bills');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Fbills');
    expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();

    fakeApi({ ...signedInRoutes(), 'POST /api/auth/login': testUserReply() });
    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bills'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bills' })).toBeInTheDocument();
  });

  it('switches to the Register tab from "Don\'t have an account? Register"', async () => {
    fakeApi(signedOutRoutes());
    const user = userEvent.setup({ delay: null });
    renderRoute('/auth');
    const login = await screen.findByRole('form', { name: 'Login' });
    expect(within(login).getByText(/Don't have an account\?/)).toBeInTheDocument();

    await user.click(within(login).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });
});

describe('register form on /auth', () => {
  async function openRegister() {
    const user = userEvent.setup({ delay: null });
    const result = renderRoute('/auth?tab=register');
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    return { user, ...result };
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'secret1') {
    await user.type(screen.getByLabelText('Account name'), 'Capitol Watch');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: /States, 0 selected/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Texas' }));
    await user.keyboard('{Escape}');
  }

  it('shows every SPEC message for an empty form', async () => {
    fakeApi(signedOutRoutes());
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    for (const message of [
      'Account name is required',
      'Invalid email address',
      'First name is required',
      'Last name is required',
      'Username must be at least 3 characters',
      'Password must be at least 6 characters',
      'Confirm your password',
      'Select at least one state',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('says "Passwords don\'t match"', async () => {
    fakeApi(signedOutRoutes());
    const { user } = await openRegister();
    await fill(user, 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  it('sends the payload without confirmPassword, shows "Creating Account..." and welcomes', async () => {
    const reply = deferred<Response>();
    const fetchMock = fakeApi({ ...signedInRoutes(), 'POST /api/auth/register': () => reply.promise });
    const { user, router } = await openRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(screen.getByLabelText('Account name')).toBeDisabled();

    reply.resolve(json(testUserReply(), 201));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/auth/register'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      accountName: 'Capitol Watch',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada',
      password: 'secret1',
      stateCodes: ['TX'],
    });
  });

  it('shows "Registration failed" with the server message', async () => {
    fakeApi({
      ...signedOutRoutes(),
      'POST /api/auth/register': () => json({ message: 'That username is already taken', code: 'CONFLICT' }, 409),
    });
    const { user } = await openRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('That username is already taken')).toBeInTheDocument();
  });
});

describe('login dialog on the landing page', () => {
  it('opens on Log in, 425px wide, and after login closes and goes to /dashboard', async () => {
    fakeApi({ ...signedOutRoutes(), 'POST /api/auth/login': testUserReply() });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });

    await user.click(within(screen.getByRole('banner')).getAllByRole('button', { name: 'Log in' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.className).toContain('sm:max-w-[425px]');
    expect(within(dialog).getByRole('heading', { name: 'Login to your account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Register' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Register' }));
    expect(within(dialog).getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Login' }));

    fakeApi({ ...signedInRoutes(), 'POST /api/auth/login': testUserReply() });
    await user.type(within(dialog).getByLabelText('Username'), 'demo');
    await user.type(within(dialog).getByLabelText('Password'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog', { name: 'Login to your account' })).not.toBeInTheDocument();
  });
});
