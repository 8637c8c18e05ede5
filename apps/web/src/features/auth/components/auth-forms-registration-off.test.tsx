import { configure, screen, within } from '@testing-library/react';
import { fakeApi, signedOutRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// The build-time switch off (VITE_ENABLE_REGISTRATION=false).
vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/config/env')>();
  return { ...original, env: { ...original.env, enableRegistration: false } };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('with registration switched off', () => {
  it('shows neither the Register tab nor the "Register" switch, even when asked for the register tab', async () => {
    fakeApi(signedOutRoutes());
    renderRoute('/auth?tab=register');

    expect(await screen.findByRole('heading', { name: 'Login to your account' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Register' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Login' });
    expect(within(form).queryByText(/Don't have an account\?/)).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
