import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('applies the data-fetching defaults', () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(defaults.queries).toMatchObject({
      staleTime: 60_000,
      gcTime: 300_000,
      retry: 1,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('fetches the first query key element as the URL, with the second as query parameters', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('{"status":"ok"}', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);

    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/status', { verbose: true }] });

    expect(data).toEqual({ status: 'ok' });
    const url = new URL(String(fetchMock.mock.lastCall?.[0]));
    expect(url.pathname).toBe('/api/status');
    expect(url.searchParams.get('verbose')).toBe('true');
    vi.unstubAllGlobals();
  });
});
