import type { ComparisonRequest } from '@statehouse/shared/bill-comparison/bill-comparison.schemas';

/** One side in the URL: "TX-892-HB-1" (its latest version) or "TX-892-HB-1:548" (that version). */
export type SideChoice = { billId: string; versionId?: number };

export function parseSide(value: string | null): SideChoice | null {
  if (!value?.trim()) return null;
  const [billId = '', version] = value.trim().split(':');
  const versionId = version ? Number(version) : undefined;
  return { billId, ...(versionId && Number.isInteger(versionId) ? { versionId } : {}) };
}

export const formatSide = (side: SideChoice): string =>
  side.versionId ? `${side.billId}:${side.versionId}` : side.billId;

export function comparisonRequest(left: SideChoice | null, right: SideChoice | null): ComparisonRequest | null {
  return left && right ? { left, right } : null;
}
