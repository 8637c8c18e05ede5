import { paths } from '@/config/paths';

export type MarketingLink = { label: string; to: string; description?: string };

const m = paths.marketing;

export const productLinks: MarketingLink[] = [
  { label: 'Live Actions', to: m.liveActions, description: 'Transcribed committee and floor video, live.' },
  {
    label: 'Analyst Management',
    to: m.analystManagement,
    description: 'Collaborate on bill versions with your analysts.',
  },
  {
    label: 'Advocate Management',
    to: m.advocateManagement,
    description: 'Seats, invitations and testimony for advocates.',
  },
  { label: 'AI Reports', to: m.aiReports, description: 'Reports tailored to your organization.' },
  { label: 'Automated Reports', to: m.automatedReports, description: 'Scheduled reports, delivered automatically.' },
  { label: 'File Storage', to: m.fileStorage, description: 'Shared folders next to the legislation.' },
];

export const featureLinks: MarketingLink[] = [
  { label: 'Search', to: m.search, description: 'Every bill, statute and regulation in 50 states.' },
  { label: 'Track', to: m.track, description: 'Tags, positions and alerts for your bills.' },
  { label: 'Report', to: m.report, description: 'Share progress with leadership and clients.' },
];

export const headerLinks: MarketingLink[] = [
  { label: 'Blog', to: m.blog },
  { label: 'Why Statehouse', to: m.whyStatehouse },
  { label: 'About', to: m.about },
];

export const requestDemoLink: MarketingLink = { label: 'Request Demo', to: m.demoSignup };

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
