import { eq, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { selectRows } from '../src/db/sql';
import { addMember, registerAccount, type SignedIn } from './factories/accounts';
import { makePdf } from './factories/files';

/**
 * The team data of one account, of every kind, for tenant-isolation.test.ts: another account must neither see
 * nor change any of it. Each step below seeds one kind of data (through the API as the account's members where
 * the API can make it, straight into the tables where only a background job or another account's action can) and
 * names the tables it fills. tenant-isolation.test.ts checks that every table holding account or user data is
 * filled by a step, so a new table (and the calls that serve it) joins the isolation test by adding its step here.
 */

/** In every text the seed writes (names, notes, bodies, e-mail addresses): a reply holding it leaked the seed. */
export const SEED_SECRET = 'k7q';
/** The word the seed's texts start with, used as the search term of every search the probes make. */
export const SEED_WORD = 'Quagga';
const text = (kind: string) => `${SEED_WORD} ${kind} ${SEED_SECRET}`;

/** Public rows the seed's data hangs on: known before the seed, and no account's own. */
export type PublicIds = {
  /** The public bill the seed tracks, takes a position on, remarks on and attaches a file to. */
  billId: string;
  billVersionId: number;
  voteId: string;
  /** A public legislator the seed records a relationship, a tick-sheet stance and staff for. */
  legislatorId: string;
  committeeId: string;
  lobbyistId: number;
  /** A statute section and a regulation section the seed tags and asks the AI about. */
  sectionId: number;
  regulationSectionId: number;
  statuteCode: string;
  regulationCode: string;
  /** A public hearing ahead that takes up the bill: the seed's advocate testimony is for it. */
  hearingEventId: string;
  /** A public recorded hearing (transcript, no media) the seed clips and asks the video chat about. */
  hearingId: number;
};

/** The ids of what the seed made, by kind, with the public ones it hangs on. */
export type SeedIds = PublicIds & {
  accountId: number;
  ownerUserId: number;
  memberUserId: number;
  tagId: number;
  personalTagId: number;
  tagShareId: number;
  positionId: number;
  remarkId: number;
  webhookId: number;
  notificationId: number;
  calendarEventId: number;
  calendarFeedId: number;
  staffId: number;
  relationshipId: number;
  companyId: number;
  prospectId: number;
  folderId: number;
  fileId: string;
  supportingDocumentId: number;
  scheduledReportId: number;
  reportRunId: string;
  aiReportId: string;
  comparisonId: string;
  clipUuid: string;
  invitationId: number;
  advocateUserId: number;
  advocateTestimonyId: number;
  advocateTestimonyFileId: number;
  portalKey: string;
  guestId: number;
  portalFeedbackId: number;
  autoTrackedBillTagId: number;
  teamId: number;
  taskId: number;
  issueId: number;
};

export type IsolationSeed = {
  owner: SignedIn & { username: string };
  member: SignedIn & { username: string };
  ids: SeedIds;
  /** Strings no reply to another account may hold: the secret, the seed's uuids, its users' names. */
  leaks: string[];
};

type Context = {
  app: FastifyInstance;
  db: Database;
  owner: SignedIn & { username: string };
  member: SignedIn & { username: string };
  ids: Partial<SeedIds>;
  /** Calls the API as `who` (default: the owner) and returns the JSON reply, failing on any other status. */
  call: <T = Record<string, unknown>>(
    method: InjectOptions['method'],
    url: string,
    payload?: InjectOptions['payload'],
    options?: { status?: number; who?: SignedIn },
  ) => Promise<T>;
};

type SeedStep = {
  /** What kind of team data this is. */
  kind: string;
  /** The tables this step puts rows of the seeded account (or its users) into. */
  tables: PgTable[];
  seed: (context: Context) => Promise<void>;
};

const id = <T>(value: T | undefined, what: string): T => {
  if (value === undefined || value === null) throw new Error(`isolation seed: no ${what}`);
  return value;
};

/** One step per kind of team data; a new kind of account data adds its step (tenant-isolation.test.ts fails until it does). */
export const seedSteps: SeedStep[] = [
  {
    kind: 'account, members and their sessions',
    tables: [schema.accounts, schema.users, schema.accountUsers, schema.userStateSubscriptions, schema.authSessions],
    // Made by seedAccountData before the steps: registration and a second member, both signed in.
    seed: async () => {},
  },
  {
    kind: 'user settings',
    tables: [schema.userSettings],
    seed: async ({ call, member }) => {
      await call('POST', '/api/user-settings', { theme: 'dark' });
      await call('POST', '/api/user-settings', { theme: 'dark' }, { who: member });
    },
  },
  {
    kind: 'invitations and password reset links',
    tables: [schema.invitations, schema.passwordResetTokens],
    seed: async ({ call, member, ids }) => {
      const invitation = await call<{ invitationId: number }>(
        'POST',
        '/api/analysts/invite',
        { email: `invitee-${SEED_SECRET}@quagga.example`, firstName: text('invitee') },
        { status: 201 },
      );
      ids.invitationId = invitation.invitationId;
      await call('POST', `/api/accounts/users/${member.userId}/reset-password`, { method: 'link' });
    },
  },
  {
    kind: 'tags, tag shares and tracked bills',
    tables: [schema.tags, schema.tagShares, schema.tagBills, schema.tagSections],
    seed: async ({ call, member, ids }) => {
      const billId = id(ids.billId, 'bill');
      const tag = await call<{ id: number }>(
        'POST',
        '/api/tags',
        { name: text('tag'), description: text('tag description'), billIds: [billId] },
        { status: 201 },
      );
      ids.tagId = id(tag.id, 'tagId');
      const personal = await call<{ id: number }>(
        'POST',
        '/api/tags',
        { name: text('personal tag'), scope: 'personal', billIds: [billId] },
        { status: 201, who: member },
      );
      ids.personalTagId = id(personal.id, 'personalTagId');
      const share = await call<{ id: number }>(
        'POST',
        '/api/tags/share',
        { tagId: personal.id, targetType: 'user', targetId: ids.ownerUserId, access: 'read' },
        { who: member },
      );
      ids.tagShareId = id(share.id, 'tagShareId');
      for (const [kind, sectionId] of [
        ['statute', ids.sectionId],
        ['regulation', ids.regulationSectionId],
      ] as const) {
        await call('POST', '/api/tags/sections', { tagIds: [tag.id], kind, sectionId });
      }
    },
  },
  {
    kind: 'positions',
    tables: [schema.billPositions, schema.billPositionHistory],
    seed: async ({ call, ids }) => {
      const reply = await call<{ position: { id: number } }>('POST', '/api/bill-positions', {
        billId: ids.billId,
        tagId: ids.tagId,
        position: 'oppose',
        note: text('position note'),
      });
      ids.positionId = id(reply.position?.id, 'positionId');
    },
  },
  {
    kind: 'remarks',
    tables: [schema.remarks],
    seed: async ({ call, member, ids }) => {
      const shared = await call<{ id: number }>(
        'POST',
        '/api/remarks/bill',
        { billId: ids.billId, body: text('bill remark') },
        { status: 201 },
      );
      ids.remarkId = id(shared.id, 'remarkId');
      await call(
        'POST',
        '/api/remarks/bill/account',
        { billId: ids.billId, body: text('account remark') },
        { status: 201 },
      );
      await call(
        'POST',
        '/api/remarks/bill/personal',
        { billId: ids.billId, body: text('personal remark') },
        { status: 201, who: member },
      );
    },
  },
  {
    kind: 'bill, committee and lobbyist alerts',
    tables: [schema.billAlerts, schema.committeeAlerts, schema.lobbyistAlerts],
    seed: async ({ call, ids }) => {
      await call('POST', '/api/bill-alerts', { billId: ids.billId, eventKinds: ['new_action'], channels: ['in_app'] });
      await call('POST', '/api/committee-alerts', { committeeId: ids.committeeId, channels: ['in_app'] });
      await call('POST', '/api/lobbyist-alerts', { lobbyistId: ids.lobbyistId, channels: ['in_app'] });
    },
  },
  {
    kind: 'webhooks, the outbox and notifications',
    tables: [schema.webhooks, schema.outbox, schema.notifications],
    seed: async ({ call, db, ids }) => {
      const { webhook } = await call<{ webhook: { id: number } }>(
        'POST',
        '/api/webhooks',
        { name: text('webhook'), url: `https://hooks.quagga.example/${SEED_SECRET}` },
        { status: 201 },
      );
      ids.webhookId = id(webhook.id, 'webhookId');
      const accountId = id(ids.accountId, 'account');
      // Written by the alert engine, which these tests do not start.
      await db.insert(schema.outbox).values([
        {
          accountId,
          webhookId: webhook.id,
          channel: 'webhook',
          dedupeKey: `isolation-${SEED_SECRET}-webhook`,
          payload: { text: text('webhook message') },
          status: 'dead',
        },
        {
          accountId,
          userId: ids.ownerUserId,
          channel: 'email',
          dedupeKey: `isolation-${SEED_SECRET}-email`,
          payload: { subject: text('mail') },
          status: 'sent',
        },
      ]);
      const [notification] = await db
        .insert(schema.notifications)
        .values({
          accountId,
          userId: id(ids.ownerUserId, 'owner'),
          kind: 'bill_update',
          title: text('notification'),
          body: text('notification body'),
          billId: ids.billId,
        })
        .returning({ id: schema.notifications.id });
      ids.notificationId = id(notification?.id, 'notification');
    },
  },
  {
    kind: 'calendar events and feeds',
    tables: [schema.calendarUserEvents, schema.calendarFeeds],
    seed: async ({ call, member, ids }) => {
      const event = await call<{ id: number }>(
        'POST',
        '/api/calendar-events/user',
        {
          title: text('meeting'),
          description: text('meeting agenda'),
          startTime: '2025-08-25T15:00:00Z',
          scope: 'account',
          stateCode: 'TX',
          billId: ids.billId,
        },
        { status: 201 },
      );
      ids.calendarEventId = id(event.id, 'calendarEventId');
      await call(
        'POST',
        '/api/calendar-events/user',
        { title: text('personal meeting'), startTime: '2025-08-26T15:00:00Z', stateCode: 'TX' },
        { status: 201, who: member },
      );
      const feed = await call<{ id: number }>(
        'POST',
        '/api/calendar-feeds',
        { kind: 'tag', tagId: ids.tagId },
        { status: 201 },
      );
      ids.calendarFeedId = id(feed.id, 'calendarFeedId');
    },
  },
  {
    kind: 'staff and relationships',
    tables: [schema.accountStaff, schema.relationships],
    seed: async ({ call, ids }) => {
      const staff = await call<{ id: number }>(
        'POST',
        '/api/staff',
        { stateCode: 'TX', memberId: ids.legislatorId, name: text('chief of staff'), notes: text('staff notes') },
        { status: 201 },
      );
      ids.staffId = id(staff.id, 'staffId');
      const relationship = await call<{ id: number }>(
        'POST',
        '/api/relationships',
        { memberId: ids.legislatorId, strength: 5, notes: text('relationship notes') },
        { status: 201 },
      );
      ids.relationshipId = id(relationship.id, 'relationshipId');
      await call(
        'POST',
        '/api/relationships',
        { staffId: staff.id, notes: text('staff relationship') },
        { status: 201 },
      );
    },
  },
  {
    kind: 'advocates: testimony, its files and the lobbyist portal views',
    tables: [
      schema.advocateTestimonies,
      schema.advocateTestimonyFiles,
      schema.advocateStateSummaries,
      schema.advocateSummaries,
      schema.advocateHearings,
      schema.advocateViewRefreshes,
    ],
    seed: async ({ app, call, owner, ids }) => {
      const billId = id(ids.billId, 'bill');
      const advocate = await addMember(app, {
        accountId: owner.accountId,
        role: 'lobbyist',
        username: `quagga_${SEED_SECRET}_advocate`,
        stateCodes: ['TX'],
      });
      ids.advocateUserId = advocate.userId;
      await call(
        'POST',
        '/api/tags',
        { name: text('advocate tag'), scope: 'personal', billIds: [billId] },
        {
          status: 201,
          who: advocate,
        },
      );
      const eventId = id(ids.hearingEventId, 'hearing');
      const testimony = await call<{ id: number }>(
        'POST',
        '/api/advocate-management/testimonies',
        { billId, eventId, position: 'for', statement: text('testimony statement') },
        { status: 201, who: advocate },
      );
      ids.advocateTestimonyId = id(testimony.id, 'advocateTestimonyId');
      const form = new FormData();
      form.append(
        'file',
        new Blob([text('testimony file')], { type: 'text/plain' }),
        `${SEED_WORD}-${SEED_SECRET}.txt`,
      );
      const withFile = await call<{ files: { id: number }[] }>(
        'POST',
        `/api/advocate-management/testimonies/${testimony.id}/files`,
        form,
        { status: 201, who: advocate },
      );
      ids.advocateTestimonyFileId = id(withFile.files[0]?.id, 'advocateTestimonyFileId');
      await call('POST', '/api/advocate-management/refresh-existing-cache');
    },
  },
  {
    kind: 'tick sheets',
    tables: [schema.tickSheetEntries],
    seed: async ({ call, ids }) => {
      await call(
        'PUT',
        `/api/bills/${ids.billId}/tick-sheet/${encodeURIComponent(id(ids.legislatorId, 'legislator'))}`,
        {
          stance: 'lean_no',
          note: text('tick sheet note'),
        },
      );
    },
  },
  {
    kind: 'companies, company tick sheets, summaries, prospects and recorded lobbyists',
    tables: [
      schema.companies,
      schema.companyTickSheetEntries,
      schema.accountCompanySummaries,
      schema.prospects,
      schema.accountLobbyists,
    ],
    seed: async ({ call, ids }) => {
      const company = await call<{ id: number }>(
        'POST',
        '/api/companies',
        { name: text('company'), description: text('company description'), keywords: [SEED_SECRET] },
        { status: 201 },
      );
      ids.companyId = id(company.id, 'companyId');
      await call('PUT', `/api/bills/${ids.billId}/company-tick-sheet/${company.id}`, {
        position: 'oppose',
        note: text('company tick sheet note'),
      });
      await call('POST', '/api/account-company-summary', {
        companyId: company.id,
        position: 'opponent',
        priority: 'high',
        notes: text('summary notes'),
      });
      const prospect = await call<{ id: number }>(
        'POST',
        '/api/prospects',
        {
          name: text('prospect'),
          companyId: company.id,
          contactEmail: `prospect-${SEED_SECRET}@quagga.example`,
          notes: text('prospect notes'),
        },
        { status: 201 },
      );
      ids.prospectId = id(prospect.id, 'prospectId');
      await call(
        'POST',
        '/api/lobbyists',
        { name: text('lobbyist'), companyId: company.id, stateCode: 'TX', notes: text('lobbyist notes') },
        { status: 201 },
      );
    },
  },
  {
    kind: 'stored files, folders and supporting documents',
    tables: [schema.storageFolders, schema.storageFiles, schema.billSupportingDocuments],
    seed: async ({ call, ids }) => {
      const folder = await call<{ id: number }>(
        'POST',
        '/api/user-storage/folders',
        { name: text('folder') },
        { status: 201 },
      );
      ids.folderId = id(folder.id, 'folderId');
      const form = new FormData();
      form.append('folderId', String(folder.id));
      const pdf = await makePdf(text('memo text'));
      form.append(
        'files',
        new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
        `${SEED_WORD}-memo-${SEED_SECRET}.pdf`,
      );
      const uploaded = await call<{ data: { id: string }[] }>('POST', '/api/user-storage/files', form, { status: 201 });
      ids.fileId = id(uploaded.data[0]?.id, 'file');
      const document = await call<{ id: number }>(
        'POST',
        `/api/bills/${ids.billId}/supporting-documents`,
        { fileId: ids.fileId, title: text('supporting document') },
        { status: 201 },
      );
      ids.supportingDocumentId = id(document.id, 'supportingDocumentId');
    },
  },
  {
    kind: 'report settings, schedules and runs',
    tables: [schema.reportSettings, schema.scheduledReports, schema.reportRuns],
    seed: async ({ call, ids }) => {
      await call('POST', '/api/report/settings', {
        organizationName: text('organization'),
        footerText: text('footer'),
      });
      const schedule = await call<{ id: number }>(
        'POST',
        '/api/report/schedule',
        {
          name: text('schedule'),
          kind: 'bill',
          parameters: { selection: { by: 'tags', tagIds: [ids.tagId] } },
          format: 'pdf',
          frequency: 'weekly',
          dayOfWeek: 1,
          timeOfDay: '08:00',
          timeZone: 'America/Chicago',
          recipients: [`client-${SEED_SECRET}@quagga.example`],
        },
        { status: 201 },
      );
      ids.scheduledReportId = id(schedule.id, 'scheduledReportId');
      const run = await call<{ run: { id: string } }>('POST', '/api/report/bill-report', {
        selection: { by: 'tags', tagIds: [ids.tagId] },
        title: text('report'),
        format: 'csv',
      });
      ids.reportRunId = id(run.run?.id, 'report run');
    },
  },
  {
    kind: 'the portal, its people, guests, their sessions and codes, what visitors said and the access log',
    tables: [
      schema.portalSettings,
      schema.portalPeople,
      schema.guests,
      schema.externalSignInCodes,
      schema.externalSessions,
      schema.portalFeedback,
      schema.externalAccessLog,
    ],
    seed: async ({ call, db, ids }) => {
      const accountId = id(ids.accountId, 'accountId');
      const portalKey = `quagga-${SEED_SECRET}`;
      await call('PUT', '/api/portal/settings', {
        portalKey,
        name: text('portal'),
        welcomeText: text('welcome'),
        sharedTagIds: [id(ids.tagId, 'tagId')],
        accessMode: 'code',
        people: [{ email: `client-${SEED_SECRET}@quagga.example`, name: text('client') }],
      });
      ids.portalKey = portalKey;
      // The portal's logo lives in the blob store, one per account (a 1x1 PNG).
      const logo = new FormData();
      const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
      logo.append('file', new Blob([new Uint8Array(Buffer.from(png, 'base64'))], { type: 'image/png' }), 'logo.png');
      await call('PUT', '/api/portal/logo', logo);
      const guest = await call<{ id: number }>(
        'POST',
        '/api/guests',
        {
          email: `guest-${SEED_SECRET}@quagga.example`,
          name: text('guest'),
          scope: { tagIds: [ids.tagId], members: true, relationships: true, tasks: true },
        },
        { status: 201 },
      );
      ids.guestId = guest.id;
      // A bill a guest added to a shared tag names the guest, not a user (decision 084).
      const guestTag = await call<{ id: number }>(
        'POST',
        '/api/tags',
        { name: text('guest-added tag') },
        { status: 201 },
      );
      await db.insert(schema.tagBills).values({
        accountId,
        tagId: id(guestTag.id, 'guest-added tag'),
        billId: id(ids.billId, 'bill'),
        trackType: 'manual',
        addedByGuestId: guest.id,
      });
      // A visitor signed in and what they did: straight into the tables (their code arrives by mail).
      const [person] = await db.select().from(schema.portalPeople).where(eq(schema.portalPeople.accountId, accountId));
      const personId = id(person?.id, 'portal person');
      const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
      await db.insert(schema.externalSignInCodes).values({
        accountId,
        kind: 'portal',
        subjectId: personId,
        codeHash: `seed-${SEED_SECRET}`,
        expiresAt: inAWeek,
      });
      await db.insert(schema.externalSessions).values({
        tokenHash: `seed-${SEED_SECRET}`,
        accountId,
        kind: 'portal',
        subjectId: personId,
        visitorName: text('visitor'),
        expiresAt: inAWeek,
      });
      const [feedback] = await db
        .insert(schema.portalFeedback)
        .values({
          accountId,
          billId: id(ids.billId, 'bill'),
          personId,
          authorName: text('client'),
          position: 'oppose',
          impact: 4,
          comment: text('portal comment'),
        })
        .returning({ id: schema.portalFeedback.id });
      ids.portalFeedbackId = id(feedback?.id, 'portal feedback');
      await db.insert(schema.externalAccessLog).values({
        accountId,
        actorType: 'portal',
        actorLabel: text('client'),
        action: 'GET /api/portal/tracked-activity',
      });
    },
  },
  {
    kind: 'AI chats, AI reports and stored bill comparisons',
    tables: [schema.aiChatMessages, schema.aiReports, schema.billComparisons],
    seed: async ({ call, db, ids }) => {
      await call('POST', '/api/ai/bill-question', { billId: ids.billId, question: text('question') });
      await call('POST', '/api/ai/chat', { message: text('chat') });
      await call('POST', '/api/ai/statute-chat', { statuteId: ids.sectionId, question: text('statute question') });
      await call('POST', '/api/ai/reg-chat', { regId: ids.regulationSectionId, question: text('regulation question') });
      // A finished report: the API's report runs in the background and would change its row during the probes.
      const [report] = await db
        .insert(schema.aiReports)
        .values({
          accountId: id(ids.accountId, 'account'),
          userId: ids.ownerUserId,
          template: 'bill-summary',
          parameters: { bill: 'HB 1', state: 'TX', company: text('ai report company') },
          status: 'done',
          output: { title: text('ai report'), sections: [] },
          provider: 'extractive',
          completedAt: new Date(),
        })
        .returning({ id: schema.aiReports.id });
      ids.aiReportId = id(report?.id, 'AI report');
      const comparison = await call<{ id: string }>('POST', '/api/bills/comparison', {
        left: { billId: ids.billId },
        right: { billId: 'TX-892-SB-1' },
      });
      ids.comparisonId = id(comparison.id, 'comparisonId');
    },
  },
  {
    kind: 'the setup wizard, auto-tracking settings, runs and matches',
    tables: [schema.accountSetups, schema.autoTrackRuns, schema.autoTrackMatches],
    seed: async ({ call, db, ids }) => {
      await call('POST', '/api/initSetup/update-entity', {
        entity: {
          organization: text('organization'),
          industry: text('industry'),
          description: text('description'),
          states: ['TX'],
          companies: [id(ids.companyId, 'companyId')],
        },
      });
      await call('POST', '/api/initSetup/keywords', { keywords: [text('keyword')] });
      await call('POST', '/api/initSetup/subjects', { subjects: [15] });
      await call('POST', '/api/initSetup/tags', { tags: [text('auto tag')] });
      // Not started here: a worker would change the run's row during the probes. A finished run and a match as the
      // matcher leaves them instead.
      await call('POST', '/api/initSetup/complete', { startAutoTracking: false });
      const accountId = id(ids.accountId, 'account');
      await db.insert(schema.autoTrackRuns).values({
        accountId,
        stateCode: 'TX',
        type: 'full',
        status: 'done',
        billsTotal: 6,
        billsScanned: 6,
        matches: 1,
        requestedByUserId: ids.ownerUserId,
        startedAt: new Date(),
        finishedAt: new Date(),
      });
      await db.insert(schema.autoTrackMatches).values({
        accountId,
        billId: id(ids.billId, 'bill'),
        score: 88,
        priority: 'high',
        impact: 'high',
        explanation: {
          keywords: [{ keyword: text('keyword'), where: 'title', passage: text('passage') }],
          subjects: [],
          companies: [],
          sections: [],
          similarTracked: [],
          rejectedPenalty: null,
          summary: text('explanation'),
        },
      });
      const approved = await call<{ billTagId: number }>('POST', `/api/autotracked-bills/${ids.billId}/approve`, {});
      ids.autoTrackedBillTagId = id(approved.billTagId, 'auto-tracked bill');
      await db
        .update(schema.autoTrackMatches)
        .set({ rejectReason: text('note kept from an earlier rejection') })
        .where(sql`account_id = ${accountId}`);
    },
  },
  {
    kind: 'hearing clips and missing-hearing reports',
    tables: [schema.committeeVideoClips, schema.missingLiveReports],
    seed: async ({ call, db, ids }) => {
      // A clip's file is cut by ffmpeg from a recording; the public hearing has none, so the row is written here.
      const [clip] = await db
        .insert(schema.committeeVideoClips)
        .values({
          hearingId: ids.hearingId as number,
          accountId: id(ids.accountId, 'account'),
          createdByUserId: ids.ownerUserId,
          title: text('clip'),
          startMs: 0,
          endMs: 2000,
          media: 'audio',
          blobKey: `clips/${ids.accountId}/isolation.mp4`,
          sizeBytes: 1,
        })
        .returning({ uuid: schema.committeeVideoClips.uuid });
      ids.clipUuid = id(clip?.uuid, 'clip');
      await call(
        'POST',
        '/api/committee-videos/missing-live-report',
        { report: text('missing hearing report') },
        { status: 201 },
      );
      await call('POST', '/api/ai/video-chat', { videoId: ids.hearingId, question: text('video question') });
    },
  },
  {
    kind: 'background jobs run for the account',
    tables: [schema.backgroundJobs],
    // Only workers write jobs; no call lists them. The row must never surface in another account's replies.
    seed: async ({ db, ids }) => {
      await db.insert(schema.backgroundJobs).values({
        kind: 'isolation-probe',
        payload: { note: text('background job') },
        accountId: id(ids.accountId, 'account'),
        progressMessage: text('job progress'),
      });
    },
  },
  {
    kind: 'teams, tasks with notes, files and history, bill owners, task rules, issues and feature requests',
    tables: [
      schema.teams,
      schema.teamMembers,
      schema.tasks,
      schema.taskBills,
      schema.taskNotes,
      schema.taskFiles,
      schema.taskEvents,
      schema.billOwners,
      schema.taskRules,
      schema.issues,
      schema.issueUpdates,
    ],
    seed: async ({ call, ids }) => {
      const team = await call<{ id: number }>(
        'POST',
        '/api/teams',
        { name: text('team'), description: text('team description'), userIds: [ids.memberUserId] },
        { status: 201 },
      );
      ids.teamId = id(team.id, 'teamId');
      const task = await call<{ id: number }>(
        'POST',
        '/api/tasks',
        {
          title: text('task'),
          description: text('task description'),
          assigneeUserId: ids.memberUserId,
          teamId: ids.teamId,
          dueDate: '2026-03-02',
          billIds: [ids.billId],
        },
        { status: 201 },
      );
      ids.taskId = id(task.id, 'taskId');
      await call('POST', '/api/tasks', { title: text('subtask'), parentTaskId: ids.taskId }, { status: 201 });
      await call('POST', `/api/tasks/${ids.taskId}/notes`, { body: text('task note') }, { status: 201 });
      const form = new FormData();
      form.append(
        'file',
        new Blob([text('task file')], { type: 'text/plain' }),
        `${SEED_WORD}-task-${SEED_SECRET}.txt`,
      );
      await call('POST', `/api/tasks/${ids.taskId}/files`, form, { status: 201 });
      await call('PUT', `/api/bills/${ids.billId}/owner`, { ownerUserId: ids.memberUserId });
      await call('PUT', '/api/task-rules', { kind: 'hearing_prepare', enabled: true });
      const issue = await call<{ id: number }>(
        'POST',
        '/api/issues',
        { title: text('issue'), description: text('issue description'), issueType: 'bug' },
        { status: 201 },
      );
      ids.issueId = id(issue.id, 'issueId');
      await call('POST', `/api/issues/${ids.issueId}/update`, { body: text('issue update'), status: 'in_progress' });
      await call('POST', '/api/feature-requests', { title: text('feature request') }, { status: 201 });
    },
  },
];

/**
 * The public rows the seed's data hangs on: a bill of the sample with its first version, a roll call, a TX
 * legislator and committee, and what the bill sample lacks (a statute section, a regulation section, a lobbyist),
 * added here. Public data, so they may show in any account's replies. Call it before seedAccountData.
 */
export async function seedPublicRows(app: FastifyInstance): Promise<PublicIds> {
  const db = app.db;
  const billId = 'TX-892-HB-1';
  const first = async <T>(query: ReturnType<typeof sql>, what: string) => id((await selectRows<T>(db, query))[0], what);
  const version = await first<{ id: number }>(
    sql`select id from bill_versions where bill_id = ${billId} order by id limit 1`,
    'bill version',
  );
  const vote = await first<{ id: string }>(sql`select id from vote_events order by id limit 1`, 'roll call');
  const legislator = await first<{ id: string }>(
    sql`select id from people where jurisdiction_id = 'TX' order by id limit 1`,
    'TX legislator',
  );
  const committee = await first<{ id: string }>(
    sql`select id from committees where jurisdiction_id = 'TX' order by id limit 1`,
    'TX committee',
  );
  const section = {
    jurisdictionId: 'TX',
    code: 'TX Education Code',
    chapter: '29',
    section: '29.001',
    heading: 'Youth camps',
    text: 'A youth camp shall be licensed by the department.',
    source: 'isolation-seed',
    contentHash: 'isolation-seed',
  };
  const regulationCode = '19 TAC';
  const [statute] = await db
    .insert(schema.statuteSections)
    .values(section)
    .returning({ id: schema.statuteSections.id });
  const [regulation] = await db
    .insert(schema.regulationSections)
    .values({ ...section, code: regulationCode, section: '29.1' })
    .returning({ id: schema.regulationSections.id });
  const [lobbyist] = await db
    .insert(schema.lobbyists)
    .values({
      jurisdictionId: 'TX',
      externalKey: 'isolation-seed',
      name: 'Pat Public',
      source: 'isolation-seed',
      contentHash: 'isolation-seed',
    })
    .returning({ id: schema.lobbyists.id });
  const hearingEventId = `isolation-seed-hearing-${SEED_SECRET}`;
  await db.insert(schema.events).values({
    id: hearingEventId,
    jurisdictionId: 'TX',
    name: 'Isolation seed hearing',
    classification: 'hearing',
    startTime: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    timezone: 'America/Chicago',
    sourceKey: hearingEventId,
    source: 'isolation-seed',
  });
  await db.insert(schema.eventAgendaItems).values({ eventId: hearingEventId, billId });
  const [hearing] = await db
    .insert(schema.hearings)
    .values({
      jurisdictionId: 'TX',
      title: 'House Ways and Means (public)',
      startsAt: new Date('2025-03-04T15:00:00Z'),
      transcriptStatus: 'done',
      source: 'isolation-seed',
      sourceKey: 'isolation-seed',
    })
    .returning({ id: schema.hearings.id });
  await db.insert(schema.hearingTranscriptSegments).values({
    hearingId: id(hearing?.id, 'hearing'),
    position: 0,
    startMs: 0,
    endMs: 4000,
    text: 'The committee takes up House Bill 1 on property tax relief.',
  });
  return {
    hearingEventId,
    billId,
    billVersionId: version.id,
    voteId: vote.id,
    legislatorId: legislator.id,
    committeeId: committee.id,
    lobbyistId: id(lobbyist?.id, 'lobbyist'),
    sectionId: id(statute?.id, 'statute section'),
    regulationSectionId: id(regulation?.id, 'regulation section'),
    statuteCode: section.code,
    regulationCode,
    hearingId: id(hearing?.id, 'hearing'),
  };
}

/**
 * Registers an account ("Quagga ... k7q") with an owner and a second member, then runs every step: the account's
 * team data of every kind, hung on `publicIds` (seedPublicRows). The app must hold the bill sample (buildSampleTestApp).
 */
export async function seedAccountData(app: FastifyInstance, publicIds: PublicIds): Promise<IsolationSeed> {
  const owner = {
    ...(await registerAccount(app, {
      accountName: text('account'),
      email: `owner-${SEED_SECRET}@quagga.example`,
      firstName: SEED_WORD,
      lastName: `Owner ${SEED_SECRET}`,
      username: `quagga_${SEED_SECRET}_owner`,
      stateCodes: ['TX'],
    })),
    username: `quagga_${SEED_SECRET}_owner`,
  };
  const member = await addMember(app, {
    accountId: owner.accountId,
    role: 'user',
    username: `quagga_${SEED_SECRET}_member`,
    stateCodes: ['TX'],
  });
  const ids: Partial<SeedIds> = {
    ...publicIds,
    accountId: owner.accountId,
    ownerUserId: owner.userId,
    memberUserId: member.userId,
  };
  const context: Context = {
    app,
    db: app.db,
    owner,
    member,
    ids,
    call: async (method, url, payload, options = {}) => {
      const who = options.who ?? owner;
      const response = await app.inject({ method, url, payload, headers: { cookie: who.cookie } });
      const expected = options.status ?? 200;
      if (response.statusCode !== expected) {
        throw new Error(`isolation seed: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
      }
      return response.json();
    },
  };
  for (const step of seedSteps) {
    try {
      await step.seed(context);
    } catch (error) {
      throw new Error(`isolation seed step "${step.kind}" failed: ${(error as Error).message}`);
    }
  }
  const seeded = ids as SeedIds;
  return {
    owner,
    member,
    ids: seeded,
    leaks: [
      SEED_SECRET,
      seeded.fileId,
      seeded.reportRunId,
      seeded.aiReportId,
      seeded.comparisonId,
      seeded.clipUuid,
      owner.username,
      member.username,
    ],
  };
}

/** Every table of the schema, by its SQL name. */
export function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);
}

/** Whether a table holds data of an account or a user: it has account_id, user_id or a *_user_id column. */
export function holdsAccountData(table: PgTable): boolean {
  const { name, columns } = getTableConfig(table);
  return (
    name === 'accounts' ||
    name === 'users' ||
    columns.some((column) => ['account_id', 'user_id'].includes(column.name) || column.name.endsWith('_user_id'))
  );
}

/**
 * The rows of `table` that belong to the seeded account or its users, in a stable order: what the isolation
 * test compares before and after the other account's calls.
 */
export async function rowsOfSeed(db: Database, table: PgTable, seed: IsolationSeed): Promise<unknown[]> {
  const { name, columns } = getTableConfig(table);
  const has = (column: string) => columns.some((candidate) => candidate.name === column);
  const userIds = [seed.owner.userId, seed.member.userId];
  const condition =
    name === 'accounts'
      ? sql`id = ${seed.ids.accountId}`
      : name === 'users'
        ? sql`id in (${sql.join(userIds, sql`, `)})`
        : has('account_id')
          ? sql`account_id = ${seed.ids.accountId}`
          : has('user_id')
            ? sql`user_id in (${sql.join(userIds, sql`, `)})`
            : undefined;
  if (!condition) throw new Error(`isolation seed: no way to find the seeded rows of ${name}`);
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select * from ${sql.identifier(name)} where ${condition}`,
  );
  // Rows in a stable order whatever the engine returns: sorted by their JSON.
  return rows
    .map((row) => JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)))
    .sort();
}

/** The seeded rows of every table the steps fill, by table name. */
export async function snapshotOfSeed(db: Database, seed: IsolationSeed): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of seedSteps.flatMap((step) => step.tables)) {
    snapshot[getTableConfig(table).name] = await rowsOfSeed(db, table, seed);
  }
  return snapshot;
}
