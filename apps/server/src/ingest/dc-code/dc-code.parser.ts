import type { HierarchyLevel, SectionAnnotation } from '../../db/schema/statutes';
import { clean, type ParseResult } from '../loaders/records';
import type { SessionLawRecord, StatuteSectionRecord } from '../loaders/statutes';
import {
  attr,
  childrenOf,
  elementsOf,
  findAll,
  firstElement,
  localName,
  parseXml,
  rootElement,
  tagOf,
  textOf,
  type XmlNode,
} from '../loaders/xml';

export const dcCodeName = 'DC Code';
const sectionUrl = (section: string) => `https://code.dccouncil.gov/us/dc/council/code/sections/${section}`;
const lawUrl = (law: string) => `https://code.dccouncil.gov/us/dc/council/laws/${law}`;

/**
 * Reads a title's table of contents (`titles/<n>/index.xml`): for every included section file, the
 * title / chapter / subchapter containers above it.
 */
export function parseDcTitleIndex(xml: string): Map<string, HierarchyLevel[]> {
  const root = rootElement(parseXml(xml));
  const placement = new Map<string, HierarchyLevel[]>();
  const visit = (container: XmlNode, above: HierarchyLevel[]) => {
    const prefix = textOf(firstElement(container, 'prefix')) || 'Container';
    const level: HierarchyLevel = {
      level: prefix.toLowerCase(),
      num: textOf(firstElement(container, 'num')),
      heading: textOf(firstElement(container, 'heading')) || undefined,
    };
    const path = [...above, level];
    for (const child of childrenOf(container)) {
      const name = localName(child);
      if (name === 'container') visit(child, path);
      else if (name === 'include') {
        const href = attr(child, 'href');
        if (href) placement.set(href.replace(/^\.\//, ''), path);
      }
    }
  };
  if (root) visit(root, []);
  return placement;
}

/** One D.C. Code section file (`sections/25-101.xml`) placed under its title's hierarchy. */
export function parseDcSection(
  xml: string,
  file: string,
  hierarchy: HierarchyLevel[],
): ParseResult<StatuteSectionRecord> {
  const fallback = file
    .split('/')
    .pop()
    ?.replace(/\.xml$/, '');
  let nodes: XmlNode[];
  try {
    nodes = parseXml(xml);
  } catch (error) {
    return { ok: false, ref: { file, record: fallback }, reason: (error as Error).message };
  }
  const root = rootElement(nodes);
  if (!root || localName(root) !== 'section') {
    return { ok: false, ref: { file, record: fallback }, reason: 'not a <section> document' };
  }
  const section = textOf(firstElement(root, 'num'));
  if (!section) return { ok: false, ref: { file, record: fallback }, reason: 'section has no <num>' };

  const lines: string[] = [];
  const citations = new Set<string>();
  for (const child of childrenOf(root)) {
    const name = localName(child);
    if (!name || name === 'num' || name === 'heading' || name === 'annotations') continue;
    renderBlock(child, lines);
  }
  for (const cite of findAll(
    childrenOf(root).filter((child) => localName(child) !== 'annotations'),
    (node) => localName(node) === 'cite' || localName(node) === 'code-cite',
  )) {
    const path = attr(cite, 'path');
    if (path?.startsWith('§')) citations.add(path.slice(1).split('|')[0]!);
  }
  const annotations: SectionAnnotation[] = [];
  const annotationsNode = firstElement(root, 'annotations');
  if (annotationsNode) {
    for (const note of elementsOf(annotationsNode)) {
      const text = textOf(note);
      if (text) annotations.push({ type: attr(note, 'type') ?? localName(note) ?? 'note', text });
    }
  }
  const levelNum = (level: string) => hierarchy.find((entry) => entry.level === level)?.num ?? null;
  return {
    ok: true,
    ref: { file, record: section },
    value: {
      jurisdictionId: 'DC',
      code: dcCodeName,
      title: levelNum('title') ?? section.split('-')[0] ?? null,
      chapter: levelNum('chapter'),
      subchapter: levelNum('subchapter'),
      part: levelNum('part'),
      section,
      variant: '',
      heading: clean(textOf(firstElement(root, 'heading'))),
      text: lines.join('\n'),
      hierarchy,
      annotations,
      citations: [...citations],
      sourceUrl: sectionUrl(section),
    },
  };
}

/** Paragraphs as lines: "(a) text", then their sub-paragraphs. */
function renderBlock(node: XmlNode, lines: string[]): void {
  const name = localName(node);
  if (!name) {
    const text = textOf(node);
    if (text) lines.push(text);
    return;
  }
  if (name === 'para') {
    const head = childrenOf(node)
      .filter((child) => ['num', 'text', 'heading'].includes(localName(child) ?? ''))
      .map((child) => textOf(child))
      .filter(Boolean)
      .join(' ');
    if (head) lines.push(head);
    for (const child of childrenOf(node)) {
      if (!['num', 'text', 'heading'].includes(localName(child) ?? '') && tagOf(child)) renderBlock(child, lines);
    }
    return;
  }
  if (['text', 'heading', 'table', 'p'].includes(name)) {
    const text = textOf(node);
    if (text) lines.push(text);
    return;
  }
  for (const child of childrenOf(node)) if (tagOf(child)) renderBlock(child, lines);
}

/** One D.C. Law (`periods/26/laws/26-10.xml`): numbers, titles, dates and the code sections it changes. */
export function parseDcLaw(xml: string, file: string): ParseResult<SessionLawRecord> {
  const fallback = file
    .split('/')
    .pop()
    ?.replace(/\.xml$/, '');
  let nodes: XmlNode[];
  try {
    nodes = parseXml(xml);
  } catch (error) {
    return { ok: false, ref: { file, record: fallback }, reason: (error as Error).message };
  }
  const root = rootElement(nodes);
  if (!root || localName(root) !== 'document') {
    return { ok: false, ref: { file, record: fallback }, reason: 'not a <document> law file' };
  }
  const numbers = new Map(elementsOf(root, 'num').map((num) => [attr(num, 'type') ?? '', textOf(num)]));
  const lawNumber = numbers.get('law');
  if (!lawNumber) return { ok: false, ref: { file, record: fallback }, reason: 'law has no <num type="law">' };
  const headings = new Map(
    elementsOf(root, 'heading').map((heading) => [attr(heading, 'type') ?? '', textOf(heading)]),
  );
  const meta = firstElement(root, 'meta');
  const metaText = (name: string) => (meta ? clean(textOf(firstElement(meta, name))) : null);
  const lawType = meta
    ? (['emergency', 'temporary', 'permanent'].find((type) => firstElement(meta, type)) ?? 'permanent')
    : null;
  const historyNode = meta ? firstElement(meta, 'history') : undefined;
  const history: Record<string, unknown> = {};
  if (historyNode) {
    history.url = attr(historyNode, 'url') ?? null;
    history.votes = elementsOf(historyNode, 'vote').map((vote) => ({
      date: attr(vote, 'date') ?? null,
      reading: attr(vote, 'reading') ?? null,
    }));
    history.committee = clean(textOf(firstElement(historyNode, 'committee')));
    history.summary = clean(textOf(firstElement(historyNode, 'summary')));
  }
  const citationsNode = meta ? firstElement(meta, 'citations') : undefined;
  if (citationsNode) {
    history.citations = elementsOf(citationsNode, 'citation').map((citation) => ({
      type: attr(citation, 'type') ?? null,
      text: textOf(citation),
      url: attr(citation, 'url') ?? null,
    }));
  }
  const sections = new Set<string>();
  for (const node of findAll([root], (candidate) => attr(candidate, 'codify:path') !== undefined)) {
    const path = attr(node, 'codify:path')!.split('|')[0]!;
    if (path.startsWith('§')) sections.add(path.slice(1));
  }
  return {
    ok: true,
    ref: { file, record: `D.C. Law ${lawNumber}` },
    value: {
      jurisdictionId: 'DC',
      period: lawNumber.split('-')[0] ?? null,
      lawNumber,
      actNumber: numbers.get('act') ?? null,
      billNumber: numbers.get('bill') ?? null,
      shortTitle: headings.get('short') || null,
      longTitle: headings.get('long') || null,
      lawType,
      introducedOn: metaText('introduced'),
      enactedOn: historyNode ? clean(textOf(firstElement(historyNode, 'enacted'))) : null,
      effectiveOn: metaText('effective'),
      history,
      sourceUrl: (historyNode && attr(historyNode, 'url')) || lawUrl(lawNumber),
      amendedSections: [...sections].map((section) => ({ code: dcCodeName, section })),
    },
  };
}
