import type { ReferralInviteInput, ReferralInviteReply } from '@statehouse/shared/marketing/marketing.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../notify/mailer';
import { insertReferralInvite, setReferralEmailedCount } from './referrals.queries';

type Log = Pick<FastifyBaseLogger, 'warn'>;

export function referralMail({
  senderName,
  message,
  siteUrl,
}: {
  senderName?: string;
  message?: string;
  siteUrl: string;
}) {
  const who = senderName || 'A colleague';
  const text = [
    `${who} thinks you would find Statehouse useful.`,
    '',
    'Statehouse tracks bills, hearings, votes, lobbying and campaign finance in all 50 states, with',
    'real-time alerts and AI reports for government affairs teams.',
    ...(message ? ['', `"${message}"`] : []),
    '',
    `See it for yourself: ${siteUrl}/demo-signup`,
  ].join('\n');
  return { subject: `${who} invited you to try Statehouse`, text };
}

/**
 * Records who a visitor invited (addresses de-duplicated without regard to case) and mails each
 * when a mail server is configured. Failed sends are logged, never shown to the visitor.
 */
export async function inviteReferrals({
  db,
  mailer,
  log,
  input,
  siteUrl,
}: {
  db: Database;
  mailer: Mailer;
  log: Log;
  input: Required<Pick<ReferralInviteInput, 'emails'>> & Pick<ReferralInviteInput, 'senderName' | 'message'>;
  /** The site's public origin, for the link in the mail. */
  siteUrl: string;
}): Promise<ReferralInviteReply> {
  const seen = new Set<string>();
  const emails = input.emails.filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const senderName = input.senderName || undefined;
  const message = input.message || undefined;
  const { id } = await insertReferralInvite(db, { senderName, message, emails });
  if (!mailer.configured) return { invited: emails.length, emailed: 0 };

  const mail = referralMail({ senderName, message, siteUrl });
  let emailed = 0;
  for (const to of emails) {
    try {
      await mailer.send({ to, ...mail });
      emailed += 1;
    } catch (error) {
      log.warn({ err: error, referralInviteId: id }, 'referral invitation could not be mailed');
    }
  }
  await setReferralEmailedCount(db, id, emailed);
  return { invited: emails.length, emailed };
}
