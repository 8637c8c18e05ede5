import type { CampaignFinanceRow } from '@statehouse/shared/finance/finance.schemas';
import type { ExportColumn } from '@/components/table-export';
import { formatDay } from '@/lib/format-date';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** $1,234.56; whole dollars where cents are noise (chart axes, large totals). */
export const formatMoney = (amount: number | string, whole = false) =>
  (whole ? wholeDollars : dollars).format(Number(amount));

/** "$1.2M", "$35K": chart ticks. */
export const formatCompactMoney = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' }).format(amount);

/** 2022-12-13 -> Dec 13, 2022: the app's one day format (lib/format-date). */
export const formatDate = (date: string | null) => formatDay(date, 'No date');

/** What the contributor works for or is: the organization, else employer and occupation. */
export const contributorDetail = (row: CampaignFinanceRow) =>
  row.contributorOrganization && row.contributorOrganization !== row.contributorName
    ? row.contributorOrganization
    : [row.contributorEmployer, row.contributorOccupation].filter(Boolean).join(' · ');

export const contributionExportColumns: readonly ExportColumn<CampaignFinanceRow>[] = [
  { header: 'Date', width: 12, value: (row) => row.receivedOn ?? '' },
  { header: 'Contributor', width: 30, value: (row) => row.contributorName },
  { header: 'Contributor type', width: 18, value: (row) => row.contributorType ?? '' },
  { header: 'Organization', width: 28, value: (row) => row.contributorOrganization ?? '' },
  { header: 'Employer', width: 28, value: (row) => row.contributorEmployer ?? '' },
  { header: 'Occupation', width: 20, value: (row) => row.contributorOccupation ?? '' },
  { header: 'City', width: 16, value: (row) => row.contributorCity ?? '' },
  { header: 'State', width: 8, value: (row) => row.contributorState ?? '' },
  { header: 'ZIP', width: 10, value: (row) => row.contributorZip ?? '' },
  { header: 'Amount', width: 12, value: (row) => row.amount },
  { header: 'Recipient', width: 34, value: (row) => row.recipient.name },
  { header: 'Recipient registration', width: 14, value: (row) => row.recipient.registrationNumber },
  { header: 'Recipient legislator', width: 22, value: (row) => row.recipient.member?.name ?? '' },
  { header: 'Lobbyist', width: 8, value: (row) => (row.isLobbyist ? 'yes' : '') },
  { header: 'Company', width: 24, value: (row) => row.company?.name ?? '' },
  { header: 'Memo entry', width: 8, value: (row) => (row.isMemo ? 'yes' : '') },
  { header: 'Jurisdiction', width: 8, value: (row) => row.jurisdictionCode },
  { header: 'Source', width: 8, value: (row) => row.source },
];
