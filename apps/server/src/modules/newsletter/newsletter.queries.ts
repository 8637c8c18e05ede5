import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/index';

/** Adds the address unless it is already on the list (any case); true when a row was inserted. */
export async function insertSubscriptionIfNew(db: Database, values: { email: string; source: string }) {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values(values)
    // The only unique index besides the key is lower(email): a conflict means "already subscribed".
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}

export async function countSubscriptionsByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);
  return row?.count ?? 0;
}
