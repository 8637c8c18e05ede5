import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demoRequests } from '../../db/schema/index';

export async function insertDemoRequest(db: Database, values: typeof demoRequests.$inferInsert) {
  const [row] = await db.insert(demoRequests).values(values).returning({ id: demoRequests.id });
  return row!;
}

export async function markDemoRequestNotified(db: Database, id: number, at: Date) {
  await db.update(demoRequests).set({ notifiedAt: at }).where(eq(demoRequests.id, id));
}

export async function findDemoRequest(db: Database, id: number) {
  const [row] = await db.select().from(demoRequests).where(eq(demoRequests.id, id));
  return row;
}
