import { paths } from '@/config/paths';
import type { MarketingLink } from './marketing-links';

const m = paths.marketing;

export const footerColumns: { title: string; links: MarketingLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: m.features },
      { label: 'Search', to: m.search },
      { label: 'Track', to: m.track },
      { label: 'Report', to: m.report },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: m.about },
      { label: 'Why Statehouse', to: m.whyStatehouse },
      { label: 'Blog', to: m.blog },
      { label: 'Insights', to: m.insights },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help', to: m.help },
      { label: 'Data sources', to: m.dataSources },
      { label: 'Terms', to: m.terms },
      { label: 'Privacy', to: m.privacy },
    ],
  },
];

export const socialLinks: { label: string; href: string }[] = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
];

export const COPYRIGHT_YEAR = 2025;
