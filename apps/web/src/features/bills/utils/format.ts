import { formatCalendarDate } from '@statehouse/shared/common/plain-format';

/** 2025-08-20 -> Aug 20, 2025 (dates are calendar days: formatted in UTC so they never shift). */
export const formatDate = formatCalendarDate;

const chamberNames: Record<string, string> = {
  upper: 'Senate',
  lower: 'House',
  legislature: 'Legislature',
  executive: 'Governor',
};

export const chamberName = (chamber: string | null | undefined) => (chamber ? (chamberNames[chamber] ?? chamber) : '');
