// Counts and calendar dates formatted the way `Intl` formats them for en-US, without `Intl`: the first `Intl`
// formatter a page makes loads ICU's data, 20-40 ms on a phone, and the bill list's first screen (its count, its
// pages, each card's date) would pay it before it can paint (decision 052). plain-format.test.ts compares both.

/** 1234567 -> '1,234,567' (what `Intl.NumberFormat('en-US')` gives for a whole number). */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2025-08-20' (or a full ISO timestamp) -> 'Aug 20, 2025', read in UTC so a calendar day never shifts (what
 * `Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })` gives).
 * Empty for no value; the value itself when it is not a date.
 */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * A day as sources give it, the app's one way (the web's formatDay, the server's alert texts): 'Aug 20, 2025' from a
 * day or a timestamp (formatCalendarDate), and a partial date as it is: '2021' stays '2021', '2021-03' is
 * 'Mar 2021', never a made-up first of the month. Empty for no value.
 */
export function formatSourceDay(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}$/.test(value)) return value;
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) return `${monthNames[Number(month[2]) - 1] ?? month[2]} ${month[1]}`;
  return formatCalendarDate(value);
}
