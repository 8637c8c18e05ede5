import type { LucideIcon } from 'lucide-react';

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
};

export type NavSection = { title: string; items: NavItem[] };
