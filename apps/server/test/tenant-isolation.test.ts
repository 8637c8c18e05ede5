import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver } from './alert-receivers';
import { addMember, registerAccount, type SignedIn } from './factories/accounts';
import {
  holdsAccountData,
  type IsolationSeed,
  rowsOfSeed,
  SEED_SECRET,
  SEED_WORD,
  type SeedIds,
  schemaTables,
  seedAccountData,
  seedPublicRows,
  seedSteps,
  snapshotOfSeed,
} from './isolation-seed';
import { buildSampleTestApp, type SampleTestApp } from './sample-database';

/**
 * Account B holds team data of every kind (isolation-seed.ts). Signed in as account A, the test
 * - reads, as A's admin, every GET that names nothing of B's before and after B's data exists, and expects the same replies
 *   (so no list, count or public page of A's shows B's data, whatever form it takes);
 * - calls every operation of the OpenAPI document, as A's admin and as A's analyst, with B's ids wherever an id fits (path, query and body) and
 *   expects no reply to hold anything of B's, every call naming B's items to be refused, and B's rows unchanged.
 * One app and one database for the file; a new operation or table makes it fail until it is given B's values.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Operation = {
  operationId: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
};

/**
 * Public by design, not called: signing in, up and out and the password flows (they act on the caller's own
 * session or take no account), the public site's forms, and the invitation links (a token, not an id).
 */
const publicByDesign = new Set([
  'login',
  'register',
  'logout',
  'changePassword',
  'requestPasswordReset',
  'resetPassword',
  'getInvitation',
  'acceptInvitation',
  'subscribeNewsletter',
  'createDemoRequest',
  'inviteReferrals',
  // The ICS feed is read by calendar apps without a session: its name is a secret token, not an id of B's.
  'getCalendarFeedIcs',
  // The portal's public branding and the portal visitors' and guests' own sign-in and sign-out (decision 077):
  // they take no account session; what a portal or guest session reads is probed by portal-isolation.test.ts.
  'getPortalInfo',
  'getPortalLogo',
  'portalAuth',
  'portalLogout',
  'guestAuth',
  'guestLogout',
  // A guest's adding calls (decision 084) answer a guest session only (401 to any app session): portal-isolation
  // probes them with a guest holding B's shared tag against B's other tags and C's.
  'addGuestTagBills',
  'uploadGuestTrackList',
  // A clip is shared by its link (decision 070): its uuid is the secret, and the share page works signed out.
  'getCommitteeVideoClip',
  'downloadCommitteeVideoClip',
]);

/** Reply fields that change with the clock, not with the data: the server's uptime, a measured latency, "now". */
const clockFields = new Set(['uptimeSeconds', 'latencyMs', 'asOf']);

/** A reply as compared before and after B's data arrived: parsed JSON without the clock's fields. */
function comparable(status: number, body: string): unknown {
  try {
    return { status, json: JSON.parse(body, (key, value) => (clockFields.has(key) ? undefined : value)) };
  } catch {
    return { status, body };
  }
}

/** What a stream sends within `ms`, then the stream is closed. */
async function readFor(stream: NodeJS.ReadableStream & { destroy: () => void }, ms: number): Promise<string> {
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  await new Promise((resolve) => setTimeout(resolve, ms));
  stream.destroy();
  return text;
}

/** A value of B for a path parameter, and whether it names B's own data (then the call must be refused). */
type PathValue = { value: string | number | undefined; owned: boolean };

