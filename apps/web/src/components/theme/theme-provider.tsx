import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { createStrictContext } from '@/lib/create-strict-context';
import { readStorage, writeStorage } from '@/lib/local-storage';

export const THEME_STORAGE_KEY = 'theme';
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

/** Where a chosen theme is kept beyond this browser (the signed-in user's settings on the server). */
export type ThemeSaver = (theme: Theme) => void;

type ThemeContextValue = {
  theme: Theme;
  resolvedTheme: 'light' | 'dark';
  /** The user's choice: applied, kept in localStorage, and handed to the registered saver. */
  setTheme: (theme: Theme) => void;
  /** A theme that arrived from elsewhere (the user's stored settings): applied and kept locally, not saved back. */
  syncTheme: (theme: Theme) => void;
  /** Registers the saver while signed in; returns the unregister function for an effect's cleanup. */
  registerSaver: (saver: ThemeSaver) => () => void;
};

const [ThemeContextProvider, useTheme] = createStrictContext<ThemeContextValue>('Theme');

export { useTheme };

function isTheme(value: string | null): value is Theme {
  return themes.includes(value as Theme);
}

/**
 * `userTheme`: the signed-in user's stored choice when it is known at the first render (the page carried their
 * settings, decision 050). It wins over this browser's, as UserThemeSync makes it win later anyway; starting from
 * it spares the whole app a second render on a new device (decision 054).
 */
export function ThemeProvider({
  children,
  defaultTheme = 'system',
  userTheme,
}: {
  children: ReactNode;
  defaultTheme?: Theme;
  userTheme?: Theme;
}) {
  const [theme, setThemeState] = useState<Theme>(() => {
    const stored = readStorage(THEME_STORAGE_KEY);
    return userTheme ?? (isTheme(stored) ? stored : defaultTheme);
  });
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolvedTheme = theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;

  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolvedTheme === 'dark');
  }, [resolvedTheme]);

  // One theme state for the header menu, the public header and the settings page; localStorage keeps it
  // for the next load (theme-init.js applies it before the first paint, so there is no flash).
  const saver = useRef<ThemeSaver | null>(null);
  const syncTheme = useCallback((next: Theme) => {
    writeStorage(THEME_STORAGE_KEY, next);
    setThemeState(next);
  }, []);
  const setTheme = useCallback(
    (next: Theme) => {
      syncTheme(next);
      saver.current?.(next);
    },
    [syncTheme],
  );
  const registerSaver = useCallback((next: ThemeSaver) => {
    saver.current = next;
    return () => {
      if (saver.current === next) saver.current = null;
    };
  }, []);

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme, syncTheme, registerSaver }),
    [theme, resolvedTheme, setTheme, syncTheme, registerSaver],
  );

  return <ThemeContextProvider value={value}>{children}</ThemeContextProvider>;
}
