/** Where a legislator or staffer sits, in one line: "TX · Senate · District 4" (the parts the data has). */
export function whereTheySit(parts: {
  position?: string;
  stateCode: string | null;
  chamber: string | null;
  district: string | null;
}) {
  const chamber =
    parts.chamber === 'upper' ? 'Senate' : parts.chamber === 'lower' ? 'House' : parts.chamber ? parts.chamber : null;
  return [parts.position || null, parts.stateCode, chamber, parts.district ? `District ${parts.district}` : null]
    .filter(Boolean)
    .join(' · ');
}
