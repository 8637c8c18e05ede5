import type { MemberImagesBulkReply } from '@statehouse/shared/members/members.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { avatarSvg } from './member-avatar';
import type { MemberImageCache } from './member-image-cache';
import { selectImageSources } from './members.queries';

export type MemberImage = { body: Buffer | string; contentType: string; cached: boolean };

/**
 * The cached photo, else a generated avatar while (when the data has a photo URL) a background fetch fills the
 * cache for next time. Never fails for a known member: a dead network or a broken URL still gives an avatar.
 */
export async function getMemberImage({
  db,
  cache,
  memberId,
}: {
  db: Database;
  cache: MemberImageCache;
  memberId: string;
}): Promise<MemberImage> {
  const [person] = await selectImageSources(db, [memberId]);
  if (!person) throw new AppError('NOT_FOUND', `Member ${memberId} was not found`);
  const cached = await cache.read(memberId);
  if (cached) return { ...cached, cached: true };
  if (person.image) cache.enqueue(memberId, person.image);
  return { body: avatarSvg(person.name, person.party), contentType: 'image/svg+xml; charset=utf-8', cached: false };
}

export async function prefetchMemberImages({
  db,
  cache,
  memberIds,
}: {
  db: Database;
  cache: MemberImageCache;
  memberIds: readonly string[];
}): Promise<MemberImagesBulkReply> {
  const unique = [...new Set(memberIds)];
  const sources = new Map((await selectImageSources(db, unique)).map((row) => [row.id, row]));
  const reply: MemberImagesBulkReply = { cached: [], queued: [], unavailable: [] };
  for (const id of unique) {
    const source = sources.get(id);
    if (await cache.read(id)) reply.cached.push(id);
    else if (!source?.image) reply.unavailable.push(id);
    else if (cache.enqueue(id, source.image)) reply.queued.push(id);
    else reply.unavailable.push(id);
  }
  return reply;
}
