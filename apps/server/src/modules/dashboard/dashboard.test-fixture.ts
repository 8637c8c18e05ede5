import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import {
  billEvents,
  billPositions,
  bills,
  eventAgendaItems,
  events,
  notifications,
  tagBills,
  tagShares,
  tags,
} from '../../db/schema/index';

/**
 * Two accounts tracking the test sample's bills (test/factories/bills.ts), for the dashboard and news tests.
 *
 * Account A: the owner (states CO) and a colleague (every state).
 * - "Energy" (account tag): TX HB 1 and TX SB 10 added by the colleague, CO HB 1001 added by the owner.
 * - "Owner watch" (the owner's): TX SB 1 (made failed here) and TX HB 1, both added by the owner.
 * - "Colleague secret" (the colleague's, not shared): NY S3967 and TX HB 2.
 * - "Shared with owner" (the colleague's, shared with the owner to read): NY A1029.
 * Account B: the outsider (states SD), whose "Outsider list" tracks TX HB 2, CO SB 2, TX HB 7 and TX HB 1.
 *
 * Recent changes: CO HB 1001 has an action two days ago, NY A1029 and TX HB 7 a change detected now. Hearings
 * relative to now: in 2 days (TX HB 1 and untracked HB 8), in 20 days (HB 1), in 1 day but cancelled (SB 10),
 * in 5 days (HB 7, B only), 2 days ago (HB 1), in 3 days (S3967, the colleague's secret).
 */
export type DashboardFixture = {
  owner: SignedIn;
  colleague: SignedIn;
  outsider: SignedIn;
  tagIds: { energy: number; ownerWatch: number; secret: number; shared: number; outsiderList: number };
};

const day = 86_400_000;

export async function buildDashboardFixture(app: FastifyInstance): Promise<DashboardFixture> {
  const db = app.db;
  await loadBillSample(db);
  const owner = await registerAccount(app, { stateCodes: ['CO'] });
  const colleague = await addMember(app, { accountId: owner.accountId, role: 'user' });
  const outsider = await registerAccount(app, { stateCodes: ['SD'] });

  const tag = async (values: typeof tags.$inferInsert) =>
    (await db.insert(tags).values(values).returning({ id: tags.id }))[0]!.id;
  const a = owner.accountId;
  const tagIds = {
    energy: await tag({ accountId: a, scope: 'account', name: 'Energy', createdByUserId: owner.userId }),
    ownerWatch: await tag({ accountId: a, scope: 'personal', ownerUserId: owner.userId, name: 'Owner watch' }),
    secret: await tag({ accountId: a, scope: 'personal', ownerUserId: colleague.userId, name: 'Colleague secret' }),
    shared: await tag({ accountId: a, scope: 'personal', ownerUserId: colleague.userId, name: 'Shared with owner' }),
    outsiderList: await tag({ accountId: outsider.accountId, scope: 'account', name: 'Outsider list' }),
  };
  await db.insert(tagShares).values({
    accountId: a,
    tagId: tagIds.shared,
    targetType: 'user',
    targetId: owner.userId,
    access: 'read',
  });
  const track = (accountId: number, tagId: number, billId: string, addedByUserId: number) => ({
    accountId,
    tagId,
    billId,
    addedByUserId,
  });
  await db
    .insert(tagBills)
    .values([
      track(a, tagIds.energy, 'TX-892-HB-1', colleague.userId),
      track(a, tagIds.energy, 'TX-892-SB-10', colleague.userId),
      track(a, tagIds.energy, 'CO-251-HB-1001', owner.userId),
      track(a, tagIds.ownerWatch, 'TX-892-SB-1', owner.userId),
      track(a, tagIds.ownerWatch, 'TX-892-HB-1', owner.userId),
      track(a, tagIds.secret, 'NY-25R-S-3967', colleague.userId),
      track(a, tagIds.secret, 'TX-892-HB-2', colleague.userId),
      track(a, tagIds.shared, 'NY-25R-A-1029', colleague.userId),
      ...['TX-892-HB-2', 'CO-251-SB-2', 'TX-892-HB-7', 'TX-892-HB-1'].map((billId) =>
        track(outsider.accountId, tagIds.outsiderList, billId, outsider.userId),
      ),
    ]);

  await db.update(bills).set({ status: 6 }).where(eq(bills.id, 'TX-892-SB-1'));
  await db.update(bills).set({ lastActionDate: sql`current_date - 2` }).where(eq(bills.id, 'CO-251-HB-1001'));
  await db.insert(billEvents).values([
    { billId: 'NY-25R-A-1029', kind: 'new_action', key: 'fixture-1', payload: {} },
    { billId: 'TX-892-HB-7', kind: 'new_action', key: 'fixture-2', payload: {} },
  ]);

  const now = Date.now();
  const hearing = async (key: string, offsetDays: number, billIds: string[], status = 'confirmed') => {
    const id = `TX-event-fixture-${key}`;
    await db.insert(events).values({
      id,
      jurisdictionId: 'TX',
      name: `Hearing ${key}`,
      committeeName: `Committee ${key}`,
      startTime: new Date(now + offsetDays * day),
      timezone: 'America/Chicago',
      status,
      location: 'E2.012',
      sourceKey: key,
      source: 'fixture',
    });
    await db.insert(eventAgendaItems).values(billIds.map((billId) => ({ eventId: id, billId })));
  };
  await hearing('soon', 2, ['TX-892-HB-1', 'TX-892-HB-8']);
  await hearing('far', 20, ['TX-892-HB-1']);
  await hearing('cancelled', 1, ['TX-892-SB-10'], 'cancelled');
  await hearing('outsider', 5, ['TX-892-HB-7']);
  await hearing('past', -2, ['TX-892-HB-1']);
  await hearing('secret', 3, ['NY-25R-S-3967']);

  const note = (userId: number, isRead = false) => ({
    accountId: a,
    userId,
    kind: 'bill_update',
    title: 'HB 1 moved',
    body: 'Referred',
    isRead,
  });
  await db.insert(notifications).values([note(owner.userId), note(owner.userId), note(owner.userId, true)]);
  await db.insert(notifications).values(note(colleague.userId));

  await db.insert(billPositions).values([
    { accountId: a, billId: 'TX-892-HB-1', position: 'support', userId: owner.userId },
    { accountId: a, billId: 'CO-251-HB-1001', tagId: tagIds.energy, position: 'oppose', userId: owner.userId },
    { accountId: a, billId: 'NY-25R-A-1029', tagId: tagIds.shared, position: 'support', userId: colleague.userId },
    { accountId: a, billId: 'NY-25R-S-3967', tagId: tagIds.secret, position: 'monitor', userId: colleague.userId },
    { accountId: outsider.accountId, billId: 'TX-892-HB-2', position: 'amend', userId: outsider.userId },
  ]);

  return { owner, colleague, outsider, tagIds };
}
