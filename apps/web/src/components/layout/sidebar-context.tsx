import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useIsMobile } from '@/hooks/use-media-query';
import { createStrictContext } from '@/lib/create-strict-context';
import { readStorage, writeStorage } from '@/lib/local-storage';

export const SIDEBAR_STORAGE_KEY = 'sidebar-collapsed';
const SIDEBAR_SHORTCUT_KEY = 'b';

type SidebarContextValue = {
  /** Desktop only: the sidebar shows icons only. Starts collapsed until the user expands it. */
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  isMobile: boolean;
  /** Mobile only: the navigation drawer is open. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  /** Collapses or expands on desktop, opens or closes the drawer on mobile. */
  toggle: () => void;
};

const [SidebarContextProvider, useSidebar] = createStrictContext<SidebarContextValue>('Sidebar');

export { useSidebar };

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [collapsed, setCollapsedState] = useState(() => readStorage(SIDEBAR_STORAGE_KEY) !== 'false');
  const [mobileOpen, setMobileOpen] = useState(false);

  const setCollapsed = useCallback((next: boolean) => {
    writeStorage(SIDEBAR_STORAGE_KEY, String(next));
    setCollapsedState(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setCollapsed(!collapsed);
  }, [isMobile, collapsed, setCollapsed]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ collapsed, setCollapsed, isMobile, mobileOpen, setMobileOpen, toggle }),
    [collapsed, setCollapsed, isMobile, mobileOpen, toggle],
  );

  return <SidebarContextProvider value={value}>{children}</SidebarContextProvider>;
}