/** Path parameters by path and name; the first match wins. Public ids are those B's data hangs on. */
function pathValue(ids: Partial<SeedIds>, route: string, name: string): PathValue {
  const owned = (value: string | number | undefined) => ({ value, owned: true });
  const open = (value: string | number | undefined) => ({ value, owned: false });
  if (name === 'userId') return owned(ids.memberUserId);
  if (route.startsWith('/api/users/')) return owned(ids.memberUserId);
  if (route.startsWith('/api/tags/sections/')) return open(ids.sectionId);
  if (route.startsWith('/api/tags/bills/')) return open(ids.billId);
  if (route.startsWith('/api/tags/share/')) return owned(ids.tagShareId);
  if (route.startsWith('/api/tags/')) return owned(ids.tagId);
  if (route.startsWith('/api/bill-positions/')) return owned(ids.positionId);
  if (route.startsWith('/api/portal/feedback/')) return owned(ids.portalFeedbackId);
  if (route.startsWith('/api/portal/bills/')) return open(ids.billId);
  if (route.startsWith('/api/guests/')) return owned(ids.guestId);
  if (route.startsWith('/api/remarks/')) return owned(ids.remarkId);
  if (route.startsWith('/api/webhooks/')) return owned(ids.webhookId);
  if (route.startsWith('/api/invitations/{id}')) return owned(ids.invitationId);
  if (route.startsWith('/api/tasks/') && name !== 'billId') return owned(ids.taskId);
  if (route.startsWith('/api/teams/')) return owned(ids.teamId);
  if (route.startsWith('/api/analysts/')) return owned(ids.memberUserId);
  if (route.startsWith('/api/issues/')) return owned(ids.issueId);
  if (route.startsWith('/api/calendar-events/user/')) return owned(ids.calendarEventId);
  if (route.startsWith('/api/calendar-feeds/')) return owned(ids.calendarFeedId);
  if (route.startsWith('/api/staff/')) return owned(ids.staffId);
  if (route === '/api/relationships/{id}') return owned(ids.relationshipId);
  if (route.startsWith('/api/companies/')) return owned(ids.companyId);
  if (route.startsWith('/api/prospects/')) return owned(ids.prospectId);
  if (route.startsWith('/api/account-company-summary/')) return owned(ids.companyId);
  if (route.startsWith('/api/ai-reports/')) return owned(ids.aiReportId);
  if (route.startsWith('/api/bills/comparison-ai/')) return owned(ids.comparisonId);
  if (route.startsWith('/api/committees/')) return open(ids.committeeId);
  if (route.startsWith('/api/committee-videos/{id}')) return open(ids.hearingId);
  if (route.startsWith('/api/lobbyists/')) return open(ids.lobbyistId);
  if (route.startsWith('/api/advocate-management/lobbyists/')) return owned(ids.advocateUserId);
  if (route.startsWith('/api/advocate-management/testimonies/')) {
    return owned(name === 'fileId' ? ids.advocateTestimonyFileId : ids.advocateTestimonyId);
  }
  switch (name) {
    case 'folderId':
      return owned(ids.folderId);
    case 'fileId':
      return owned(ids.fileId);
    case 'documentId':
      return owned(ids.supportingDocumentId);
    case 'runId':
      return owned(ids.reportRunId);
    case 'scheduledReportId':
      return owned(ids.scheduledReportId);
    case 'companyId':
      return owned(ids.companyId);
    case 'memberId':
      return open(ids.legislatorId);
    case 'billId':
    case 'masterBillId':
      return open(ids.billId);
    case 'billTagId':
      return owned(ids.autoTrackedBillTagId);
    case 'versionId':
      return open(ids.billVersionId);
    case 'voteId':
      return open(ids.voteId);
    case 'statutoryCode':
      return open(ids.statuteCode);
    case 'reference':
      return open('29.001');
  }
  if (route.startsWith('/api/bills/')) return open(ids.billId);
  if (route.startsWith('/api/members/') || route.startsWith('/api/member-images/')) return open(ids.legislatorId);
  if (route.startsWith('/api/statutes/')) return open(ids.sectionId);
  if (route.startsWith('/api/regs/')) return open(ids.regulationSectionId);
  if (route.startsWith('/api/firms/')) return open(1);
  throw new Error(`no value of B for {${name}} in ${route}: add one to pathValue`);
}

