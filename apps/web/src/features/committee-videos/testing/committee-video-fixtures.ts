import type {
  CommitteeVideoClip,
  CommitteeVideoDetail,
  TranscriptSegment,
} from '@statehouse/shared/committee-videos/committee-videos.schemas';

export const transcriptLines: TranscriptSegment[] = [
  { id: 1, startMs: 0, endMs: 3000, text: 'The committee will come to order.', speaker: 'Chair' },
  { id: 2, startMs: 3000, endMs: 6000, text: 'We now take up House Bill 1 on property tax relief.', speaker: null },
  { id: 3, startMs: 6000, endMs: 9000, text: 'The bill is reported favorably.', speaker: null },
];

export const hearingDetail = (overrides: Partial<CommitteeVideoDetail> = {}): CommitteeVideoDetail => ({
  id: 7,
  title: 'House Ways and Means: property tax relief',
  stateCode: 'TX',
  sessionCode: '892',
  chamber: 'lower',
  committee: { id: 'tx-ways', name: 'Ways and Means' },
  startsAt: '2025-03-04T15:00:00.000Z',
  durationSeconds: 9,
  media: 'video',
  transcriptStatus: 'done',
  segmentCount: 3,
  mentionCount: 1,
  sourceUrl: null,
  mediaUrl: '/api/committee-videos/7/media',
  mediaType: 'video/mp4',
  canClip: true,
  transcriptMessage: null,
  calendarEventId: null,
  segments: transcriptLines,
  mentions: [{ id: 1, billId: 'TX-892-HB-1', identifier: 'HB 1', startMs: 3500, quote: 'House Bill 1', section: '3' }],
  ...overrides,
});

export const sharedClip = (overrides: Partial<CommitteeVideoClip> = {}): CommitteeVideoClip => ({
  uuid: '2b1e6a40-1111-4000-8000-000000000001',
  videoId: 7,
  title: 'HB 1 taken up',
  startMs: 3000,
  endMs: 9000,
  media: 'video',
  mediaUrl: '/api/committee-videos/clip/2b1e6a40-1111-4000-8000-000000000001/download',
  sharePath: '/TX/videos/share/2b1e6a40-1111-4000-8000-000000000001',
  stateCode: 'TX',
  hearingTitle: 'House Ways and Means: property tax relief',
  committee: 'Ways and Means',
  hearingStartsAt: '2025-03-04T15:00:00.000Z',
  transcript: [{ id: 2, startMs: 0, endMs: 3000, text: 'We now take up House Bill 1.', speaker: null }],
  createdAt: '2025-03-05T10:00:00.000Z',
  ...overrides,
});
