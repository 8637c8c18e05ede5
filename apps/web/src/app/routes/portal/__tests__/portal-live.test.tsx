import type { GuestMe } from '@statehouse/shared/guest/guest.schemas';
import type { PortalInfo, PortalTrackedActivity } from '@statehouse/shared/portal/portal.schemas';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '@/testing/fake-api';
import { FakeEventSource } from '@/testing/fake-event-source';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });

/** A server event on the portal's or guests' live stream, inside act: the page refetches or signs out. */
const send = (stream: FakeEventSource, name: string) => act(() => stream.serverSends(name, '{}'));

const info = (signedIn: boolean): PortalInfo => ({
  portalKey: 'live',
  name: 'Live Coalition',
  primaryColor: '#1d4ed8',
  accentColor: '#f59e0b',
  welcomeText: '',
  accessMode: 'code',
  signedIn,
  visitorName: signedIn ? 'Cleo Client' : null,
  logoUrl: null,
});
const bill = (id: string, identifier: string, lastActionText: string) => ({
  id,
  identifier,
  title: `${identifier} title`,
  stateCode: 'TX',
  status: 1,
  lastActionDate: '2025-09-01',
  lastActionText,
  nextHearing: null,
});

describe('the portal and the guest area follow the account’s changes without a reload', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refetches the shared bills when the portal’s stream says something changed, and shows the sign-in once access ends', async () => {
    let activity: PortalTrackedActivity = { items: [bill('TX-892-HB-1', 'HB 1', 'Referred to committee')] };
    let signedIn = true;
    fakeApi({
      'GET /api/portal/info': () => info(signedIn),
      'GET /api/portal/tracked-activity': () => (signedIn ? activity : json({ message: 'Please sign in' }, 401)),
    });
    renderRoute('/?portal=live', { set: 'portal' });
    const list = await screen.findByRole('list', { name: 'Shared bills' });
    expect(list).toHaveTextContent('Referred to committee');
    const stream = FakeEventSource.instances.at(-1)!;
    expect(stream.url).toContain('/api/portal/stream');
    expect(stream.init).toEqual({ withCredentials: true });

    activity = {
      items: [bill('TX-892-HB-1', 'HB 1', 'Passed the House'), bill('TX-892-HB-2', 'HB 2', 'Filed')],
    };
    send(stream, 'ready');
    send(stream, 'change');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Shared bills' })).toHaveTextContent('Passed the House'),
    );
    expect(screen.getByRole('list', { name: 'Shared bills' })).toHaveTextContent('HB 2');

    signedIn = false;
    send(stream, 'revoked');
    expect(await screen.findByText('Sign in to see the shared bills')).toBeInTheDocument();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens no stream for a visitor who may not read the portal', async () => {
    fakeApi({ 'GET /api/portal/info': info(false) });
    renderRoute('/?portal=live', { set: 'portal' });
    expect(await screen.findByText('Sign in to see the shared bills')).toBeInTheDocument();
    expect(FakeEventSource.instances.filter((source) => source.url.includes('/api/portal/stream'))).toEqual([]);
  });

  it('refetches the guest’s shared tags on a change, and sends the guest to the sign-in when revoked', async () => {
    let revoked = false;
    let bills = [bill('TX-892-HB-1', 'HB 1', 'Referred to committee')];
    const me: GuestMe = {
      email: 'gus@example.org',
      name: 'Gus Guest',
      accountName: 'Acme Advocacy',
      scope: { tagIds: [3], members: false, relationships: false, tasks: false, uploadTrackList: false },
    };
    fakeApi({
      'GET /api/guest/me': () => (revoked ? json({ message: 'Please sign in as a guest to continue.' }, 401) : me),
      'GET /api/guest/shared-tags': () => ({ items: [{ id: 3, name: 'Coalition list', color: '#2563eb', bills }] }),
    });
    const { router } = renderRoute('/guest-shared-tags');
    expect(await screen.findByRole('list', { name: 'Bills of Coalition list' })).toHaveTextContent('HB 1');
    const stream = FakeEventSource.instances.find((source) => source.url.includes('/api/guest/stream'))!;
    expect(stream).toBeDefined();

    bills = [...bills, bill('TX-892-SB-1', 'SB 1', 'Filed')];
    send(stream, 'change');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Bills of Coalition list' })).toHaveTextContent('SB 1'),
    );

    revoked = true;
    send(stream, 'revoked');
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest-login'));
  });
});
