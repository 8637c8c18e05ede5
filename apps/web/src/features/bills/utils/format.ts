const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 2025-08-20 -> Aug 20, 2025 (dates are calendar days: formatted in UTC so they never shift). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

const chamberNames: Record<string, string> = {
  upper: 'Senate',
  lower: 'House',
  legislature: 'Legislature',
  executive: 'Governor',
};

export const chamberName = (chamber: string | null | undefined) => (chamber ? (chamberNames[chamber] ?? chamber) : '');

export const numberFormat = new Intl.NumberFormat('en-US');
