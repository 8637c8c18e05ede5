import type { AdvocateTestimonyDetail } from '@statehouse/shared/advocates/advocates.schemas';

/** A draft testimony as GET /api/advocate-management/testimonies/{id} answers it. */
export function testimonyDetail(overrides: Partial<AdvocateTestimonyDetail> = {}): AdvocateTestimonyDetail {
  return {
    id: 7,
    status: 'draft',
    position: 'for',
    bill: { id: 'TX-892-HB-1', identifier: 'HB 1', title: 'Relating to school finance', stateCode: 'TX' },
    hearing: {
      eventId: 'hearing-1',
      name: 'House Committee on Public Education',
      committeeName: 'Public Education',
      startTime: '2026-12-10T15:00:00Z',
      location: null,
    },
    advocate: { id: 3, name: 'Lee Lobbyist' },
    outcome: null,
    fileCount: 1,
    updatedAt: '2026-12-06T10:00:00.000Z',
    statement: 'We support HB 1.',
    files: [
      {
        id: 11,
        fileName: 'statement.pdf',
        contentType: 'application/pdf',
        sizeBytes: 2048,
        createdAt: '2026-12-06T10:00:00Z',
      },
    ],
    approvedBy: null,
    approvedAt: null,
    filedAt: null,
    submitted: null,
    signInForms: [{ url: 'https://example.org/witness', note: 'Witness registration' }],
    createdAt: '2026-12-06T09:00:00Z',
    ...overrides,
  };
}
