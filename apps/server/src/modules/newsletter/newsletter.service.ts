import type { NewsletterSubscribeReply } from '@statehouse/shared/marketing/marketing.schemas';
import type { Database } from '../../db/client';
import { insertSubscriptionIfNew } from './newsletter.queries';

/**
 * Puts an address on the newsletter list. Subscribing twice (in any letter case) is not an error:
 * the list keeps one row and the reply says it was already there.
 */
export async function subscribeToNewsletter({
  db,
  email,
  source = 'footer',
}: {
  db: Database;
  email: string;
  source?: string;
}): Promise<NewsletterSubscribeReply> {
  const inserted = await insertSubscriptionIfNew(db, { email, source });
  return { subscribed: true, alreadySubscribed: !inserted };
}
