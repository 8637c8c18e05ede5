import type { UserSettings } from '@statehouse/shared/users/users.schemas';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { useToast } from '@/hooks/use-toast';
import { sharedKeys } from '@/lib/api/shared-keys';
import { createQueryClient } from '@/lib/query-client';

// No toast shows before the first user action, so the toast UI (Radix toast, about 15 KB) loads with the
// first toast instead of with every page (docs/decisions/019). The store keeps that toast until it is here.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

function ToasterOnFirstToast() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** `queryClient`: one made (and already fetching) before the first render, e.g. by App; a new one otherwise. */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const userTheme = queryClient.getQueryData<UserSettings>(sharedKeys.userSettings)?.theme;

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider userTheme={userTheme}>
        {children}
        <ToasterOnFirstToast />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