/** Query parameters by name: B's ids, and the seed's word for every search. Unknown optional ones stay out. */
function queryValue(ids: Partial<SeedIds>, route: string, name: string): string | undefined {
  // The tagged section's kind; elsewhere (remarks) every kind is searched.
  if (name === 'kind') return route.startsWith('/api/tags/sections/') ? 'statute' : undefined;
  if (name === 'code') return route.startsWith('/api/regs/') ? ids.regulationCode : ids.statuteCode;
  const values: Record<string, string | number | undefined> = {
    accountId: ids.accountId,
    portal: ids.portalKey,
    billId: ids.billId,
    billIds: ids.billId,
    advocateId: ids.advocateUserId,
    masterBillId: ids.billId,
    committeeId: ids.committeeId,
    lobbyistId: ids.lobbyistId,
    companyId: ids.companyId,
    masterCompanyId: ids.companyId,
    rerankCompanyId: ids.companyId,
    tagId: ids.tagId,
    tagIds: ids.tagId,
    teamId: ids.teamId,
    userIds: ids.memberUserId,
    folderId: ids.folderId,
    memberId: ids.legislatorId,
    memberIds: ids.legislatorId,
    billVersionId: ids.billVersionId,
    stateCode: 'TX',
    stateCodes: 'TX',
    state: 'TX',
    sessionCode: '892',
    session: '892',
    includeUserEvents: 'true',
    includeAccountEvents: 'true',
    includeHistory: 'true',
    trackedOnly: 'true',
    search: SEED_WORD,
    searchTerm: SEED_WORD,
    q: SEED_WORD,
    term: SEED_WORD,
    query: SEED_WORD,
    // Search the bills' texts too, for the seed's word.
    textSearch: 'true',
    companySearch: SEED_WORD,
  };
  const value = values[name];
  return value === undefined ? undefined : String(value);
}

/** The query parameters that name B's own data (a reply to them may differ once B's data exists). */
const ownedQueryParameters = new Set([
  'accountId',
  'advocateId',
  'portal',
  'companyId',
  'masterCompanyId',
  'rerankCompanyId',
  'tagId',
  'tagIds',
  'teamId',
  'userIds',
  'folderId',
]);

type Probe = { method: Method; route: string; operation: Operation; what: string };

/** Every operation of the document except those public by design. */
function probesOf(document: { paths: Record<string, Record<string, Operation>> }): Probe[] {
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => !publicByDesign.has(operation.operationId))
      .map(([methodName, operation]) => {
        const method = methodName.toUpperCase() as Method;
        return { method, route, operation, what: `${method} ${route} (${operation.operationId})` };
      }),
  );
}

/** The URL of a probe with `ids` in its path and query; undefined when `ids` lacks a value it needs. */
function urlOf(ids: Partial<SeedIds>, probe: Probe): { url: string; owned: boolean; filtersByB: boolean } | undefined {
  let owned = false;
  let filtersByB = false;
  let missing = false;
  const path = probe.route.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const { value, owned: isOwned } = pathValue(ids, probe.route, name);
    owned ||= isOwned;
    missing ||= value === undefined;
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const parameter of probe.operation.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    const value = queryValue(ids, probe.route, parameter.name);
    if (value !== undefined) query.set(parameter.name, value);
    else if (ownedQueryParameters.has(parameter.name) || !parameter.required) continue;
    else throw new Error(`${probe.what}: no value for query ${parameter.name}: add one to queryValue`);
    // A filter naming B's data may answer an empty list (nothing A sees matches) rather than refuse.
    if (ownedQueryParameters.has(parameter.name)) filtersByB = true;
  }
  if (missing) return undefined;
  return { url: query.size > 0 ? `${path}?${query}` : path, owned, filtersByB };
}

/** A write's body naming B's data, and whether it does (then the call must be refused). */
type Write = { body?: InjectOptions['payload']; owned: boolean };

