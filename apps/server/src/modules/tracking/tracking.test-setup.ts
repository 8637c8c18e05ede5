import type { FastifyInstance } from 'fastify';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { tagBills, tags } from '../../db/schema/index';

// Test data for the tracking tests, inserted straight into the tables (not through the tags API) so these tests
// depend on nothing but the schema.

export type Team = {
  owner: SignedIn;
  colleague: SignedIn;
  lobbyist: SignedIn;
  analyst: SignedIn;
  outsider: SignedIn;
};

export async function makeTeam(app: FastifyInstance): Promise<Team> {
  await loadBillSample(app.db);
  const owner = await registerAccount(app, { stateCodes: ['TX', 'CO'] });
  const colleague = await addMember(app, { accountId: owner.accountId, role: 'user', stateCodes: ['TX'] });
  const lobbyist = await addMember(app, { accountId: owner.accountId, role: 'lobbyist', stateCodes: ['TX'] });
  const analyst = await addMember(app, { accountId: owner.accountId, role: 'analyst', stateCodes: ['TX'] });
  const outsider = await registerAccount(app, { stateCodes: ['SD', 'TX'] });
  return { owner, colleague, lobbyist, analyst, outsider };
}

export async function insertTag(
  app: FastifyInstance,
  values: { accountId: number; name: string; ownerUserId?: number; color?: string },
): Promise<number> {
  const [row] = await app.db
    .insert(tags)
    .values({
      accountId: values.accountId,
      scope: values.ownerUserId ? 'personal' : 'account',
      ownerUserId: values.ownerUserId ?? null,
      name: values.name,
      color: values.color ?? '#2563eb',
    })
    .returning({ id: tags.id });
  if (!row) throw new Error('no tag');
  return row.id;
}

export async function tagBill(
  app: FastifyInstance,
  values: {
    accountId: number;
    tagId: number;
    billId: string;
    userId: number;
    trackType?: 'manual' | 'upload' | 'auto';
  },
): Promise<void> {
  await app.db.insert(tagBills).values({
    accountId: values.accountId,
    tagId: values.tagId,
    billId: values.billId,
    addedByUserId: values.userId,
    trackType: values.trackType ?? 'manual',
  });
}
