import type {
  AutoTrackedBillDetail,
  AutoTrackMatch,
  MatchesReply,
} from '@statehouse/shared/autotrack/autotrack.schemas';

/** A match as the API sends it: TX HB 1 on youth camps, for a camps operator. */
export const autoTrackMatch = (overrides: Partial<AutoTrackMatch> = {}): AutoTrackMatch => ({
  id: 1,
  billId: 'TX-892-HB-1',
  identifier: 'HB 1',
  stateCode: 'TX',
  title: 'Relating to youth camp emergency plans and preparedness; authorizing penalties.',
  lastActionDate: '2025-08-20',
  score: 82,
  priority: 'high',
  impact: 'medium',
  outcome: 'pending',
  rejectReason: null,
  decidedAt: null,
  createdAt: '2026-12-06T10:00:00.000Z',
  explanation: {
    keywords: [{ keyword: 'youth camp', where: 'title', passage: 'Relating to youth camp emergency plans' }],
    subjects: [{ value: 15, label: 'Emergency Management' }],
    companies: [],
    sections: [],
    similarTracked: [],
    rejectedPenalty: null,
    summary: 'Matched keywords “youth camp”; subjects Emergency Management',
  },
  ...overrides,
});

export const matchesReply = (data: AutoTrackMatch[]): MatchesReply => ({
  data,
  total: data.length,
  page: 1,
  pageSize: 25,
  counts: { pending: data.length, approved: 0, rejected: 0 },
});

/** GET /api/autotracked-bills/{billId}: a match whose every signal fired, not yet tracked. */
export const autoTrackedBillDetail = (overrides: Partial<AutoTrackMatch> = {}): AutoTrackedBillDetail => ({
  match: autoTrackMatch({
    explanation: {
      keywords: [
        {
          keyword: 'youth camp',
          where: 'text',
          passage: '…each youth camp shall adopt an emergency plan approved by the department…',
        },
      ],
      subjects: [
        { value: 15, label: 'Emergency Management' },
        { value: 8, label: 'Children and Youth', keyword: 'youth camp' },
      ],
      companies: [{ id: 7, name: 'Camp Mystic', passage: '…a camp operated by Camp Mystic on the Guadalupe River…' }],
      sections: [{ code: 'TX Health & Safety Code', section: '141.0035', kind: 'amends' }],
      similarTracked: [{ billId: 'TX-89R-SB-1', identifier: 'SB 1', similarity: 0.31 }],
      rejectedPenalty: {
        billId: 'TX-89R-HB-9',
        identifier: 'HB 9',
        similarity: 0.27,
        reason: 'Not our camps',
      },
      summary: 'Matched keywords “youth camp”; subjects Emergency Management; names Camp Mystic',
    },
    ...overrides,
  }),
  tracked: [],
});
