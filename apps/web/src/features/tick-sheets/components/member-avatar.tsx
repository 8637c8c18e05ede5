import { useState } from 'react';
import { cn } from '@/lib/utils';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** The member's photo from /api/member-images/{id}; initials if it cannot be loaded, never a broken image. */
export function MemberAvatar({ src, name, className }: { src: string; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn('size-9 shrink-0 rounded-full', className);
  if (failed) {
    return (
      <span aria-hidden="true" className={cn(box, 'grid place-items-center bg-muted text-xs font-medium')}>
        {initialsOf(name)}
      </span>
    );
  }
  return <img src={src} alt="" loading="lazy" className={cn(box, 'object-cover')} onError={() => setFailed(true)} />;
}
