import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  externalAccessLog,
  externalSessions,
  externalSignInCodes,
  guests,
  portalFeedback,
  portalPeople,
  portalSettings,
} from '../../db/schema/index';
import { selectRows } from '../../db/sql';

// SQL of the portal and the guest area (decisions 077, 078). Every read of shared bills goes through sharedBillsSql,
// which takes the sharing account and its shared account tags and bills: what is not listed there is not found.

export type ExternalKind = 'portal' | 'guest';

export type PortalSettingsRow = typeof portalSettings.$inferSelect;

export async function findPortalByKey(db: Database, portalKey: string) {
  const [row] = await db.select().from(portalSettings).where(eq(portalSettings.portalKey, portalKey));
  return row;
}

export async function findPortalOfAccount(db: Database, accountId: number) {
  const [row] = await db.select().from(portalSettings).where(eq(portalSettings.accountId, accountId));
  return row;
}

export async function listPortalPeople(db: Database, accountId: number) {
  return db.select().from(portalPeople).where(eq(portalPeople.accountId, accountId)).orderBy(portalPeople.email);
}

export async function findPortalPerson(db: Database, accountId: number, email: string) {
  const [row] = await db
    .select()
    .from(portalPeople)
    .where(and(eq(portalPeople.accountId, accountId), eq(portalPeople.email, email)));
  return row;
}

/** The account tags of an account among these ids (only account tags may be shared outside). */
export async function selectAccountTags(db: Database, accountId: number, tagIds?: number[]) {
  return selectRows<{ id: number; name: string; color: string }>(
    db,
    sql`select id, name, color from tags where account_id = ${accountId} and scope = 'account'
      ${tagIds ? sql`and id = any(${sql.param(tagIds)}::int[])` : sql``}
      order by lower(name), id`,
  );
}

