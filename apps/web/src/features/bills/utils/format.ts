const chamberNames: Record<string, string> = {
  upper: 'Senate',
  lower: 'House',
  legislature: 'Legislature',
  executive: 'Governor',
};

export const chamberName = (chamber: string | null | undefined) => (chamber ? (chamberNames[chamber] ?? chamber) : '');
