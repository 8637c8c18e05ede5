import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { createStrictContext } from '@/lib/create-strict-context';
import { readStorage, writeStorage } from '@/lib/local-storage';

export const THEME_STORAGE_KEY = 'theme';
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

type ThemeContextValue = {
  theme: Theme;
  resolvedTheme: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
};

const [ThemeContextProvider, useTheme] = createStrictContext<ThemeContextValue>('Theme');

export { useTheme };

function isTheme(value: string | null): value is Theme {
  return themes.includes(value as Theme);
}

export function ThemeProvider({ children, defaultTheme = 'system' }: { children: ReactNode; defaultTheme?: Theme }) {
  const [theme, setThemeState] = useState<Theme>(() => {
    const stored = readStorage(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : defaultTheme;
  });
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolvedTheme = theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;

  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolvedTheme === 'dark');
  }, [resolvedTheme]);

  const value = useMemo(
    () => ({
      theme,
      resolvedTheme,
      setTheme: (next: Theme) => {
        writeStorage(THEME_STORAGE_KEY, next);
        setThemeState(next);
      },
    }),
    [theme, resolvedTheme],
  );

  return <ThemeContextProvider value={value}>{children}</ThemeContextProvider>;
}
