import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountUsers,
  billAlerts,
  billPositionHistory,
  billPositions,
  bills,
  remarks,
  tagBills,
  tags,
  users,
} from '../../db/schema/index';

/**
 * What the demo account tracks on first start, so its dashboard, tracked bills and alerts have something real to
 * show: bills of the shipped sample (data/sample) on two account tags and one personal tag of the demo admin,
 * a few positions and remarks, and alerts for the people tracking them. Bills missing from the database (a
 * database loaded with other data) are left out.
 */
const demoTags = [
  {
    name: 'Energy & Environment',
    scope: 'account',
    color: '#16a34a',
    description: 'Utility, emissions and permitting bills the team follows for our energy clients.',
    bills: ['NY-25R-S-1173', 'NY-25R-S-9667', 'TX-892-SB-18', 'SD-24R-HB-1010', 'CO-251-SB-4'],
    addedBy: 'demo-user',
  },
  {
    name: 'Tax & Budget',
    scope: 'account',
    color: '#d97706',
    description: 'State tax, fiscal and local levy bills.',
    bills: ['CO-251-HB-1001', 'NY-25R-A-2497', 'NY-25R-A-11115', 'IL-25R-SB-246'],
    addedBy: 'demo',
  },
  {
    name: 'My watchlist',
    scope: 'personal',
    color: '#7c3aed',
    description: 'Youth camps, school transport and public safety bills I follow myself.',
    bills: ['TX-892-HB-1', 'TX-892-SB-1', 'TX-892-HB-2', 'NY-25R-A-11577', 'NY-25R-A-11649', 'WI-25R-AB-1'],
    addedBy: 'demo',
  },
] as const;

type DemoTagName = (typeof demoTags)[number]['name'];

const demoPositions: { billId: string; tag?: DemoTagName; position: string; note: string; by: string }[] = [
  {
    billId: 'CO-251-HB-1001',
    tag: 'Tax & Budget',
    position: 'oppose',
    note: 'Raises taxable income for pass-through members.',
    by: 'demo',
  },
  { billId: 'NY-25R-A-2497', position: 'support', note: 'A fiscal cliff study helps our budget advocacy.', by: 'demo' },
  {
    billId: 'NY-25R-S-9667',
    tag: 'Energy & Environment',
    position: 'monitor',
    note: 'Watch the zero-emission bus timeline.',
    by: 'demo-user',
  },
  { billId: 'TX-892-HB-1', position: 'support', note: 'Camp safety plans; testified in favour.', by: 'demo' },
  {
    billId: 'NY-25R-S-1173',
    tag: 'Energy & Environment',
    position: 'amend',
    note: 'Seek a utility seat on the task force.',
    by: 'demo-user',
  },
];

const demoRemarks: { billId: string; kind: 'bill' | 'account' | 'personal'; body: string; by: string }[] = [
  {
    billId: 'TX-892-HB-1',
    kind: 'bill',
    body: 'Signed by the Governor; rules from the health department expected next.',
    by: 'demo',
  },
  {
    billId: 'NY-25R-S-9667',
    kind: 'account',
    body: 'Client asked for a one-page summary before the next committee meeting.',
    by: 'demo-user',
  },
  { billId: 'CO-251-HB-1001', kind: 'personal', body: 'Compare with the 2024 add-back debate.', by: 'demo' },
];

/**
 * Adds the demo tracking to the demo account inside its creating transaction. Idempotent: an account that already
 * has tags is left as it is.
 */
export async function addDemoTracking(db: Database, accountId: number): Promise<void> {
  const [existing] = await db.select({ id: tags.id }).from(tags).where(eq(tags.accountId, accountId)).limit(1);
  if (existing) return;
  const members = await db
    .select({ id: users.id, username: users.username })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(eq(accountUsers.accountId, accountId));
  const userId = new Map(members.map((member) => [member.username, member.id]));
  const admin = userId.get('demo');
  if (admin === undefined) return;
  const wanted = demoTags.flatMap((tag) => tag.bills);
  const present = new Set(
    (await db.select({ id: bills.id }).from(bills).where(inArray(bills.id, wanted))).map((row) => row.id),
  );
  if (present.size === 0) return;

  const tagIds = new Map<string, number>();
  for (const demo of demoTags) {
    const [row] = await db
      .insert(tags)
      .values({
        accountId,
        scope: demo.scope,
        ownerUserId: demo.scope === 'personal' ? admin : null,
        name: demo.name,
        color: demo.color,
        description: demo.description,
        createdByUserId: admin,
      })
      .returning({ id: tags.id });
    tagIds.set(demo.name, row!.id);
    const addedBy = userId.get(demo.addedBy) ?? admin;
    const rows = demo.bills
      .filter((billId) => present.has(billId))
      .map((billId) => ({ accountId, tagId: row!.id, billId, trackType: 'manual', addedByUserId: addedBy }));
    if (rows.length > 0) await db.insert(tagBills).values(rows);
  }

  for (const demo of demoPositions.filter((position) => present.has(position.billId))) {
    const values = {
      accountId,
      billId: demo.billId,
      tagId: demo.tag ? (tagIds.get(demo.tag) ?? null) : null,
      position: demo.position,
      note: demo.note,
      userId: userId.get(demo.by) ?? admin,
    };
    await db.insert(billPositions).values(values);
    await db.insert(billPositionHistory).values(values);
  }

  const remarkRows = demoRemarks
    .filter((remark) => present.has(remark.billId))
    .map((remark) => ({
      accountId,
      billId: remark.billId,
      kind: remark.kind,
      body: remark.body,
      userId: userId.get(remark.by) ?? admin,
    }));
  if (remarkRows.length > 0) await db.insert(remarks).values(remarkRows);

  // Alerts (the users' default kinds and channels) for whoever tracks each bill: the admin on everything the
  // account tracks and on the watchlist, the plain user on the energy tag.
  const alertRows = demoTags.flatMap((demo) => {
    const recipients =
      demo.scope === 'personal' ? ['demo'] : demo.name === 'Energy & Environment' ? ['demo', 'demo-user'] : ['demo'];
    return demo.bills
      .filter((billId) => present.has(billId))
      .flatMap((billId) =>
        recipients
          .map((username) => userId.get(username))
          .filter((id): id is number => id !== undefined)
          .map((id) => ({ accountId, userId: id, billId })),
      );
  });
  if (alertRows.length > 0) await db.insert(billAlerts).values(alertRows).onConflictDoNothing();
}
