import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, signedInRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { mockPhoneViewport } from '@/testing/render-with-router';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the state and session picker on phones', () => {
  mockPhoneViewport();

  it('opens from a compact top-bar button and switches state and session', async () => {
    fakeApi(signedInRoutes());
    const user = userEvent.setup({ delay: null });
    renderRoute('/dashboard');

    // The compact button is the phone control; the inline picker is not in the top bar at all.
    const button = await screen.findByRole('button', { name: 'State and session (TX)' });
    expect(
      within(screen.getAllByRole('banner')[0] as HTMLElement).queryByRole('combobox', { name: 'State' }),
    ).toBeNull();
    await user.click(button);
    const popover = await screen.findByRole('dialog', { name: 'State and session' });

    const state = within(popover).getByRole('combobox', { name: 'State' });
    const session = within(popover).getByRole('combobox', { name: 'Session' });
    expect(state).toHaveValue('TX');
    await waitFor(() => expect(session).toHaveValue('89R'));

    await user.selectOptions(session, '891');
    expect(session).toHaveValue('891');

    await user.selectOptions(state, 'CA');
    await waitFor(() => expect(within(popover).getByRole('combobox', { name: 'Session' })).toHaveValue('25R'));
    expect(screen.getByRole('button', { name: 'State and session (CA)' })).toBeInTheDocument();

    await user.selectOptions(within(popover).getByRole('combobox', { name: 'State' }), 'ALL');
    expect(await screen.findByRole('button', { name: 'State and session (All states)' })).toBeInTheDocument();
  });
});
