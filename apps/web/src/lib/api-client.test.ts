import { ApiError, api, RequiredParameterError, requireParams, resolveBaseUrl } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function reply(body: string, init: ResponseInit & { json?: boolean } = {}) {
  const headers: Record<string, string> = init.json === false ? {} : { 'content-type': 'application/json' };
  return new Response(body, { status: 200, headers, ...init });
}

function lastCall() {
  const [url, init] = fetchMock.mock.lastCall ?? [];
  return { url: new URL(String(url)), init: init ?? {} };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState({}, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
});

describe('resolveBaseUrl', () => {
  it('uses the build setting first', () => {
    expect(resolveBaseUrl('https://api.statehouse.io/', 'https://app.statehouse.io')).toBe('https://api.statehouse.io');
  });

  it('falls back to the current host', () => {
    expect(resolveBaseUrl(undefined, 'https://app.statehouse.io')).toBe('https://app.statehouse.io');
  });

  it('falls back to the local API server when there is no usable host', () => {
    expect(resolveBaseUrl(undefined, undefined)).toBe('http://localhost:10000');
    expect(resolveBaseUrl(undefined, 'null')).toBe('http://localhost:10000');
  });
});

describe('api', () => {
  it('sends credentials with every call and requests from the current host', async () => {
    fetchMock.mockResolvedValue(reply('{"ok":true}'));

    await expect(api.get('/api/status')).resolves.toEqual({ ok: true });

    const { url, init } = lastCall();
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/api/status');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
  });

  it('encodes query parameters, repeating arrays and skipping empty values', async () => {
    fetchMock.mockResolvedValue(reply('[]'));

    await api.get('/api/bills', { params: { stateCode: 'TX', types: ['HB', 'SB'], page: 2, searchTerm: undefined } });

    const { url } = lastCall();
    expect(url.searchParams.get('stateCode')).toBe('TX');
    expect(url.searchParams.getAll('types')).toEqual(['HB', 'SB']);
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.has('searchTerm')).toBe(false);
  });

  it('appends the portal query parameter to every call when the page selects a portal', async () => {
    window.history.replaceState({}, '', '/?portal=acme');
    fetchMock.mockResolvedValue(reply('{}'));

    await api.post('/api/portal/auth', { code: 'x' });

    expect(lastCall().url.searchParams.get('portal')).toBe('acme');
  });

  it('sends no portal parameter on the main site', async () => {
    fetchMock.mockResolvedValue(reply('{}'));

    await api.get('/api/status');

    expect(lastCall().url.searchParams.has('portal')).toBe(false);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    fetchMock.mockResolvedValue(reply('{"id":1}'));

    await api.patch('/api/teams/1', { name: 'Energy' });

    const { init } = lastCall();
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"name":"Energy"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends form data as is, letting the browser set the multipart boundary', async () => {
    fetchMock.mockResolvedValue(reply('{}'));
    const form = new FormData();
    form.append('folderId', '7');

    await api.post('/api/user-storage/files', form);

    const { init } = lastCall();
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('resolves to null for an empty reply', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(api.delete('/api/bill-positions/3')).resolves.toBeNull();
  });

  it('throws "{status}: {response text}" for a non-OK reply with a text body', async () => {
    fetchMock.mockResolvedValue(reply('Service down for maintenance', { status: 503, json: false }));

    const error = await api.get('/api/status').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '503: Service down for maintenance', status: 503 });
  });

  it('throws "{status}: {status text}" when the reply has no body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500, statusText: 'Internal Server Error' }));

    await expect(api.get('/api/status')).rejects.toThrow('500: Internal Server Error');
  });

  it('uses the message of a JSON error body and keeps status and body', async () => {
    const body = { message: 'Bill not found', error: 'Not Found', details: 'x' };
    fetchMock.mockResolvedValue(reply(JSON.stringify(body), { status: 404 }));

    const error = await api.get('/api/bills/TX-25R-HB-1').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ message: 'Bill not found', status: 404, body });
  });

  it('uses the error field when the JSON body has no message', async () => {
    fetchMock.mockResolvedValue(reply('{"error":"Forbidden"}', { status: 403 }));

    await expect(api.get('/api/accounts')).rejects.toThrow(/^Forbidden$/);
  });

  it('uses the details field when the JSON body has neither message nor error', async () => {
    fetchMock.mockResolvedValue(reply('{"details":"username is taken"}', { status: 409 }));

    await expect(api.post('/api/auth/register', {})).rejects.toThrow(/^username is taken$/);
  });

  it('falls back to "{status}: {text}" when the JSON body is not an object', async () => {
    fetchMock.mockResolvedValue(reply('["a","b"]', { status: 400 }));

    await expect(api.get('/api/bills')).rejects.toThrow('400: ["a","b"]');
  });

  it('throws on a 401 by default', async () => {
    fetchMock.mockResolvedValue(reply('{"message":"Sign in first"}', { status: 401 }));

    await expect(api.get('/api/auth/me')).rejects.toMatchObject({ status: 401, message: 'Sign in first' });
  });

  it('resolves a 401 to null with the returnNull setting', async () => {
    fetchMock.mockResolvedValue(reply('{"message":"Sign in first"}', { status: 401 }));

    await expect(api.get('/api/auth/me', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('still throws other errors with the returnNull setting', async () => {
    fetchMock.mockResolvedValue(reply('{"message":"Boom"}', { status: 500 }));

    await expect(api.get('/api/auth/me', { on401: 'returnNull' })).rejects.toThrow('Boom');
  });
});

describe('requireParams', () => {
  it('returns the arguments when all are present', () => {
    expect(requireParams({ id: 'TX-25R-HB-1', page: 0 })).toEqual({ id: 'TX-25R-HB-1', page: 0 });
  });

  it.each([null, undefined])('names the argument that is %s before any call is made', (value) => {
    expect(() => requireParams({ billId: 'x', id: value })).toThrow(new RequiredParameterError('id').message);
    expect(() => requireParams({ id: value })).toThrow('Required parameter id was null or undefined');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
