import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import type { NavSection } from './nav-types';
import { useSidebar } from './sidebar-context';
import { SidebarNav } from './sidebar-nav';

export const SIDEBAR_ID = 'app-sidebar';

type AppSidebarProps = { sections: NavSection[]; homePath: string };

/** A fixed column on desktop (collapsible to icons), a drawer under 768 px. */
export function AppSidebar({ sections, homePath }: AppSidebarProps) {
  const { collapsed, isMobile, mobileOpen, setMobileOpen } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent id={SIDEBAR_ID} side="left" className="w-72 gap-0 bg-sidebar p-0 text-sidebar-foreground">
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">Go to a section of Statehouse.</SheetDescription>
          <div className="flex h-14 items-center border-b border-sidebar-border px-4">
            <Link to={homePath} onClick={() => setMobileOpen(false)} aria-label="Statehouse home">
              <Logo />
            </Link>
          </div>
          <ScrollArea className="min-h-0 flex-1">
            <SidebarNav sections={sections} onNavigate={() => setMobileOpen(false)} />
          </ScrollArea>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <aside
      id={SIDEBAR_ID}
      data-collapsed={collapsed}
      className={cn(
        'sticky top-0 hidden h-svh shrink-0 flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 md:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div
        className={cn(
          'flex h-14 shrink-0 items-center border-b border-sidebar-border',
          collapsed ? 'justify-center' : 'px-4',
        )}
      >
        <Link
          to={homePath}
          aria-label="Statehouse home"
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Logo showName={!collapsed} />
        </Link>
      </div>
      <ScrollArea className="min-h-0 flex-1">
        <SidebarNav sections={sections} collapsed={collapsed} />
      </ScrollArea>
    </aside>
  );
}
