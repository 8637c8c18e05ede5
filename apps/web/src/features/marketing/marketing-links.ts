import { paths } from '@/config/paths';

// The header's own links, which every public page paints at once. The menus' and the footer's lists live in
// menu-links.ts and footer-links.ts, loaded with the menus and the footer after the first paint.

export type MarketingLink = { label: string; to: string; description?: string };

const m = paths.marketing;

export const headerLinks: MarketingLink[] = [
  { label: 'Blog', to: m.blog },
  { label: 'Why Statehouse', to: m.whyStatehouse },
  { label: 'About', to: m.about },
];

export const requestDemoLink: MarketingLink = { label: 'Request Demo', to: m.demoSignup };
