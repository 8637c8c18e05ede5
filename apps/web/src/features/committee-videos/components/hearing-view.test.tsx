import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { hearingDetail, sharedClip, transcriptLines } from '../testing/committee-video-fixtures';
import { HearingView } from './hearing-view';
import { SharedClipView } from './shared-clip-view';
import { activeSegmentId } from './transcript-panel';

configure({ asyncUtilTimeout: 5000 });

describe('HearingView', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('seeks the player from a transcript line, marks the line, filters the transcript and links mentions', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/committee-videos/7': () => hearingDetail() });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    renderWithRouter(<HearingView id={7} />, { path: '/tools/committee-videos/7' });
    expect(await screen.findByRole('heading', { level: 1, name: /property tax relief/ })).toBeInTheDocument();
    const player = screen.getByLabelText(/^Recording:/) as HTMLVideoElement;
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    await user.click(within(transcript).getByRole('button', { name: /Play from 0:03/ }));
    expect(player.currentTime).toBe(3);
    expect(
      within(transcript)
        .getByText(/property tax relief/)
        .closest('li'),
    ).toHaveAttribute('aria-current', 'true');
    await user.type(within(transcript).getByLabelText('Search the transcript'), 'favorably');
    expect(within(transcript).getAllByRole('listitem')).toHaveLength(1);
    const bills = screen.getByRole('region', { name: 'Bills named' });
    expect(within(bills).getByRole('link', { name: 'HB 1' })).toHaveAttribute('href', '/bills/TX-892-HB-1');
    expect(bills).toHaveTextContent('§ 3');
    expect(screen.getByRole('link', { name: 'Create clip' })).toHaveAttribute('href', '/tools/video/create-clip/7');
  });

  it('says why a hearing has no transcript yet', async () => {
    fakeApi({
      'GET /api/committee-videos/7': () =>
        hearingDetail({
          segments: [],
          mentions: [],
          transcriptStatus: 'unavailable',
          transcriptMessage: 'pocketsphinx is not installed on this server',
        }),
    });
    renderWithRouter(<HearingView id={7} />, { path: '/tools/committee-videos/7' });
    expect(await screen.findByText('pocketsphinx is not installed on this server')).toBeInTheDocument();
    expect(screen.getByText('Transcriber not installed')).toBeInTheDocument();
  });

  it('finds the line being spoken', () => {
    expect(activeSegmentId(transcriptLines, null)).toBeNull();
    expect(activeSegmentId(transcriptLines, 2999)).toBe(1);
    expect(activeSegmentId(transcriptLines, 6500)).toBe(3);
  });
});

describe('SharedClipView', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('plays a shared clip with its lines, and explains an unknown link', async () => {
    fakeApi({ 'GET /api/committee-videos/clip/2b1e6a40-1111-4000-8000-000000000001': () => sharedClip() });
    renderWithRouter(<SharedClipView clipId="2b1e6a40-1111-4000-8000-000000000001" />, { path: '/TX/videos/share/x' });
    expect(await screen.findByRole('heading', { level: 1, name: 'HB 1 taken up' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Recording:/)).toHaveAttribute('src', sharedClip().mediaUrl);
    expect(screen.getByText('We now take up House Bill 1.')).toBeInTheDocument();
    expect(screen.getByText(/0:03–0:09 of the hearing/)).toBeInTheDocument();
  });
});
