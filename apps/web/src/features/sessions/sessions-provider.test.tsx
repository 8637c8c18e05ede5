import type { CurrentUser } from '@statehouse/shared/auth/current-user';
import type { UserSettings } from '@statehouse/shared/users/users.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { sharedKeys } from '@/lib/api/shared-keys';
import { UserContextProvider, type UserContextValue } from '@/lib/current-user';
import { LegislativeProvider, useLegislative } from './sessions-provider';

const user = { id: 7, username: 'ana' } as unknown as CurrentUser;

function withKnownUser(children: ReactNode, stored: UserSettings['legislative']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The user's settings already in the cache at the first render, as when the page carries them (decision 050).
  queryClient.setQueryData(sharedKeys.userSettings, { legislative: stored } as UserSettings);
  queryClient.setQueryData(['/api/sessions', { stateCode: 'AL' }], [{ id: '2025RS', isDefault: true, billCount: 0 }]);
  queryClient.setQueryData(['/api/sessions', { stateCode: 'MI' }], [{ id: '25R', isDefault: true, billCount: 9 }]);
  // The server's choice, not the reference default (89R) nor the first listed: the newest session with bills.
  queryClient.setQueryData(
    ['/api/sessions', { stateCode: 'TX' }],
    [
      { id: '893', isDefault: false, billCount: 0 },
      { id: '892', isDefault: true, billCount: 692 },
      { id: '89R', isDefault: false, billCount: 0 },
    ],
  );
  // A state the server has no sessions for.
  queryClient.setQueryData(['/api/sessions', { stateCode: 'WY' }], []);
  const value = {
    user,
    isAuthenticated: true,
    isLoading: false,
    isFullUser: true,
    allowedStates: [],
    isLoggingOut: false,
  } as unknown as UserContextValue;
  return (
    <QueryClientProvider client={queryClient}>
      <UserContextProvider value={value}>
        <LegislativeProvider>{children}</LegislativeProvider>
      </UserContextProvider>
    </QueryClientProvider>
  );
}

/** A page carrying a state in its URL, as /bills?stateCode=AL does: it adopts it in its first effect. */
function PageWithState({ stateCode }: { stateCode: string }) {
  const { adopt, stateCode: current } = useLegislative();
  useEffect(() => adopt({ stateCode }), [adopt, stateCode]);
  return <p>state {current ?? 'none'}</p>;
}

describe('the app state and session', () => {
  it("keeps the page's state over the stored pick when both are known at the first render", async () => {
    render(withKnownUser(<PageWithState stateCode="AL" />, { stateCode: 'MI', sessionCode: '25R' }));
    expect(await screen.findByText('state AL')).toBeInTheDocument();
    // And it stays: the stored pick does not come back once the settings effect has run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('state AL')).toBeInTheDocument();
  });

  it('starts from the stored pick when the page carries none', async () => {
    function PlainPage() {
      return <p>state {useLegislative().stateCode ?? 'none'}</p>;
    }
    render(withKnownUser(<PlainPage />, { stateCode: 'MI', sessionCode: '25R' }));
    expect(await screen.findByText('state MI')).toBeInTheDocument();
  });

  it('has the stored pick and its session at the first render when the user and settings are known', () => {
    const seen: string[] = [];
    function FirstRender() {
      const { stateCode, sessionCode } = useLegislative();
      seen.push(`${stateCode ?? 'none'} ${sessionCode ?? 'none'}`);
      return null;
    }
    render(withKnownUser(<FirstRender />, { stateCode: 'MI', sessionCode: '25R' }));
    // No render without a state first: the page would draw its loading state, then render again (decision 054).
    expect(seen[0]).toBe('MI 25R');
  });

  it.each([
    { stateCode: 'TX', expected: 'TX 892 loaded 3' },
    { stateCode: 'WY', expected: 'WY none loaded 0' },
  ])(
    'starts $stateCode on the session the server marks default, and none when it lists none',
    ({ stateCode, expected }) => {
      function Current() {
        const { stateCode, sessionCode, sessions, sessionsLoaded } = useLegislative();
        return (
          <p>
            {`${stateCode ?? 'none'} ${sessionCode ?? 'none'} ${sessionsLoaded ? 'loaded' : 'loading'} ${sessions.length}`}
          </p>
        );
      }
      render(withKnownUser(<Current />, { stateCode }));
      expect(screen.getByText(expected)).toBeInTheDocument();
    },
  );
});