/** Bodies for every write that takes one, by operationId. */
function writeBodies(ids: SeedIds, seed: IsolationSeed): Record<string, Write> {
  const owned = (body: InjectOptions['payload']) => ({ body, owned: true });
  const open = (body: InjectOptions['payload']) => ({ body, owned: false });
  const probe = 'Probe from A';
  const uploadForm = () => {
    const form = new FormData();
    form.append('folderId', String(ids.folderId));
    form.append('files', new Blob(['probe'], { type: 'text/plain' }), 'probe.txt');
    return form;
  };
  const taskFileForm = () => {
    const form = new FormData();
    form.append('file', new Blob(['probe'], { type: 'text/plain' }), 'probe.txt');
    return form;
  };
  // Not media: refused with a 400 before anything is stored.
  const recordingForm = () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ stateCode: 'TX', title: probe, startsAt: '2025-03-04T09:00:00Z' })) {
      form.append(key, value);
    }
    form.append('media', new Blob(['probe'], { type: 'video/mp4' }), 'probe.mp4');
    return form;
  };
  const trackListForm = () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ state: 'TX', session: '892', dryRun: 'false', tagId: ids.tagId })) {
      form.append(key, String(value));
    }
    form.append('file', new Blob(['HB 1'], { type: 'text/csv' }), 'list.csv');
    return form;
  };
  // A's own portal's logo (a 1x1 PNG): the logo is kept per account, so it can name nothing of B's.
  const logoForm = () => {
    const form = new FormData();
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    form.append('file', new Blob([new Uint8Array(Buffer.from(png, 'base64'))], { type: 'image/png' }), 'logo.png');
    return form;
  };
  const summarizeForm = () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([`${probe}. A short description of an organization.`], { type: 'text/plain' }),
      'a.txt',
    );
    return form;
  };
  const schedule = {
    name: probe,
    kind: 'bill',
    parameters: { selection: { by: 'tags', tagIds: [ids.tagId] } },
    format: 'pdf',
    frequency: 'weekly',
    dayOfWeek: 1,
    timeOfDay: '08:00',
    timeZone: 'America/Chicago',
    recipients: ['probe@example.org'],
  };
  return {
    updateUsername: owned({ username: seed.member.username }),
    selectAccount: owned({ accountId: ids.accountId }),
    updateAccountSeats: open({ seats: 5 }),
    updateAccountUserRole: owned({ role: 'analyst' }),
    updateAccountUserStatus: owned({ status: 'disabled' }),
    updateAccountUserTrackedActivity: owned({ stateCodes: ['TX'], emailDigest: 'daily' }),
    adminResetPassword: owned({ method: 'temporary-password', password: 'taken-over-1' }),
    inviteAnalyst: open({ email: 'probe-analyst@example.org' }),
    inviteFullUser: open({ email: 'probe-user@example.org' }),
    inviteAdvocate: open({ email: 'probe-advocate@example.org', stateCodes: ['TX'] }),
    createAdvocateTestimony: open({ billId: ids.billId, position: 'against', statement: probe }),
    updateAdvocateTestimony: owned({ statement: probe }),
    attachAdvocateTestimonyFile: owned(
      (() => {
        const form = new FormData();
        form.append('file', new Blob(['probe'], { type: 'text/plain' }), 'probe.txt');
        return form;
      })(),
    ),
    updateUserSettings: open({ theme: 'light' }),
    // Marks the caller's own notifications among the ids and answers how many (0 here): B's stay unread.
    markNotificationsAsRead: open({ notificationIds: [ids.notificationId] }),
    compareBills: open({ left: { billId: ids.billId }, right: { billId: 'TX-892-SB-1' } }),
    createTag: open({ name: probe, billIds: [ids.billId] }),
    updateTag: owned({ name: probe, description: probe }),
    tagBills: owned({ tagIds: [ids.tagId], billIds: ['TX-892-HB-2'], action: 'add' }),
    tagSection: owned({ tagIds: [ids.tagId], kind: 'statute', sectionId: ids.sectionId, action: 'remove' }),
    shareTag: owned({ tagId: ids.personalTagId, targetType: 'user', targetId: ids.memberUserId, access: 'edit' }),
    bulkTrackedBills: owned({ action: 'untag', billIds: [ids.billId], tagIds: [ids.tagId] }),
    uploadTrackList: owned(trackListForm()),
    removeTrackedBill: owned({ bill: ids.billId, tagId: ids.tagId }),
    setBillPosition: owned({ billId: ids.billId, tagId: ids.tagId, position: 'support', note: probe }),
    createBillRemark: open({ billId: ids.billId, body: probe }),
    createAccountRemark: open({ billId: ids.billId, body: probe }),
    createPersonalRemark: open({ billId: ids.billId, body: probe }),
    updateRemark: owned({ body: probe }),
    saveBillAlert: open({ billId: ids.billId, enabled: false }),
    bulkSaveBillAlerts: open({ billIds: [ids.billId], enabled: false }),
    saveCommitteeAlert: open({ committeeId: ids.committeeId, enabled: false }),
    saveLobbyistAlert: open({ lobbyistId: ids.lobbyistId, enabled: false }),
    createWebhook: open({ name: probe, url: 'https://hooks.example.org/probe' }),
    updateWebhook: owned({ name: probe, enabled: false }),
    shareByEmail: owned({ to: ['probe@example.org'], kind: 'tag', tagId: ids.tagId, note: probe }),
    createCalendarUserEvent: open({ title: probe, startTime: '2025-08-25T15:00:00Z', billId: ids.billId }),
    updateCalendarUserEvent: owned({ title: probe }),
    createCalendarFeed: owned({ kind: 'tag', tagId: ids.tagId }),
    prefetchMemberImages: open({ memberIds: [ids.legislatorId] }),
    createStaff: open({ stateCode: 'TX', memberId: ids.legislatorId, name: probe }),
    updateStaff: owned({ name: probe, notes: probe }),
    setBillTickSheetEntry: open({ stance: 'yes', note: probe }),
    createRelationship: owned({ staffId: ids.staffId, userId: ids.memberUserId, notes: probe }),
    updateRelationship: owned({ strength: 1, notes: probe }),
    createCompany: open({ name: probe }),
    createAccountLobbyist: owned({ name: probe, companyId: ids.companyId }),
    createProspect: owned({ name: probe, companyId: ids.companyId }),
    updateProspect: owned({ status: 'lost', notes: probe }),
    saveAccountCompanySummary: owned({ companyId: ids.companyId, position: 'ally', priority: 'low', notes: probe }),
    createStorageFolder: owned({ name: probe, parentId: ids.folderId }),
    renameStorageFolder: owned({ name: probe }),
    uploadStorageFiles: owned(uploadForm()),
    renameStorageFile: owned({ name: 'probe.pdf' }),
    moveStorageFile: owned({ folderId: ids.folderId }),
    attachSupportingDocument: owned({ fileId: ids.fileId, title: probe }),
    askBillQuestion: open({ billId: ids.billId, question: SEED_WORD }),
    askStatuteQuestion: open({ statuteId: ids.sectionId, question: SEED_WORD }),
    askRegulationQuestion: open({ regId: ids.regulationSectionId, question: SEED_WORD }),
    chat: open({ message: SEED_WORD }),
    queryVideoChat: open({ videoId: ids.hearingId, question: SEED_WORD }),
    createCommitteeVideoClip: open({ videoId: ids.hearingId, start: 0, end: 2, title: probe }),
    reportMissingLive: open({ report: `${probe}: a hearing is missing` }),
    addHearingRecording: open(recordingForm()),
    gatherContext: open({ query: SEED_WORD, billId: ids.billId }),
    requestMissingParams: open({ request: SEED_WORD }),
    summarizeText: open({ text: 'A short text to summarize. It has two sentences.' }),
    createAiReport: open({ template: 'bill-summary', parameters: { bill: 'HB 1', state: 'TX' } }),
    setBillCompanyTickSheetEntry: owned({ position: 'support', note: probe }),
    getBillReport: owned({ selection: { by: 'tags', tagIds: [ids.tagId] }, preview: true }),
    getVoteReport: owned({ selection: { by: 'tags', tagIds: [ids.tagId] }, preview: true }),
    getTrackedActivityReport: owned({ tagIds: [ids.tagId], preview: true }),
    downloadTrackedBills: owned({ selection: { by: 'tags', tagIds: [ids.tagId] }, format: 'csv' }),
    reportAdvancedSearch: open({ searchTerm: SEED_WORD, rerankCompanyId: ids.companyId }),
    saveReportSettings: owned({ organizationName: probe, logoFileId: ids.fileId }),
    updateReportSettings: owned({ logoFileId: ids.fileId }),
    scheduleReport: owned(schedule),
    updatePortalSettings: owned({ portalKey: ids.portalKey, name: probe, sharedTagIds: [ids.tagId] }),
    uploadPortalLogo: open(logoForm()),
    submitPortalFeedback: open({ position: 'support', impact: 3, comment: probe }),
    inviteGuest: owned({ email: 'probe-guest@example.org', scope: { tagIds: [ids.tagId] } }),
    saveInitSetupKeywords: open({ keywords: [probe] }),
    saveInitSetupSubjects: open({ subjects: [15] }),
    saveInitSetupTags: open({ tags: [probe] }),
    updateInitSetupEntity: owned({ entity: { organization: probe, companies: [ids.companyId] } }),
    completeInitSetup: open({ startAutoTracking: false }),
    summarizeSetupDocument: open(summarizeForm()),
    approveAutoTrackedBill: owned({ tagId: ids.tagId }),
    rejectAutoTrackedBill: open({ reason: probe }),
    setAutoTrackStates: open({ states: ['TX'] }),
    setAutoTrackCompanies: owned({ companies: [ids.companyId] }),
    createTask: owned({ title: probe, assigneeUserId: ids.memberUserId, billIds: [ids.billId] }),
    updateTask: owned({ status: 'done', title: probe }),
    createTaskNote: owned({ body: probe }),
    uploadTaskFile: owned(taskFileForm()),
    setBillOwner: owned({ ownerUserId: ids.memberUserId }),
    setTaskRule: open({ kind: 'chamber_passed_review', enabled: false }),
    createTeam: owned({ name: probe, userIds: [ids.memberUserId] }),
    updateTeam: owned({ name: probe }),
    addTeamMembers: owned({ userIds: [ids.memberUserId] }),
    addAnalyst: open({
      username: 'probe_analyst',
      email: 'probe-analyst-added@example.org',
      firstName: 'Probe',
      lastName: 'Analyst',
      password: 'probe-password-1',
    }),
    sendNewAnalyst: owned({ userId: ids.memberUserId }),
    createIssue: open({ title: probe, issueType: 'bug' }),
    createFeatureRequest: open({ title: probe }),
    updateIssue: owned({ body: probe, status: 'closed' }),
  };
}

