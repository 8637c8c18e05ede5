import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { type Theme, themes, useTheme } from '@/components/theme/theme-provider';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const labels: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const icons = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/**
 * One button that steps through light, dark and system. The public header uses it instead of the
 * app's dropdown so that the landing page does not load a menu library for a three-way choice.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const next = themes[(themes.indexOf(theme) + 1) % themes.length] ?? 'light';
  const Icon = icons[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn(className)}
      aria-label={`Theme: ${labels[theme]}. Switch to ${labels[next]}`}
      title={`Theme: ${labels[theme]}`}
      onClick={() => setTheme(next)}
    >
      <Icon />
    </Button>
  );
}
