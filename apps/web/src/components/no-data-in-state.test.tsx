import type { DataCoverage } from '@statehouse/shared/status/status.schemas';
import { configure, screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { coverageLink, NoDataInState, statesWithKind } from './no-data-in-state';

// The machine is shared: give queries time to settle under load.
configure({ asyncUtilTimeout: 5000 });

/** The sample's coverage as GET /api/status/coverage reports it (counts from the shipped sample). */
const sampleCoverage = (): DataCoverage => ({
  sample: true,
  kinds: [
    { kind: 'bills', states: [{ stateCode: 'TX', count: 692, from: null, to: null }] },
    { kind: 'billTexts', states: [{ stateCode: 'TX', count: 692, from: null, to: null }] },
    {
      kind: 'rollCalls',
      states: [
        { stateCode: 'MI', count: 657, from: '2025-01-08', to: '2025-12-18' },
        { stateCode: 'NY', count: 591, from: '2023-01-04', to: '2024-06-08' },
        { stateCode: 'SD', count: 552, from: '2024-01-10', to: '2024-03-25' },
        { stateCode: 'IL', count: 436, from: '2023-01-11', to: '2024-05-25' },
        { stateCode: 'US', count: 8, from: '2023-03-01', to: '2024-01-18' },
      ],
    },
    {
      kind: 'hearings',
      states: [
        { stateCode: 'SD', count: 224, from: '2024-01-11', to: '2024-03-04' },
        { stateCode: 'NY', count: 34, from: '1993-03-10', to: '2021-12-31' },
      ],
    },
    { kind: 'lobbying', states: [{ stateCode: 'SD', count: 8387, from: '2019', to: '2024' }] },
    {
      kind: 'campaignFinance',
      states: [
        { stateCode: 'MN', count: 7561, from: '2024', to: '2025' },
        { stateCode: 'US', count: 2445, from: '2024', to: '2024' },
      ],
    },
    { kind: 'statutes', states: [] },
    { kind: 'regulations', states: [] },
  ],
});

describe('NoDataInState', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a state has no roll calls in the sample and links to the state with the most', async () => {
    fakeApi({ 'GET /api/status/coverage': sampleCoverage() });
    renderWithRouter(
      <NoDataInState kind="rollCalls" stateCode="TX">
        <p>No roll calls are recorded for this bill.</p>
      </NoDataInState>,
    );
    expect(
      await screen.findByText('No roll calls in the sample for Texas; see Michigan', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('The roll calls in the sample are from Michigan, New York, South Dakota and 2 more.'));
    expect(screen.getByRole('link', { name: 'See Michigan' })).toHaveAttribute('href', '/bills?stateCode=MI');
    expect(screen.queryByText('No roll calls are recorded for this bill.')).toBeNull();
  });

  it("keeps the screen's own message when the state has data of the kind (the item has none)", async () => {
    const fetchMock = fakeApi({ 'GET /api/status/coverage': sampleCoverage() });
    renderWithRouter(
      <NoDataInState kind="rollCalls" stateCode="SD">
        <p>No roll calls are recorded for this bill.</p>
      </NoDataInState>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByText('No roll calls are recorded for this bill.')).toBeInTheDocument();
    expect(screen.queryByText(/in the sample for/)).toBeNull();
  });

  it('names the hearings by date on the calendar, and says "in this database" when the data is not the sample', async () => {
    fakeApi({ 'GET /api/status/coverage': { ...sampleCoverage(), sample: false } });
    renderWithRouter(
      <NoDataInState kind="hearings" stateCode="TX">
        <p>No hearings this month.</p>
      </NoDataInState>,
    );
    expect(await screen.findByText('No hearings in this database for Texas; see South Dakota')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See South Dakota' })).toHaveAttribute(
      'href',
      '/calendar?states=SD&date=2024-01-11',
    );
  });

  it('puts the states before the federal data and leaves out nothing a state has', () => {
    const coverage = sampleCoverage();
    expect(statesWithKind(coverage, 'campaignFinance', 'TX')?.map((state) => state.stateCode)).toEqual(['MN', 'US']);
    expect(statesWithKind(coverage, 'campaignFinance', 'MN')).toBeNull();
    expect(statesWithKind(undefined, 'rollCalls', 'TX')).toBeNull();
    expect(coverageLink('lobbying', { stateCode: 'SD', count: 1, from: null, to: null })).toBe('/lobby?state=SD');
    expect(coverageLink('campaignFinance', { stateCode: 'MN', count: 1, from: null, to: null })).toBe(
      '/campaign-finance?stateCode=MN',
    );
  });
});
