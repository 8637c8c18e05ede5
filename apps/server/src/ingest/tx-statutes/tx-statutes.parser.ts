import type { HierarchyLevel, SectionAnnotation } from '../../db/schema/statutes';
import type { ParseResult } from '../loaders/records';
import type { StatuteSectionRecord } from '../loaders/statutes';

export const txTaxCodeName = 'TX Tax Code';

/** A section starts with `Sec. 151.001.` followed by its upper-case heading. */
const sectionStart = /Sec\. (\d+\.\d+[A-Za-z-]*)\.\s{1,3}(?=["A-Z][A-Z])/g;
const historyLine = /^(Acts \d{4}|Added by|Amended by|Reenacted|Transferred|Renumbered|Redesignated|Repealed by)/;
const levelPattern =
  /(TITLE|SUBTITLE|CHAPTER|SUBCHAPTER) ([0-9A-Z-]+)\.\s+(.*?)(?=(?:SUBTITLE|CHAPTER|SUBCHAPTER) [0-9A-Z-]+\.|$)/g;

/**
 * Parses the Texas Tax Code text scraped from statutes.capitol.texas.gov: a mis-decoded byte-order
 * mark and inline CSS first, then sections `Sec. 151.001.  HEADING.  text` with their source notes
 * (`Acts 1981, ...`) on the following lines. Title, subtitle, chapter and subchapter headings sit at
 * the start of the line of the first section under them; so do notes such as "Text of section
 * effective until ...", which name the variant when a section is printed in two versions.
 */
export function parseTxStatutes(content: string, file: string): ParseResult<StatuteSectionRecord>[] {
  const text = content.replace(/^(\uFEFF|ï»¿)/, '').replace(/\r\n?/g, '\n');
  const starts = [...text.matchAll(sectionStart)];
  if (starts.length === 0) {
    return [{ ok: false, ref: { file }, reason: 'no "Sec. <number>." section headings found' }];
  }
  const lineStart = (index: number) => text.lastIndexOf('\n', index) + 1;
  const lineNumber = (index: number) => text.slice(0, index).split('\n').length;
  const levels = new Map<string, HierarchyLevel>();
  const results: ParseResult<StatuteSectionRecord>[] = [];

  starts.forEach((match, i) => {
    const begin = match.index;
    const section = match[1]!;
    const ref = { file, line: lineNumber(begin), record: `Sec. ${section}` };
    const prefix = text.slice(lineStart(begin), begin);
    let note = prefix;
    for (const level of prefix.matchAll(levelPattern)) {
      const name = level[1]!.toLowerCase();
      levels.set(name, { level: name, num: level[2]!, heading: level[3]!.trim().replace(/\.$/, '') || undefined });
      if (name === 'title') for (const lower of ['subtitle', 'chapter', 'subchapter']) levels.delete(lower);
      if (name === 'subtitle') for (const lower of ['chapter', 'subchapter']) levels.delete(lower);
      if (name === 'chapter') levels.delete('subchapter');
      note = note.replace(level[0]!, '');
    }
    note = note
      .replace(/^.*\{.*\}\s*/s, '')
      .replace(/^TAX CODE/, '')
      .trim();
    const end = i + 1 < starts.length ? lineStart(starts[i + 1]!.index) : text.length;
    const body = text.slice(begin + match[0].length, end).trim();
    const headingMatch =
      /^([^a-z]+?\.["”]?)(?:\s{2,}|(?=\([A-Za-z0-9]))/.exec(body) ?? /^([^a-z]+?\.["”]?)\s/.exec(body);
    if (!headingMatch) {
      results.push({ ok: false, ref, reason: 'section heading not followed by text' });
      return;
    }
    const heading = headingMatch[1]!.trim();
    const bodyLines = body
      .slice(headingMatch[0].length)
      .split('\n')
      .map((line) => line.trim());
    const annotations: SectionAnnotation[] = [];
    const textLines: string[] = [];
    for (const line of bodyLines) {
      if (!line) continue;
      if (historyLine.test(line) && textLines.length > 0) annotations.push({ type: 'History', text: line });
      else textLines.push(line.replace(/([.:;])(\([A-Za-z0-9-]{1,6}\)\s{2})/g, '$1\n$2'));
    }
    const variantMatch = /Text of section (effective .*?\d{4})/i.exec(note);
    if (note && !variantMatch) annotations.unshift({ type: 'Note', text: note });
    if (textLines.length === 0) {
      results.push({ ok: false, ref, reason: 'section has a heading but no text' });
      return;
    }
    const hierarchy = ['title', 'subtitle', 'chapter', 'subchapter']
      .map((name) => levels.get(name))
      .filter((level): level is HierarchyLevel => level !== undefined);
    const chapter = levels.get('chapter')?.num ?? section.split('.')[0]!;
    results.push({
      ok: true,
      ref,
      value: {
        jurisdictionId: 'TX',
        code: txTaxCodeName,
        title: levels.get('title')?.num ?? null,
        chapter,
        subchapter: levels.get('subchapter')?.num ?? null,
        part: null,
        section,
        variant: variantMatch ? variantMatch[1]! : '',
        heading,
        text: textLines.join('\n'),
        hierarchy,
        annotations,
        citations: [...new Set([...body.matchAll(/Section (\d+\.\d+[A-Za-z]*)/g)].map((cite) => cite[1]!))],
        sourceUrl: `https://statutes.capitol.texas.gov/Docs/TX/htm/TX.${chapter}.htm#${section}`,
      },
    });
  });
  return results;
}
