import type { CommitteeVideoSummary } from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { configure, screen, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { hearingDetail } from '../testing/committee-video-fixtures';
import { BillHearings } from './bill-hearings';

configure({ asyncUtilTimeout: 5000 });

const {
  sourceUrl: _sourceUrl,
  mediaUrl: _mediaUrl,
  mediaType: _mediaType,
  canClip: _canClip,
  transcriptMessage: _transcriptMessage,
  calendarEventId: _calendarEventId,
  segments: _segments,
  mentions,
  ...summary
} = hearingDetail();

const named: CommitteeVideoSummary = {
  ...summary,
  billMentions: [
    ...mentions,
    { id: 2, billId: 'TX-892-HB-1', identifier: 'HB 1', startMs: null, quote: 'H.B. 1 as amended', section: null },
  ],
};

describe('BillHearings', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the hearings that name the bill, each quote linked to its second in the recording', async () => {
    const fetchMock = fakeApi({
      'GET /api/committee-videos': () => ({ data: [named], total: 1, page: 1, pageSize: 100 }),
    });
    renderWithRouter(<BillHearings billId="TX-892-HB-1" />, { path: '/bills/TX-892-HB-1' });
    const title = await screen.findByRole('link', { name: 'House Ways and Means: property tax relief' });
    expect(title).toHaveAttribute('href', '/tools/committee-videos/7');
    const item = title.closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Ways and Means');
    expect(item).toHaveTextContent('House Bill 1');
    expect(
      within(item).getByRole('link', { name: 'Play House Ways and Means: property tax relief from 0:03' }),
    ).toHaveAttribute('href', '/tools/committee-videos/7?t=3');
    // An untimed mention (a stenographer's transcript) opens the hearing without a moment.
    expect(within(item).getByRole('link', { name: /Open the transcript of/ })).toHaveAttribute(
      'href',
      '/tools/committee-videos/7',
    );
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(asked.searchParams.get('billId')).toBe('TX-892-HB-1');
  });

  it('says no hearing names the bill and points to the committee videos', async () => {
    fakeApi({ 'GET /api/committee-videos': () => ({ data: [], total: 0, page: 1, pageSize: 100 }) });
    renderWithRouter(<BillHearings billId="TX-892-HB-1" />, { path: '/bills/TX-892-HB-1' });
    expect(await screen.findByText('No hearing names this bill')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Committee videos' })).toHaveAttribute('href', '/tools/committee-videos');
  });
});
