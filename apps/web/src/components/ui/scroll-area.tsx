import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A scrolling region with the browser's own thin scrollbar. Radix's scroll area drew its own bar with about 13 KB of
 * script on every signed-in page's first screen (the sidebar); the native one scrolls by touch, wheel and keyboard
 * alike (decision 053).
 */
export function ScrollArea({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="scroll-area"
      className={cn(
        'overflow-y-auto rounded-[inherit] outline-none [scrollbar-width:thin] focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      {...props}
    />
  );
}
