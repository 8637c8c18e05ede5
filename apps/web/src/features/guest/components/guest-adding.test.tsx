import type { GuestMe, GuestSharedTags } from '@statehouse/shared/guest/guest.schemas';
import type { TrackListUploadReply } from '@statehouse/shared/tracking/track-list.schemas';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, testSession } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { GuestAreaGate } from './guest-scope';
import { GuestTrackBills } from './guest-track-bills';
import { GuestTrackListUpload } from './guest-track-list-upload';

configure({ asyncUtilTimeout: 5000 });

const me = (uploadTrackList: boolean): GuestMe => ({
  email: 'gus@example.org',
  name: 'Gus Guest',
  accountName: 'Acme Advocacy',
  scope: { tagIds: [3], members: false, relationships: false, tasks: false, uploadTrackList },
});
const bill = (id: string, identifier: string, title: string) => ({
  id,
  identifier,
  title,
  stateCode: 'TX',
  sessionCode: '892',
  status: 1,
  lastActionDate: null,
  lastActionText: null,
});
const sharedTags: GuestSharedTags = {
  items: [{ id: 3, name: 'Coalition list', color: '#2563eb', bills: [bill('TX-892-HB-1', 'HB 1', 'Youth camps')] }],
};

describe('a guest adding bills to a shared tag', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says adding is not shared, and asks for nothing, when the host has not let the guest add bills', async () => {
    const fetchMock = fakeApi({ 'GET /api/guest/me': me(false), 'GET /api/guest/shared-tags': sharedTags });
    renderWithRouter(
      <GuestAreaGate area="uploadTrackList">
        <GuestTrackBills />
      </GuestAreaGate>,
    );
    expect(await screen.findByText('Adding bills is not shared with you')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/guest/shared-tags'))).toBe(false);
  });

  it('finds bills, marks those already on the tag, and adds the picked ones', async () => {
    const user = userEvent.setup();
    const added: unknown[] = [];
    fakeApi({
      'GET /api/guest/shared-tags': sharedTags,
      'GET /api/guest/bills': ({ url }: { url: URL }) => {
        expect(url.searchParams.get('search')).toBe('camps');
        return { items: [bill('TX-892-HB-1', 'HB 1', 'Youth camps'), bill('TX-892-SB-1', 'SB 1', 'Summer camps')] };
      },
      'POST /api/guest/tag-bills': ({ body }: { body: unknown }) => {
        added.push(body);
        return { tag: { id: 3, name: 'Coalition list' }, added: 1 };
      },
    });
    renderWithRouter(<GuestTrackBills />);
    await user.type(await screen.findByLabelText('Bill number or words'), 'camps');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('list', { name: 'Bills found' });
    expect(found).toHaveTextContent('Already on Coalition list');
    expect(screen.getByRole('checkbox', { name: 'Pick TX HB 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add 0 bills to Coalition list' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Pick TX SB 1' }));
    await user.click(screen.getByRole('button', { name: 'Add 1 bill to Coalition list' }));
    expect(await screen.findByText(/Added 1 bill to Coalition list\./)).toHaveAttribute('role', 'status');
    expect(added).toEqual([{ tagId: 3, billIds: ['TX-892-SB-1'] }]);
  });

  it('shows why adding failed', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/guest/shared-tags': sharedTags,
      'GET /api/guest/bills': { items: [bill('TX-892-SB-1', 'SB 1', 'Summer camps')] },
      'POST /api/guest/tag-bills': () => json({ message: 'That tag is not shared with you' }, 403),
    });
    renderWithRouter(<GuestTrackBills />);
    await user.type(await screen.findByLabelText('Bill number or words'), 'SB 1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Pick TX SB 1' }));
    await user.click(screen.getByRole('button', { name: 'Add 1 bill to Coalition list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That tag is not shared with you');
  });

  it('previews a track list against the chosen session, then adds the matched bills to the shared tag', async () => {
    const user = userEvent.setup();
    const sent: Record<string, string>[] = [];
    const reply = (dryRun: boolean): TrackListUploadReply => ({
      state: 'TX',
      session: '892',
      sessionName: '89th Legislature, 2nd Called Session',
      dryRun,
      rows: [
        {
          row: 2,
          text: 'HB 2',
          status: 'matched',
          bill: { id: 'TX-892-HB-2', identifier: 'HB 2', title: 'Water' },
          reason: null,
          message: null,
        },
        { row: 3, text: 'HB 424242', status: 'unmatched', bill: null, reason: 'not_found', message: 'No HB 424242' },
      ],
      matched: 1,
      unmatched: 1,
      bills: 1,
      tag: dryRun ? null : { id: 3, name: 'Coalition list', added: 1 },
    });
    const fetchMock = fakeApi({
      'GET /api/guest/shared-tags': sharedTags,
      'GET /api/guest/sessions': {
        items: [testSession({ id: '892', name: '89th Legislature, 2nd Called Session', isDefault: true })],
      },
      'POST /api/guest/track-lists/upload': () => {
        const init = fetchMock.mock.calls.at(-1)?.[1];
        const form = init?.body as FormData;
        const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
        sent.push(fields as Record<string, string>);
        return reply(fields.dryRun === 'true');
      },
    });
    renderWithRouter(<GuestTrackListUpload />);
    await user.selectOptions(await screen.findByLabelText('State'), 'TX');
    await waitFor(() => expect(screen.getByLabelText('Session')).toHaveValue('892'));
    await user.upload(
      screen.getByLabelText('Track list file'),
      new File(['Bill\nHB 2\nHB 424242\n'], 'list.csv', { type: 'text/csv' }),
    );
    const rows = await screen.findByRole('list', { name: 'Rows of the track list' });
    expect(rows).toHaveTextContent('HB 2: Water');
    expect(rows).toHaveTextContent('Matched');
    expect(rows).toHaveTextContent('No such bill in this session');
    expect(screen.getByText(/1 of 2 rows matched 1 bill of TX/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add 1 bill to Coalition list' }));
    expect(await screen.findByText(/Added 1 bill to Coalition list\./)).toHaveAttribute('role', 'status');
    expect(sent).toEqual([
      { state: 'TX', session: '892', tagId: '3', dryRun: 'true' },
      { state: 'TX', session: '892', tagId: '3', dryRun: 'false' },
    ]);
  });
});
