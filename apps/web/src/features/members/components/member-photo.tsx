import { cn } from '@/lib/utils';

/**
 * A member's photo from /api/member-images/{id}: the cached photo or the server's generated avatar (initials on
 * the party colour), so it is never a broken image. Lazy: a directory page loads only the photos in view.
 */
export function MemberPhoto({ photoUrl, name, className }: { photoUrl: string; name: string; className?: string }) {
  return (
    <img
      src={photoUrl}
      alt=""
      title={name}
      loading="lazy"
      decoding="async"
      width={40}
      height={40}
      className={cn('size-10 shrink-0 rounded-full bg-muted object-cover', className)}
    />
  );
}
