import type { MemberSummary } from '@statehouse/shared/members/members.schemas';
import type { ExportColumn } from '@/components/table-export';

/** How the data's chambers read on screen (Open States: upper, lower, legislature for unicameral and joint). */
export const chamberLabels: Record<string, string> = { upper: 'Senate', lower: 'House', legislature: 'Legislature' };
export const chamberLabel = (chamber: string | null) => (chamber ? (chamberLabels[chamber] ?? chamber) : '—');

/** Party badge colours: the same hues as the server's generated avatars (member-avatar.ts). */
export const partyBadgeClass: Record<string, string> = {
  D: 'bg-blue-700 text-white',
  R: 'bg-red-700 text-white',
  I: 'bg-violet-700 text-white',
  L: 'bg-yellow-700 text-white',
  G: 'bg-green-700 text-white',
};

export const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`);

export const memberExportColumns: readonly ExportColumn<MemberSummary>[] = [
  { header: 'Name', width: 28, value: (member) => member.name },
  { header: 'State', width: 6, value: (member) => member.stateCode },
  { header: 'Party', width: 16, value: (member) => member.party ?? '' },
  { header: 'Chamber', width: 12, value: (member) => chamberLabel(member.chamber) },
  { header: 'District', width: 10, value: (member) => member.district ?? '' },
  { header: 'Committees', width: 11, value: (member) => String(member.committeesCount) },
  { header: 'E-mail', width: 30, value: (member) => member.email ?? '' },
  { header: 'Member ID', width: 44, value: (member) => member.id },
];
