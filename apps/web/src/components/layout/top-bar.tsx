import { MenuIcon, PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { SIDEBAR_ID } from './app-sidebar';
import { useSidebar } from './sidebar-context';

function SidebarTrigger() {
  const { collapsed, isMobile, mobileOpen, toggle } = useSidebar();

  if (isMobile) {
    return (
      <Button
        variant="ghost"
        size="icon"
        onClick={toggle}
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={mobileOpen}
      >
        <MenuIcon />
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
      aria-expanded={!collapsed}
      aria-controls={SIDEBAR_ID}
      title={`${collapsed ? 'Expand' : 'Collapse'} sidebar (Ctrl+B)`}
    >
      {collapsed ? <PanelLeftOpenIcon /> : <PanelLeftCloseIcon />}
    </Button>
  );
}

type TopBarProps = {
  title?: string;
  /**
   * The search box, given by the layout (the search feature's GlobalSearch): shared layout code does not import
   * features. Called with the classes that size it in the bar.
   */
  search?: (className: string) => ReactNode;
  actions?: ReactNode;
};

export function TopBar({ title, search, actions }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="mx-1 h-5!" />
      {/* The page repeats its title as its heading; here it is only a reminder, shown where it fits whole
          rather than cut to a letter beside the search box and the state and session pickers. */}
      {title && (
        <p
          data-testid="top-bar-title"
          className="hidden max-w-56 shrink-0 truncate text-sm font-medium text-muted-foreground 2xl:block"
        >
          {title}
        </p>
      )}
      {search?.('ml-auto w-full max-w-40 sm:max-w-xs lg:max-w-sm')}
      <div className="flex items-center gap-1">{actions}</div>
    </header>
  );
}
