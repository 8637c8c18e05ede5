import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { referralInviteRecipients, referralInvites } from '../../db/schema/index';

export async function insertReferralInvite(
  db: Database,
  values: { senderName?: string; message?: string; emails: string[] },
) {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .insert(referralInvites)
      .values({ senderName: values.senderName, message: values.message })
      .returning({ id: referralInvites.id });
    await tx.insert(referralInviteRecipients).values(values.emails.map((email) => ({ inviteId: invite!.id, email })));
    return invite!;
  });
}

export async function setReferralEmailedCount(db: Database, id: number, emailedCount: number) {
  await db.update(referralInvites).set({ emailedCount }).where(eq(referralInvites.id, id));
}

export async function listReferralRecipients(db: Database, inviteId: number) {
  const rows = await db
    .select({ email: referralInviteRecipients.email })
    .from(referralInviteRecipients)
    .where(eq(referralInviteRecipients.inviteId, inviteId));
  return rows.map((row) => row.email);
}
