/**
 * A bill text cut into its sections: "SECTION 1." (Texas, Colorado), "Section 1." (South Dakota, New York,
 * Wisconsin), "SEC. 2." (Congress), "§ 1." (some states' acts), Texas articles' "SECTION 1.01.", and Illinois'
 * "Section 5.", "Section 10.", ... "Section 99.". A heading counts only when its number follows the previous one
 * (1, 2, 3 ...; 1.01, 1.02, 2.01 ...; or Illinois' steps of five and its closing 99), so references inside the text
 * ("Section 5. of this act", "§ 21-16-7.") and the sections of the code a bill amends ("Sec. 27.0055.", mixed case)
 * do not cut it. What comes before the first section (title, enacting clause) is the preamble, number 0. A heading
 * may follow a printed line number glued to it (Wisconsin's "AB140,14Section 1.").
 */
export type BillSection = { number: number; label: string; start: number; end: number };

// Spaces include the no-break space and the "Â" that mis-decoded no-break spaces leave in some CO texts.
const headingPattern =
  /(?:^|[\s(]|(?<=\d))((?:SECTION|Section|SEC\.|§)[\s\u00a0\u00c2]*(\d{1,3})(?:\.(\d{2,3}))?\.)(?=[\s\u00a0\u00c2]|$)/g;

type Numbering = { major: number; minor?: number };

/**
 * Whether a heading numbered `next` follows one numbered `last` (none yet: undefined); `byFives` when the first
 * section was 5 (Illinois).
 */
function follows(last: Numbering | undefined, next: Numbering, byFives: boolean): boolean {
  if (next.minor !== undefined) {
    if (!last) return next.major === 1 && next.minor === 1;
    if (last.minor === undefined) return false;
    return (
      (next.major === last.major && next.minor === last.minor + 1) ||
      (next.major === last.major + 1 && next.minor === 1)
    );
  }
  if (!last) return next.major === 1 || next.major === 5;
  if (last.minor !== undefined) return false;
  if (next.major === last.major + 1) return true;
  // Illinois numbers its sections 5, 10, 15 ... and the effective-date section 99.
  return byFives && last.major % 5 === 0 && (next.major === last.major + 5 || (next.major === 99 && last.major < 99));
}

export function splitSections(text: string): BillSection[] {
  const headings: { number: number; label: string; start: number; numbering: Numbering }[] = [];
  for (const match of text.matchAll(headingPattern)) {
    const numbering: Numbering = {
      major: Number(match[2]),
      ...(match[3] !== undefined ? { minor: Number(match[3]) } : {}),
    };
    const byFives = headings[0]?.numbering.major === 5;
    if (!follows(headings[headings.length - 1]?.numbering, numbering, byFives)) continue;
    const label = (match[1] ?? '').replace(/[\s\u00a0\u00c2]+/g, ' ');
    headings.push({
      number: headings.length + 1,
      label: label.replace(/\.$/, ''),
      start: (match.index ?? 0) + match[0].indexOf(match[1] ?? ''),
      numbering,
    });
  }
  const sections: BillSection[] = [];
  const firstStart = headings[0]?.start ?? text.length;
  if (headings.length === 0)
    return text.length > 0 ? [{ number: 0, label: 'Whole text', start: 0, end: text.length }] : [];
  if (firstStart > 0 && /[a-z]/i.test(text.slice(0, firstStart)))
    sections.push({ number: 0, label: 'Preamble', start: 0, end: firstStart });
  headings.forEach(({ numbering: _numbering, ...heading }, index) => {
    sections.push({ ...heading, end: headings[index + 1]?.start ?? text.length });
  });
  return sections;
}
