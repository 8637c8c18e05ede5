import { dataSources } from '@statehouse/shared/reference/data-sources';
import type { SourceFreshness } from '@statehouse/shared/status/status.schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataSourceList } from './data-source-list';
import { freshnessOf, timeAgo } from './freshness';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

const row = (overrides: Partial<SourceFreshness>): SourceFreshness => ({
  source: 'openstates-bills',
  lastRunAt: hoursAgo(3),
  lastSuccessAt: hoursAgo(3),
  status: 'succeeded',
  records: 1200,
  skipped: 0,
  lastError: null,
  ...overrides,
});

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('DataSourceList', () => {
  it('credits every source with its licence and shows when each was imported', () => {
    render(
      <DataSourceList
        sources={dataSources}
        freshness={[
          row({ source: 'openstates-bills', records: 3056, skipped: 4 }),
          row({ source: 'legiscan-csv', status: 'sample', lastRunAt: hoursAgo(26) }),
          row({ source: 'fec', status: 'failed', lastError: 'file missing' }),
        ]}
      />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(dataSources.length);

    const openStates = cardOf('Open States scraper bill data');
    expect(openStates).toHaveTextContent('Imported 3 hours ago · 3,056 records, 4 skipped');
    expect(within(openStates).getByText('TX')).toHaveAttribute('title', 'Texas');

    const legiscan = cardOf('LegiScan datasets');
    expect(legiscan).toHaveTextContent('Sample built yesterday');
    expect(within(legiscan).getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(legiscan).toHaveTextContent('Data from LegiScan (https://legiscan.com), licensed under CC BY 4.0.');

    expect(cardOf('FEC electronic filings')).toHaveTextContent('Last run failed 3 hours ago');
    expect(cardOf('Code of Federal Regulations')).toHaveTextContent('Not imported on this server');
    expect(cardOf('LegiScan API (live sync)')).toHaveTextContent('Not scheduled on this server (needs an API key)');
  });

  it('filters by area and keeps licences visible when the status fails', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<DataSourceList sources={dataSources} freshness={undefined} isError onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('The import status could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Campaign finance' }));
    expect(screen.getByRole('button', { name: 'Campaign finance' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'source-mn-cfb',
      'source-fec',
    ]);
    expect(cardOf('FEC electronic filings')).toHaveTextContent('Import status unavailable');
  });

  it('shows placeholders while the status loads', () => {
    render(<DataSourceList sources={dataSources.slice(0, 2)} freshness={undefined} />);
    expect(screen.getAllByLabelText('Loading import status')).toHaveLength(2);
  });
});

describe('freshnessOf', () => {
  it('sums the per-state rows of a live connector and keeps the newest run', () => {
    const merged = freshnessOf('openstates-api', [
      row({ source: 'openstates-api:TX', records: 10, lastRunAt: '2026-11-20T10:00:00Z' }),
      row({ source: 'openstates-api:NY', records: 5, lastRunAt: '2026-11-21T10:00:00Z', status: 'failed' }),
      row({ source: 'openstates-bills', records: 99 }),
    ]);
    expect(merged).toMatchObject({ records: 15, status: 'failed', states: ['TX', 'NY'] });
    expect(freshnessOf('congress', [])).toBeNull();
  });

  it('says how long ago in words', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(timeAgo('2026-11-22T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-15T12:00:00Z', now)).toBe('last week');
  });
});
