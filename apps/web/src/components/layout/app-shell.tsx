import type { ReactNode } from 'react';
import { AppSidebar } from './app-sidebar';
import { LoadingDataBanner } from './loading-data-banner';
import type { NavSection } from './nav-types';
import { SidebarProvider } from './sidebar-context';
import { TopBar } from './top-bar';

type AppShellProps = {
  sections: NavSection[];
  homePath: string;
  title?: string;
  /** The top bar's search box (see TopBar). */
  search?: (className: string) => ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/** Sidebar, top bar and main content area of the signed-in app and the guest area. */
export function AppShell({ sections, homePath, title, search, actions, children }: AppShellProps) {
  return (
    <SidebarProvider>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="flex min-h-svh bg-background">
        <AppSidebar sections={sections} homePath={homePath} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar title={title} search={search} actions={actions} />
          <LoadingDataBanner />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
