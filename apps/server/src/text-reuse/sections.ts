/**
 * A bill text cut into its sections: "SECTION 1." (Texas, Colorado), "Section 1." (South Dakota, New York),
 * "SEC. 2." (Congress) and "§ 1." (some states' acts). A heading counts only when its number follows the previous
 * one (1, 2, 3 ...), so references inside the text ("Section 5. of this act", "§ 21-16-7.") and the sections of
 * the code a bill amends ("Sec. 27.0055.", mixed case) do not cut it. What comes before section 1 (title,
 * enacting clause) is the preamble, number 0.
 */
export type BillSection = { number: number; label: string; start: number; end: number };

// Spaces include the no-break space and the "Â" that mis-decoded no-break spaces leave in some CO texts.
const headingPattern = /(?:^|[\s(])((?:SECTION|Section|SEC\.|§)[\s\u00a0\u00c2]*(\d{1,3})\.)(?=[\s\u00a0\u00c2]|$)/g;

export function splitSections(text: string): BillSection[] {
  const headings: { number: number; label: string; start: number }[] = [];
  for (const match of text.matchAll(headingPattern)) {
    const number = Number(match[2]);
    const expected = (headings[headings.length - 1]?.number ?? 0) + 1;
    if (number !== expected) continue;
    const label = (match[1] ?? '').replace(/[\s\u00a0\u00c2]+/g, ' ');
    headings.push({
      number,
      label: label.replace(/\.$/, ''),
      start: (match.index ?? 0) + match[0].indexOf(match[1] ?? ''),
    });
  }
  const sections: BillSection[] = [];
  const firstStart = headings[0]?.start ?? text.length;
  if (headings.length === 0)
    return text.length > 0 ? [{ number: 0, label: 'Whole text', start: 0, end: text.length }] : [];
  if (firstStart > 0 && /[a-z]/i.test(text.slice(0, firstStart)))
    sections.push({ number: 0, label: 'Preamble', start: 0, end: firstStart });
  headings.forEach((heading, index) => {
    sections.push({ ...heading, end: headings[index + 1]?.start ?? text.length });
  });
  if (sections.length === 0 && text.length > 0)
    sections.push({ number: 0, label: 'Whole text', start: 0, end: text.length });
  return sections;
}
