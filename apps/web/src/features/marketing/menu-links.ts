import { paths } from '@/config/paths';
import type { MarketingLink } from './marketing-links';

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
