import type { TrackListUploadReply } from '@statehouse/shared/tracking/track-list.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { TrackListUpload } from './track-list-upload';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const preview: TrackListUploadReply = {
  state: 'TX',
  session: '892',
  sessionName: '89th Legislature, 2nd Called Session',
  dryRun: true,
  rows: [
    {
      row: 2,
      text: 'H.B. 1',
      status: 'matched',
      bill: { id: 'TX-892-HB-1', identifier: 'HB 1', title: 'Youth camps' },
      reason: null,
      message: null,
    },
    {
      row: 3,
      text: 'XB 9',
      status: 'unmatched',
      bill: null,
      reason: 'unknown_type',
      message: 'TX has no bill type "XB".',
    },
  ],
  matched: 1,
  unmatched: 1,
  bills: 1,
  tag: null,
};

describe('TrackListUpload', { timeout: 20_000 }, () => {
  it('previews the chosen file, then confirms into a new tag and links to the tracked bills', async () => {
    const sent: Record<string, string>[] = [];
    const fetchMock = fakeApi({
      'POST /api/track-lists/upload': async () => {
        const form = fetchMock.mock.calls.at(-1)?.[1]?.body as FormData;
        const fields = Object.fromEntries(
          [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : (value as File).name]),
        );
        sent.push(fields);
        return fields.dryRun === 'true'
          ? preview
          : { ...preview, dryRun: false, tag: { id: 42, name: fields.tagName, added: 1 } };
      },
    });
    const user = userEvent.setup();
    renderWithRouter(
      <TrackListUpload
        stateOptions={[{ id: 'TX', name: 'Texas' }]}
        sessionsFor={() => [{ id: '892', name: '89th Legislature, 2nd Called Session', isDefault: true }]}
        defaultState="TX"
        defaultSession="892"
        tags={[]}
      />,
    );
    await user.upload(
      screen.getByLabelText(/Drop a CSV or Excel file here/),
      new File(['H.B. 1\nXB 9'], 'list.csv', { type: 'text/csv' }),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'TX HB 1' })).toHaveAttribute('href', '/bills/TX-892-HB-1');
    expect(within(table).getByText('Unknown bill type')).toBeInTheDocument();
    expect(within(table).getByText('TX has no bill type "XB".')).toBeInTheDocument();
    expect(sent[0]).toEqual({ state: 'TX', session: '892', dryRun: 'true', file: 'list.csv' });

    const track = screen.getByRole('button', { name: 'Track 1 bill' });
    expect(track).toBeDisabled();
    await user.type(screen.getByLabelText('New tag name'), 'Priorities');
    await user.click(track);
    expect(await screen.findByText(/Tagged 1 bill with/)).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ dryRun: 'false', tagName: 'Priorities' });
    expect(screen.getByRole('link', { name: 'See them in Tracked Bills' })).toHaveAttribute(
      'href',
      '/track-bills?tagIds=42',
    );
  });

  it('offers a CSV template', () => {
    renderWithRouter(
      <TrackListUpload
        stateOptions={[{ id: 'TX', name: 'Texas' }]}
        sessionsFor={() => []}
        defaultState="TX"
        defaultSession={undefined}
        tags={[]}
      />,
    );
    const template = screen.getByRole('link', { name: 'CSV template' });
    expect(template).toHaveAttribute('download', 'track-list-template.csv');
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain('Bill,Note');
  });
});
