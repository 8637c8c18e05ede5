import type { BillListResponse, BillSummary, VoteDetail, VoteEvent } from '@statehouse/shared/bills/bills.schemas';

export const billSummary = (overrides: Partial<BillSummary> = {}): BillSummary => ({
  id: 'TX-892-HB-1',
  stateCode: 'TX',
  sessionCode: '892',
  sessionName: '89th Legislature, 2nd Called Session (2025)',
  billType: 'HB',
  billNumber: '1',
  identifier: 'HB 1',
  title: 'Relating to youth camp emergency plans and preparedness; authorizing penalties.',
  abstract: null,
  fromChamber: 'lower',
  status: 4,
  statusLabel: 'Passed',
  statusDate: '2025-09-05',
  progress: [
    { status: 1, date: '2025-08-18' },
    { status: 2, date: '2025-08-22' },
    { status: 4, date: '2025-09-05' },
  ],
  subjects: [15, 22],
  firstActionDate: '2025-08-15',
  lastActionDate: '2025-09-05',
  lastActionText: 'Effective immediately',
  primarySponsors: [
    {
      name: 'Darby',
      personId: 'ocd-person/1',
      classification: 'primary',
      isPrimary: true,
      party: 'R',
      chamber: 'lower',
      district: '72',
    },
  ],
  snippet: null,
  rank: null,
  ...overrides,
});

export const billList = (items: BillSummary[], overrides: Partial<BillListResponse> = {}): BillListResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  estimated: false,
  facets: {
    state: [{ value: 'TX', label: 'Texas', count: items.length }],
    session: [{ value: '892', label: 'TX 89th Legislature, 2nd Called Session (2025)', count: items.length }],
    type: [{ value: 'HB', label: 'House Bill', count: items.length }],
    status: [{ value: '4', label: 'Passed', count: items.length }],
    subject: [
      { value: '60', label: 'Taxation', count: 7 },
      { value: '15', label: 'Emergency Management', count: 3 },
    ],
    party: [{ value: 'R', label: 'Republican', count: items.length }],
  },
  ...overrides,
});

export const voteEvent = (overrides: Partial<VoteEvent> = {}): VoteEvent => ({
  id: 'CO-251-SB-2~abc',
  billId: 'CO-251-SB-2',
  motion: 'Third reading',
  motionClassification: ['passage'],
  date: '2025-08-24',
  chamber: 'lower',
  organizationName: null,
  result: 'pass',
  yesCount: 2,
  noCount: 1,
  otherCount: 1,
  counts: { yes: 2, no: 1, excused: 1 },
  sources: [],
  ...overrides,
});

export const voteDetail = (overrides: Partial<VoteDetail> = {}): VoteDetail => ({
  ...voteEvent(),
  bill: { id: 'CO-251-SB-2', identifier: 'SB 2', title: 'Property tax relief', stateCode: 'CO', sessionCode: '251' },
  votes: [
    { voterName: 'Bacon', personId: 'ocd-person/bacon', option: 'yes', party: 'D', chamber: 'lower', district: '7' },
    { voterName: 'Bird', personId: null, option: 'yes', party: null, chamber: null, district: null },
    {
      voterName: 'Bottoms',
      personId: 'ocd-person/bottoms',
      option: 'no',
      party: 'R',
      chamber: 'lower',
      district: '15',
    },
    {
      voterName: 'Brown',
      personId: 'ocd-person/brown',
      option: 'excused',
      party: 'D',
      chamber: 'lower',
      district: '9',
    },
  ],
  partyBreakdown: [
    { party: 'D', partyName: 'Democratic', yes: 1, no: 0, other: 1, total: 2 },
    { party: 'R', partyName: 'Republican', yes: 0, no: 1, other: 0, total: 1 },
    { party: 'Unknown', partyName: 'Unknown', yes: 1, no: 0, other: 0, total: 1 },
  ],
  ...overrides,
});
