import type { Readiness } from '@statehouse/shared/status/status.schemas';
import { configure, screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { LoadingDataBanner } from './loading-data-banner';

// The machine is shared: give queries time to settle under load.
configure({ asyncUtilTimeout: 8000 });

const loading = (step: string, stepPercent: number, percent: number): Readiness => ({
  ready: false,
  loading: {
    task: 'sample',
    state: 'loading',
    step,
    stepPercent,
    percent,
    startedAt: '2026-12-06T18:00:00.000Z',
    message: `Loading the sample data: ${step} ${stepPercent}%.`,
  },
});

describe('LoadingDataBanner', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what is loading and how far while a first start loads, and goes once it is done', async () => {
    // GET /api/status/ready answers 503 while loading (the readiness probe), 200 once done.
    const replies = [json(loading('bills', 60, 3), 503), json({ ready: true, loading: null }, 200)];
    fakeApi({ 'GET /api/status/ready': () => replies.shift() ?? json({ ready: true, loading: null }) });
    renderWithRouter(<LoadingDataBanner />);
    const banner = await screen.findByText(/^Loading the sample data: bills 60%\./);
    expect(banner).toHaveTextContent(
      'Loading the sample data: bills 60%. Search results may be incomplete until it finishes. (3% of the whole load)',
    );
    // Asked again every 2 s while loading: the next answer says it is done.
    await waitFor(() => expect(screen.queryByText(/Loading the sample data/)).not.toBeInTheDocument());
  });

  it('shows nothing when everything is loaded', async () => {
    const fetchMock = fakeApi({ 'GET /api/status/ready': { ready: true, loading: null } });
    renderWithRouter(<LoadingDataBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText(/Loading the sample data/)).not.toBeInTheDocument();
  });
});
