import type { HierarchyLevel, SectionAnnotation } from '../../db/schema/statutes';
import { clean, type ParseResult } from '../loaders/records';
import type { StatuteSectionRecord } from '../loaders/statutes';
import { attr, childrenOf, elementsOf, firstElement, localName, parseXml, textOf, type XmlNode } from '../loaders/xml';

const structural = new Set(['title', 'chapter', 'subchapter', 'part', 'subpart', 'level']);
const noteElements = new Set(['source', 'note', 'editorialNote', 'authority', 'footnote']);
const blockElements = new Set(['p', 'content', 'chapeau', 'continuation', 'heading', 'table']);

/**
 * Parses a Code of Federal Regulations volume in USLM XML (`<cfrDoc>` with title > chapter >
 * subchapter > part > subpart > section) into regulation sections. The printed number (`§ 478.33a`)
 * is used rather than the identifier attribute, which GPO's converter sometimes repeats.
 */
export function parseCfr(xml: string, file: string): ParseResult<StatuteSectionRecord>[] {
  let nodes: XmlNode[];
  try {
    nodes = parseXml(xml);
  } catch (error) {
    return [{ ok: false, ref: { file }, reason: (error as Error).message }];
  }
  const root = nodes.find((node) => localName(node) === 'cfrDoc');
  if (!root) return [{ ok: false, ref: { file }, reason: 'not a USLM <cfrDoc> document' }];
  const titleNum = textOf(firstElement(firstElement(root, 'meta') ?? {}, 'docNumber')) || null;
  const results: ParseResult<StatuteSectionRecord>[] = [];

  const visit = (node: XmlNode, path: HierarchyLevel[]) => {
    for (const child of childrenOf(node)) {
      const name = localName(child);
      if (!name || name === 'toc' || name === 'meta' || name === 'preface') continue;
      if (name === 'section') results.push(parseSection(child, path, file, titleNum));
      else if (structural.has(name)) {
        const num = attr(firstElement(child, 'num') ?? {}, 'value') ?? '';
        const heading = clean(textOf(firstElement(child, 'heading'))) ?? undefined;
        visit(child, num || heading ? [...path, { level: name, num, heading }] : path);
      } else visit(child, path);
    }
  };
  visit(root, []);
  if (results.length === 0) results.push({ ok: false, ref: { file }, reason: 'no <section> elements found' });
  return results;
}

function parseSection(
  node: XmlNode,
  hierarchy: HierarchyLevel[],
  file: string,
  titleNum: string | null,
): ParseResult<StatuteSectionRecord> {
  const section = textOf(firstElement(node, 'num'))
    .replace(/^§+\s*/, '')
    .trim();
  const ref = { file, record: section ? `§ ${section}` : attr(node, 'identifier') };
  if (!section) return { ok: false, ref, reason: 'section has no number' };
  const lines: string[] = [];
  const annotations: SectionAnnotation[] = [];
  const citations = new Set<string>();
  const render = (element: XmlNode, depth: number) => {
    for (const child of childrenOf(element)) {
      const name = localName(child);
      if (!name) continue;
      if (depth === 0 && (name === 'num' || name === 'heading')) continue;
      if (noteElements.has(name)) {
        const text = textOf(child);
        if (text) annotations.push({ type: name === 'source' ? 'Source' : name, text });
        continue;
      }
      if (name === 'ref') continue;
      if (blockElements.has(name) || name.endsWith('table')) {
        if (elementsOf(child).some((inner) => noteElements.has(localName(inner) ?? ''))) render(child, depth + 1);
        else {
          const text = textOf(child);
          if (text) lines.push(text);
        }
        continue;
      }
      if (firstElement(child, 'num') && !blockElements.has(name)) {
        const head = [textOf(firstElement(child, 'num')), textOf(firstElement(child, 'heading'))]
          .filter(Boolean)
          .join(' ');
        const before = lines.length;
        render(child, 1);
        if (head) {
          if (lines.length > before) lines[before] = `${head} ${lines[before]}`;
          else lines.push(head);
        }
        continue;
      }
      render(child, depth + 1);
    }
  };
  render(node, 0);
  const collectRefs = (element: XmlNode) => {
    for (const child of childrenOf(element)) {
      if (localName(child) === 'ref') {
        const href = attr(child, 'href');
        const match = href ? /^\/us\/cfr\/t\d+\/s([\d.]+[a-z]?)/.exec(href) : null;
        if (match) citations.add(match[1]!);
      } else collectRefs(child);
    }
  };
  collectRefs(node);
  citations.delete(section);
  const level = (name: string) => hierarchy.find((entry) => entry.level === name)?.num || null;
  const heading = clean(textOf(firstElement(node, 'heading')));
  return {
    ok: true,
    ref,
    value: {
      jurisdictionId: 'US',
      code: `${titleNum ?? level('title') ?? ''} CFR`.trim(),
      title: titleNum ?? level('title'),
      chapter: level('chapter'),
      subchapter: level('subchapter'),
      part: level('part') ?? section.split('.')[0] ?? null,
      section,
      variant: '',
      heading,
      text: lines.join('\n') || (heading && /reserved/i.test(heading) ? '[Reserved]' : ''),
      hierarchy: hierarchy.filter((entry) => entry.level !== 'level' || entry.heading),
      annotations,
      citations: [...citations],
      sourceUrl: `https://www.ecfr.gov/current/title-${titleNum ?? ''}/section-${section}`,
    },
  };
}
