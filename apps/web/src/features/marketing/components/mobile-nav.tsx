import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

// The sheet (a Radix dialog) loads on the first tap, so it is not part of the page's initial JavaScript.
const loadSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileNavSheet })));

export function MobileNav({ onDark }: { onDark: boolean }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={cn(onDark && 'text-white hover:bg-white/10 hover:text-white')}
      >
        <MenuIcon />
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} onClosed={() => triggerRef.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