export async function existingBillIds(db: Database, billIds: string[]) {
  if (billIds.length === 0) return [];
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from bills where id = any(${sql.param(billIds)}::text[])`,
  );
  return rows.map((row) => row.id);
}

type PortalWrite = Omit<typeof portalSettings.$inferInsert, 'updatedAt'>;
type PersonWrite = { email: string; name: string; passwordHash?: string };

/** Saves the settings and the listed people in one transaction; people left out are removed (their sessions end). */
export async function savePortal(db: Database, settings: PortalWrite, people: PersonWrite[]) {
  await db.transaction(async (tx) => {
    await tx
      .insert(portalSettings)
      .values(settings)
      .onConflictDoUpdate({ target: portalSettings.accountId, set: { ...settings, updatedAt: sql`now()` } });
    const kept = people.map((person) => person.email);
    const removed = await tx
      .delete(portalPeople)
      .where(
        and(
          eq(portalPeople.accountId, settings.accountId),
          kept.length ? sql`${portalPeople.email} <> all(${sql.param(kept)}::text[])` : sql`true`,
        ),
      )
      .returning({ id: portalPeople.id });
    for (const { id } of removed) {
      await tx
        .delete(externalSessions)
        .where(and(eq(externalSessions.kind, 'portal'), eq(externalSessions.subjectId, id)));
    }
    for (const person of people) {
      await tx
        .insert(portalPeople)
        .values({ accountId: settings.accountId, ...person })
        .onConflictDoUpdate({
          target: [portalPeople.accountId, portalPeople.email],
          set: { name: person.name, ...(person.passwordHash ? { passwordHash: person.passwordHash } : {}) },
        });
    }
  });
}

/** A shared bill, as the portal and the guest area list it. */
export type SharedBillRow = {
  id: string;
  identifier: string;
  title: string;
  stateCode: string;
  status: number;
  lastActionDate: string | null;
  lastActionText: string | null;
  abstract: string | null;
  nextHearing: { name: string; startTime: string; location: string | null } | null;
  tagNames: string[];
};

export type Share = { accountId: number; tagIds: number[]; billIds: string[] };

/** The condition "bill b is shared": listed by id, or carrying one of the shared account tags of the account. */
const sharedBillSql = (share: Share) => sql`(b.id = any(${sql.param(share.billIds)}::text[]) or exists (
  select 1 from tag_bills tb join tags t on t.id = tb.tag_id
  where tb.bill_id = b.id and tb.account_id = ${share.accountId} and t.account_id = ${share.accountId}
    and t.scope = 'account' and t.id = any(${sql.param(share.tagIds)}::int[])))`;

/** The shared bills (or one of them), latest action first, with the next hearing and the shared tags they carry. */
export async function selectSharedBills(
  db: Database,
  share: Share,
  options: { billId?: string; stateCode?: string } = {},
) {
  return selectRows<SharedBillRow>(
    db,
    sql`select b.id, b.identifier, b.title, b.jurisdiction_id as "stateCode", b.status,
        b.last_action_date::text as "lastActionDate", b.last_action_text as "lastActionText", b.abstract,
        case when nh.id is null then null else json_build_object('name', nh.name, 'startTime', nh.start_time,
          'location', nh.location) end as "nextHearing",
        coalesce((select json_agg(t.name order by lower(t.name)) from tags t join tag_bills tb on tb.tag_id = t.id
          where tb.bill_id = b.id and t.account_id = ${share.accountId} and t.scope = 'account'
            and t.id = any(${sql.param(share.tagIds)}::int[])), '[]'::json) as "tagNames"
      from bills b
      left join lateral (
        select e.id, e.name, e.start_time, e.location
        from event_agenda_items ai join events e on e.id = ai.event_id
        where ai.bill_id = b.id and e.start_time >= now() and e.status <> 'cancelled'
        order by e.start_time limit 1
      ) nh on true
      where ${sharedBillSql(share)}
        ${options.billId ? sql`and b.id = ${options.billId}` : sql``}
        ${options.stateCode ? sql`and b.jurisdiction_id = ${options.stateCode}` : sql``}
      order by b.last_action_date desc nulls last, b.id
      limit 500`,
  );
}

/** The shared tags of a guest with their bills. */
export async function selectSharedTagBills(db: Database, share: Share, stateCode?: string) {
  return selectRows<{ id: number; name: string; color: string; bills: SharedBillRow[] }>(
    db,
    sql`select t.id, t.name, t.color,
        coalesce((select json_agg(json_build_object('id', b.id, 'identifier', b.identifier, 'title', b.title,
            'stateCode', b.jurisdiction_id, 'status', b.status, 'lastActionDate', b.last_action_date::text,
            'lastActionText', b.last_action_text) order by b.last_action_date desc nulls last, b.id)
          from tag_bills tb join bills b on b.id = tb.bill_id
          where tb.tag_id = t.id and tb.account_id = ${share.accountId}
            ${stateCode ? sql`and b.jurisdiction_id = ${stateCode}` : sql``}), '[]'::json) as bills
      from tags t
      where t.account_id = ${share.accountId} and t.scope = 'account' and t.id = any(${sql.param(share.tagIds)}::int[])
      order by lower(t.name), t.id`,
  );
}

/** The primary sponsors (authors) of the shared bills, with how many of those bills each one is behind. */
export async function selectSharedBillSponsors(db: Database, share: Share) {
  return selectRows<{
    id: string;
    name: string;
    stateCode: string;
    party: string | null;
    chamber: string | null;
    district: string | null;
    billCount: number;
  }>(
    db,
    sql`select p.id, p.name, p.jurisdiction_id as "stateCode", p.party, p.chamber, p.district,
        count(distinct b.id)::int as "billCount"
      from bills b
      join bill_sponsorships s on s.bill_id = b.id and s.is_primary
      join people p on p.id = s.person_id
      where ${sharedBillSql(share)}
      group by p.id
      order by count(distinct b.id) desc, p.name, p.id
      limit 500`,
  );
}

/** Who on the account's team knows which legislator or staffer; the notes stay with the account. */
export async function selectGuestRelationships(db: Database, accountId: number) {
  return selectRows<{
    id: number;
    name: string;
    kind: 'member' | 'staff';
    position: string;
    stateCode: string | null;
    party: string | null;
    chamber: string | null;
    district: string | null;
    teamMemberName: string;
    strength: number;
    lastContactAt: string | null;
  }>(
    db,
    sql`select r.id, coalesce(p.name, st.name, '') as name,
        case when r.member_id is not null then 'member' else 'staff' end as kind,
        case when r.member_id is not null then '' else coalesce(st.position, '') end as position,
        coalesce(p.jurisdiction_id, st.jurisdiction_id) as "stateCode", p.party, p.chamber, p.district,
        coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, 'Former member') as "teamMemberName",
        r.strength, r.last_contact_at as "lastContactAt"
      from relationships r
      join users u on u.id = r.user_id
      left join people p on p.id = r.member_id
      left join account_staff st on st.id = r.staff_id and st.account_id = r.account_id
      where r.account_id = ${accountId} and (p.id is not null or st.id is not null)
      order by lower(coalesce(p.name, st.name)), r.id
      limit 500`,
  );
}

/** The account's tasks on the shared bills, each with only the shared bills it is about; soonest due first. */
export async function selectSharedBillTasks(db: Database, share: Share) {
  return selectRows<{
    id: number;
    title: string;
    status: string;
    priority: string;
    dueDate: string | null;
    bills: { id: string; identifier: string; stateCode: string }[];
  }>(
    db,
    sql`select t.id, t.title, t.status, t.priority, t.due_date::text as "dueDate",
        json_agg(json_build_object('id', b.id, 'identifier', b.identifier, 'stateCode', b.jurisdiction_id)
          order by b.id) as bills
      from tasks t
      join task_bills tkb on tkb.task_id = t.id and tkb.account_id = t.account_id
      join bills b on b.id = tkb.bill_id
      where t.account_id = ${share.accountId} and ${sharedBillSql(share)}
      group by t.id
      order by (t.status in ('done', 'cancelled')), t.due_date nulls last, t.id
      limit 500`,
  );
}

/** The latest version's link of a bill. */
export async function selectLatestVersionUrl(db: Database, billId: string) {
  const rows = await selectRows<{ url: string | null }>(
    db,
    sql`select url from bill_versions where bill_id = ${billId} order by position desc limit 1`,
  );
  return rows[0]?.url ?? null;
}

/** The account's own position (no tag) on a bill. */
export async function selectAccountPosition(db: Database, accountId: number, billId: string) {
  return selectRows<{ position: string; note: string; updatedAt: string }>(
    db,
    sql`select position, note, updated_at as "updatedAt" from bill_positions
      where account_id = ${accountId} and bill_id = ${billId} and tag_id is null`,
  );
}

/** The account's shared remarks (kind bill) on a bill, newest first; account and personal remarks never leave. */
export async function selectSharedRemarks(db: Database, accountId: number, billId: string) {
  return selectRows<{ body: string; createdAt: string }>(
    db,
    sql`select body, created_at as "createdAt" from remarks
      where account_id = ${accountId} and bill_id = ${billId} and kind = 'bill' order by created_at desc limit 100`,
  );
}

export type FeedbackRow = {
  id: number;
  billId: string;
  position: string;
  impact: number;
  comment: string;
  authorName: string;
  authorEmail: string | null;
  createdAt: string;
  adoptedAt: string | null;
  adoptedById: number | null;
  adoptedByName: string | null;
};

const feedbackColumns = sql`f.id, f.bill_id as "billId", f.position, f.impact, f.comment, f.author_name as "authorName",
  f.author_email as "authorEmail", f.created_at as "createdAt", f.adopted_at as "adoptedAt",
  f.adopted_by_user_id as "adoptedById",
  case when f.adopted_at is null then null
    else coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, 'Former member') end as "adoptedByName"`;

export async function selectFeedback(
  db: Database,
  accountId: number,
  filter: { billId?: string; id?: number; sessionId?: number; personId?: number },
) {
  return selectRows<FeedbackRow>(
    db,
    sql`select ${feedbackColumns} from portal_feedback f left join users u on u.id = f.adopted_by_user_id
      where f.account_id = ${accountId}
        ${filter.billId ? sql`and f.bill_id = ${filter.billId}` : sql``}
        ${filter.id ? sql`and f.id = ${filter.id}` : sql``}
        ${
          filter.personId
            ? sql`and f.person_id = ${filter.personId}`
            : filter.sessionId
              ? sql`and f.session_id = ${filter.sessionId}`
              : sql``
        }
      order by f.created_at desc, f.id desc limit 200`,
  );
}

export async function insertFeedback(db: Database, values: typeof portalFeedback.$inferInsert) {
  const [row] = await db.insert(portalFeedback).values(values).returning({ id: portalFeedback.id });
  return row?.id;
}

export async function markFeedbackAdopted(db: Database, accountId: number, id: number, userId: number) {
  await db
    .update(portalFeedback)
    .set({ adoptedAt: sql`now()`, adoptedByUserId: userId })
    .where(and(eq(portalFeedback.id, id), eq(portalFeedback.accountId, accountId)));
}

// --- external sessions and codes ---

export async function insertExternalSession(db: Database, values: typeof externalSessions.$inferInsert) {
  await db.delete(externalSessions).where(lt(externalSessions.expiresAt, new Date()));
  const [row] = await db.insert(externalSessions).values(values).returning({ id: externalSessions.id });
  return row?.id;
}

export async function findExternalSession(db: Database, kind: ExternalKind, tokenHash: string) {
  const [row] = await db
    .select()
    .from(externalSessions)
    .where(
      and(
        eq(externalSessions.kind, kind),
        eq(externalSessions.tokenHash, tokenHash),
        gt(externalSessions.expiresAt, new Date()),
      ),
    );
  return row;
}

export async function deleteExternalSession(db: Database, kind: ExternalKind, tokenHash: string) {
  await db
    .delete(externalSessions)
    .where(and(eq(externalSessions.kind, kind), eq(externalSessions.tokenHash, tokenHash)));
}

export async function deleteSubjectSessions(db: Database, kind: ExternalKind, subjectId: number) {
  await db
    .delete(externalSessions)
    .where(and(eq(externalSessions.kind, kind), eq(externalSessions.subjectId, subjectId)));
}

export async function insertSignInCode(db: Database, values: typeof externalSignInCodes.$inferInsert) {
  await db.insert(externalSignInCodes).values(values);
}

/** Uses the unused, unexpired code of this subject with this hash; true when there was one. */
export async function consumeSignInCode(db: Database, kind: ExternalKind, subjectIds: number[], codeHash: string) {
  if (subjectIds.length === 0) return undefined;
  const rows = await db
    .update(externalSignInCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(externalSignInCodes.kind, kind),
        sql`${externalSignInCodes.subjectId} = any(${sql.param(subjectIds)}::int[])`,
        eq(externalSignInCodes.codeHash, codeHash),
        isNull(externalSignInCodes.usedAt),
        gt(externalSignInCodes.expiresAt, new Date()),
      ),
    )
    .returning({ subjectId: externalSignInCodes.subjectId, accountId: externalSignInCodes.accountId });
  return rows[0];
}

// --- access log ---

export async function insertAccess(db: Database, values: typeof externalAccessLog.$inferInsert) {
  await db.insert(externalAccessLog).values(values);
}

export async function selectAccessLog(db: Database, accountId: number) {
  return db
    .select()
    .from(externalAccessLog)
    .where(eq(externalAccessLog.accountId, accountId))
    .orderBy(desc(externalAccessLog.at), desc(externalAccessLog.id))
    .limit(300);
}

// --- guests ---

export type GuestRow = typeof guests.$inferSelect;

export async function selectGuests(db: Database, accountId: number) {
  return db
    .select()
    .from(guests)
    .where(eq(guests.accountId, accountId))
    .orderBy(desc(guests.createdAt), desc(guests.id));
}

export async function findGuest(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(guests)
    .where(and(eq(guests.accountId, accountId), eq(guests.id, id)));
  return row;
}

export async function findGuestById(db: Database, id: number) {
  const [row] = await db.select().from(guests).where(eq(guests.id, id));
  return row;
}

export async function findActiveGuestsByEmail(db: Database, email: string) {
  return db
    .select()
    .from(guests)
    .where(and(eq(guests.email, email), eq(guests.status, 'active')));
}

export async function upsertGuest(db: Database, values: typeof guests.$inferInsert) {
  const [row] = await db
    .insert(guests)
    .values(values)
    .onConflictDoUpdate({
      target: [guests.accountId, guests.email],
      set: { name: values.name, scope: values.scope, status: 'active' },
    })
    .returning();
  return row;
}

export async function revokeGuest(db: Database, accountId: number, id: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(guests)
      .set({ status: 'revoked' })
      .where(and(eq(guests.accountId, accountId), eq(guests.id, id)));
    await tx
      .delete(externalSessions)
      .where(and(eq(externalSessions.kind, 'guest'), eq(externalSessions.subjectId, id)));
  });
}

export async function touchGuest(db: Database, id: number) {
  await db.update(guests).set({ lastSeenAt: sql`now()` }).where(eq(guests.id, id));
}

export async function findAccountName(db: Database, accountId: number) {
  const rows = await selectRows<{ name: string }>(db, sql`select name from accounts where id = ${accountId}`);
  return rows[0]?.name ?? '';
}

export async function findPortalPersonById(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(portalPeople)
    .where(and(eq(portalPeople.accountId, accountId), eq(portalPeople.id, id)));
  return row;
}

/**
 * A digest of everything a share shows that can change (decision 084): which bills are shared, each one's status and
 * latest action, the account's positions on them and their shared remarks. Equal digests mean nothing to refetch.
 */
export async function selectShareFingerprint(db: Database, share: Share): Promise<string> {
  const [row] = await selectRows<{ fingerprint: string }>(
    db,
    sql`with shared as (
        select b.id, b.status, b.last_action_date, b.last_action_text from bills b where ${sharedBillSql(share)}
      )
      select md5(concat_ws('|',
        (select string_agg(concat_ws(':', s.id, s.status, s.last_action_date, md5(coalesce(s.last_action_text, ''))),
          ',' order by s.id) from shared s),
        (select string_agg(concat_ws(':', bp.bill_id, bp.tag_id, bp.position, md5(bp.note), bp.updated_at), ','
          order by bp.id) from bill_positions bp
          where bp.account_id = ${share.accountId} and bp.bill_id in (select id from shared)),
        (select concat_ws(':', count(*), max(r.updated_at), max(r.id)) from remarks r
          where r.account_id = ${share.accountId} and r.kind = 'bill' and r.bill_id in (select id from shared))
      )) as fingerprint`,
  );
  return row?.fingerprint ?? '';
}