describe('tenant isolation: account A neither sees nor changes account B’s team data', () => {
  let testApp: SampleTestApp;
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let seed: IsolationSeed;
  let adminA: SignedIn;
  /** A member of A with the narrowest rights: role checks and portal queries take other paths for them. */
  let analystA: SignedIn;
  let probes: Probe[];
  /** A's replies to the GETs that name nothing of B, taken before B's data existed. */
  const before = new Map<string, { status: number; body: string }>();

  /** Fails when `body` holds anything of B's. */
  const expectNoLeak = (body: string, what: string) => {
    for (const leak of seed.leaks) {
      expect
        .soft(body.toLowerCase().includes(leak.toLowerCase()), `${what} leaked "${leak}": ${body.slice(0, 400)}`)
        .toBe(false);
    }
  };
  const as = (who: SignedIn, method: Method, url: string, payload?: InjectOptions['payload'], isStream = false) =>
    testApp.app.inject({
      method,
      url,
      // A live stream never ends: it is read with a replay of everything (Last-Event-ID 0), then hung up.
      headers: { cookie: who.cookie, ...(isStream ? { 'last-event-id': '0' } : {}) },
      payload,
      payloadAsStream: isStream,
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'statehouse-isolation-'));
    // A mail server, so that the calls that mail (sharing, invitations) run to their account checks.
    smtp = await startSmtpReceiver();
    testApp = await buildSampleTestApp({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
    const publicIds = await seedPublicRows(testApp.app);
    adminA = await registerAccount(testApp.app, { accountName: 'Probe Company', stateCodes: ['TX'] });
    analystA = await addMember(testApp.app, { accountId: adminA.accountId, role: 'analyst', stateCodes: ['TX'] });
    probes = probesOf((await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
    for (const probe of probes) {
      const request = probe.method === 'GET' && !probe.route.endsWith('/stream') ? urlOf(publicIds, probe) : undefined;
      if (!request || request.owned || request.filtersByB) continue;
      const response = await as(adminA, 'GET', request.url);
      before.set(request.url, { status: response.statusCode, body: response.body });
    }
    seed = await seedAccountData(testApp.app, publicIds);
  }, 180_000);
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds every table that holds account or user data, with rows for B in each', async () => {
    const seeded = new Set(seedSteps.flatMap((step) => step.tables).map((table) => getTableConfig(table).name));
    const unseeded = schemaTables()
      .filter(holdsAccountData)
      .map((table) => getTableConfig(table).name)
      .filter((name) => !seeded.has(name));
    expect(unseeded, 'tables with account data that no step of isolation-seed.ts fills').toEqual([]);
    for (const step of seedSteps) {
      for (const table of step.tables) {
        const rows = await rowsOfSeed(testApp.app.db, table, seed);
        expect(rows.length, `${getTableConfig(table).name} (${step.kind}) has no rows of B`).toBeGreaterThan(0);
      }
    }
  });

  it('a GET naming nothing of B answers A as it did before B’s data existed', async () => {
    expect(before.size).toBeGreaterThan(100);
    for (const [url, earlier] of before) {
      const response = await as(adminA, 'GET', url);
      expect
        .soft(comparable(response.statusCode, response.body), `GET ${url}`)
        .toEqual(comparable(earlier.status, earlier.body));
    }
  });

  it('every operation answers A’s admin and analyst without anything of B, refuses B’s ids, and leaves B’s rows as they were', async () => {
    const rowsBefore = await snapshotOfSeed(testApp.app.db, seed);
    const unused = new Set(Object.keys(writeBodies(seed.ids, seed)));
    const invalid: string[] = [];

    for (const [role, prober] of [
      ['admin', adminA],
      ['analyst', analystA],
    ] as const) {
      // Made afresh for each caller: a multipart body is read once.
      const bodies = writeBodies(seed.ids, seed);
      for (const probe of probes) {
        const { method, operation } = probe;
        const what = `${probe.what} as A's ${role}`;
        const request = urlOf(seed.ids, probe);
        if (!request) throw new Error(`${what}: a path value of B is missing`);
        let { owned } = request;
        let payload: InjectOptions['payload'];
        if (operation.requestBody !== undefined || method !== 'GET') {
          const write = bodies[operation.operationId];
          unused.delete(operation.operationId);
          if (write) {
            payload = write.body;
            owned ||= write.owned;
          } else if (operation.requestBody !== undefined) {
            throw new Error(`${what} takes a body: add one naming B's data to writeBodies`);
          }
        }
        const isStream = probe.route.endsWith('/stream');
        const response = await as(prober, method, request.url, payload, isStream);
        const body = isStream ? await readFor(response.stream(), 300) : response.body;
        expectNoLeak(body, what);
        expect.soft(response.statusCode, `${what}: ${body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode === 400 && body.includes('VALIDATION_FAILED')) invalid.push(`${what}: ${body}`);
        if (owned) {
          // Refused by the service (a refusal by the schema is caught above as proving nothing): a read as not
          // found or forbidden; a write may also say why it cannot use B's item (400, 409).
          const refusals = method === 'GET' ? [403, 404] : [400, 403, 404, 409];
          expect.soft(refusals, `${what} with B's ids: ${body.slice(0, 300)}`).toContain(response.statusCode);
        }
      }
    }

    expect(probes.length).toBeGreaterThan(200);
    expect(invalid, 'probes the schema refused (they prove nothing): fix their values').toEqual([]);
    expect([...unused], 'bodies for operations the document no longer has').toEqual([]);
    expect(await snapshotOfSeed(testApp.app.db, seed)).toEqual(rowsBefore);
  });

  it('after the probes, A still works in its own account and B’s own views still show B’s data', async () => {
    expect((await as(adminA, 'GET', '/api/auth/me')).json().SelectedAccountId).toBe(adminA.accountId);
    const call = (url: string) =>
      testApp.app.inject({ method: 'GET', url, headers: { cookie: seed.owner.cookie } }).then((reply) => reply.body);
    expect(await call('/api/tags')).toContain(SEED_SECRET);
    expect(await call(`/api/remarks/bill?billId=${seed.ids.billId}`)).toContain(SEED_SECRET);
    expect(await call(`/api/user-storage/files?folderId=${seed.ids.folderId}`)).toContain(seed.ids.fileId);
    expect(await call('/api/accounts/users')).toContain(seed.member.username);
  });
});
