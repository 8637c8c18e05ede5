export const chamberLabels: Record<string, string> = { upper: 'Senate', lower: 'House', legislature: 'Joint' };
export const chamberLabel = (chamber: string | null) => (chamber ? (chamberLabels[chamber] ?? chamber) : '—');
