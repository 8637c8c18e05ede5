/**
 * How many bytes each plan may keep in file storage (accounts.plan: trial, team, enterprise). Files in the trash
 * count until they are purged or the trash is emptied. The one place quotas are defined (decision 035).
 */
export const storageQuotaBytesByPlan = {
  trial: 1 * 1024 ** 3,
  team: 50 * 1024 ** 3,
  enterprise: 500 * 1024 ** 3,
} as const satisfies Record<string, number>;

/** The quota of a plan; a plan this table does not know gets the trial's. */
export function storageQuotaBytes(plan: string): number {
  return (storageQuotaBytesByPlan as Record<string, number>)[plan] ?? storageQuotaBytesByPlan.trial;
}

const units = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 -> "1.5 KB", 0 -> "0 bytes" (powers of 1024, as operating systems show file sizes). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024)
    return `${Math.max(0, Math.round(bytes))} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
