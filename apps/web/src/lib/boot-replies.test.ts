// The module keeps what it read from the page, so each test loads a fresh copy after putting its page in place.
const fetchMock = vi.fn<typeof fetch>();

async function pageWith(replies: Record<string, { status: number; body: unknown }>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'boot-replies';
  element.textContent = JSON.stringify(replies);
  document.body.appendChild(element);
  vi.resetModules();
  return import('./api-client');
}

const user = { id: 7, username: 'ana' };

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response('{"from":"network"}', { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('boot-replies')?.remove();
});

describe('replies carried in the page', () => {
  it('answers the first GET of each URL from the page, then fetches, and takes the data block out of the page', async () => {
    const { api } = await pageWith({
      '/api/auth/me': { status: 200, body: user },
      '/api/sessions?stateCode=TX': { status: 200, body: { items: [{ id: '892' }] } },
    });
    await expect(api.get('/api/auth/me')).resolves.toEqual(user);
    await expect(api.get('/api/sessions', { params: { stateCode: 'TX' } })).resolves.toEqual({
      items: [{ id: '892' }],
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('boot-replies')).toBeNull();

    await expect(api.get('/api/auth/me')).resolves.toEqual({ from: 'network' });
    await expect(api.get('/api/sessions', { params: { stateCode: 'MI' } })).resolves.toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives a carried 401 the same outcome as a fetched one', async () => {
    const { api } = await pageWith({ '/api/auth/me': { status: 401, body: { message: 'Sign in first' } } });
    await expect(api.get('/api/auth/me', { on401: 'returnNull' })).resolves.toBeNull();
    const again = await pageWith({ '/api/auth/me': { status: 401, body: { message: 'Sign in first' } } });
    const error = await again.api.get('/api/auth/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(again.ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Sign in first' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets every carried reply once a call changes something (signing in, saving settings)', async () => {
    const { api } = await pageWith({
      '/api/auth/me': { status: 401, body: null },
      '/api/user-settings': { status: 200, body: { theme: 'dark' } },
    });
    await api.post('/api/auth/login', { username: 'ana', password: 'secret' });
    await expect(api.get('/api/auth/me')).resolves.toEqual({ from: 'network' });
    await expect(api.get('/api/user-settings')).resolves.toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not answer a call that carries a portal, which the page never carries', async () => {
    window.history.replaceState({}, '', '/bills?portal=acme');
    try {
      const { api } = await pageWith({ '/api/auth/me': { status: 200, body: user } });
      await expect(api.get('/api/auth/me')).resolves.toEqual({ from: 'network' });
    } finally {
      window.history.replaceState({}, '', '/');
    }
  });

  it('says whether the page carries replies, so the first render can wait for them', async () => {
    await pageWith({ '/api/auth/me': { status: 401, body: null } });
    expect((await import('./boot-replies')).pageCarriesReplies()).toBe(true);
    document.getElementById('boot-replies')?.remove();
    vi.resetModules();
    expect((await import('./boot-replies')).pageCarriesReplies()).toBe(false);
  });

  it('fetches everything when the page carries nothing usable', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'boot-replies';
    element.textContent = '{not json';
    document.body.appendChild(element);
    vi.resetModules();
    const { api } = await import('./api-client');
    await expect(api.get('/api/auth/me')).resolves.toEqual({ from: 'network' });
  });
});
