import { cn } from '@/lib/utils';

/** A tag's colour as a small dot; decorative, since the tag's name always stands beside it. */
export function TagSwatch({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-3 shrink-0 rounded-full border border-black/10', className)}
      style={{ backgroundColor: color }}
    />
  );
}
