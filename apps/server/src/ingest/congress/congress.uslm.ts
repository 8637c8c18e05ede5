import { attr, childrenOf, localName, tagOf, type XmlNode } from '../loaders/xml';

/**
 * Renders the body of a USLM 2.x bill version (`<main>` / `<amendMain>`) as simple semantic HTML:
 * divisions, titles and sections get a heading line with their enumerator, lower levels (subsection,
 * paragraph, ...) a paragraph that starts with the enumerator, quoted law becomes a blockquote and
 * XHTML tables stay tables. The result still goes through sanitizeBillHtml in the loader.
 */
export function renderUslmHtml(nodes: XmlNode[]): string {
  const out: string[] = [];
  renderBlocks(nodes, out);
  return out.join('');
}

/** Levels that get a heading line (h3), in USLM's hierarchy above the section. */
const majorLevels = new Set([
  'division',
  'subdivision',
  'title',
  'subtitle',
  'part',
  'subpart',
  'chapter',
  'subchapter',
  'article',
  'appropriations',
  'level',
]);
/** Levels below the section: one paragraph opening with the enumerator. */
const minorLevels = new Set([
  'subsection',
  'paragraph',
  'subparagraph',
  'clause',
  'subclause',
  'item',
  'subitem',
  'subsubitem',
]);
const paragraphLike = new Set([
  'p',
  'officialTitle',
  'enactingFormula',
  'resolvingClause',
  'recital',
  'action',
  'chapeau',
  'content',
  'continuation',
  'listContent',
]);
const blockquotes = new Set(['quotedContent', 'amendmentContent']);
const containers = new Set([
  'main',
  'amendMain',
  'preamble',
  'attestation',
  'amendmentInstruction',
  'longTitle',
  'toc',
  'list',
]);
const tableTags = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup', 'col']);
const skipped = new Set([
  'meta',
  'amendMeta',
  'preface',
  'amendPreface',
  'endorsement',
  'signatures',
  'signature',
  'endMarker',
  'distributionCode',
  'slugLine',
]);
const inlineTags: Record<string, string> = { i: 'em', b: 'strong', sup: 'sup', sub: 'sub', u: 'u' };

const isText = (node: XmlNode): boolean => '#text' in node;
const nameOf = (node: XmlNode): string => localName(node) ?? '';

const isBlock = (node: XmlNode): boolean => {
  if (isText(node) || !tagOf(node)) return false;
  const name = nameOf(node);
  if (name === 'section' || name === 'docTitle') return true;
  return (
    majorLevels.has(name) ||
    minorLevels.has(name) ||
    paragraphLike.has(name) ||
    blockquotes.has(name) ||
    containers.has(name) ||
    skipped.has(name) ||
    name === 'table' ||
    name === 'listItem' ||
    name === 'referenceItem'
  );
};

const hasBlockChild = (node: XmlNode): boolean => childrenOf(node).some(isBlock);

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** fast-xml-parser leaves numeric character references as they are. */
export const decodeNumericEntities = (text: string): string =>
  text.replace(/&#(x[0-9a-f]+|\d+);/gi, (_match, code: string) => {
    const value = code[0] === 'x' || code[0] === 'X' ? Number.parseInt(code.slice(1), 16) : Number(code);
    return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '';
  });

function renderInline(node: XmlNode, out: string[]): void {
  if (isText(node)) {
    out.push(escapeText(decodeNumericEntities(String(node['#text'])).replace(/\s+/g, ' ')));
    return;
  }
  const name = nameOf(node);
  if (!tagOf(node) || skipped.has(name)) return;
  if (name === 'br') {
    out.push('<br>');
    return;
  }
  const tag = inlineTags[name];
  if (tag) out.push(`<${tag}>`);
  for (const child of childrenOf(node)) renderInline(child, out);
  if (tag) out.push(`</${tag}>`);
}

/** Inline runs become paragraphs, block elements render as blocks. */
function renderBlocks(nodes: XmlNode[], out: string[]): void {
  let run: string[] = [];
  const flush = () => {
    const html = run.join('').trim();
    if (html) out.push(`<p>${html}</p>`);
    run = [];
  };
  for (const node of nodes) {
    if (isBlock(node)) {
      flush();
      renderBlock(node, out);
    } else if (nameOf(node) === 'table' || tableTags.has(nameOf(node))) {
      flush();
      renderTable(node, out);
    } else {
      renderInline(node, run);
    }
  }
  flush();
}

function renderParagraph(node: XmlNode, out: string[], lead = ''): void {
  if (hasBlockChild(node)) {
    if (lead) out.push(`<p>${lead}</p>`);
    renderBlocks(childrenOf(node), out);
    return;
  }
  const inline: string[] = [];
  for (const child of childrenOf(node)) renderInline(child, inline);
  const html = `${lead}${lead ? ' ' : ''}${inline.join('').trim()}`.trim();
  if (html) out.push(`<p>${html}</p>`);
}

const inlineOf = (node: XmlNode | undefined): string => {
  if (!node) return '';
  const parts: string[] = [];
  for (const child of childrenOf(node)) renderInline(child, parts);
  return parts.join('').replace(/\s+/g, ' ').trim();
};

function renderLevel(node: XmlNode, out: string[]): void {
  const name = nameOf(node);
  const children = childrenOf(node);
  const num = inlineOf(children.find((child) => nameOf(child) === 'num'));
  const heading = inlineOf(children.find((child) => nameOf(child) === 'heading'));
  const rest = children.filter((child) => {
    const childName = nameOf(child);
    return childName !== 'num' && childName !== 'heading';
  });
  out.push('<div>');
  if (minorLevels.has(name)) {
    let lead = [num ? `<strong>${num}</strong>` : '', heading ? `<em>${heading}</em>` : ''].filter(Boolean).join(' ');
    const firstBlock = rest.findIndex((child) => !isText(child) || String(child['#text']).trim() !== '');
    const first = rest[firstBlock];
    if (first && ['content', 'chapeau'].includes(nameOf(first)) && !hasBlockChild(first)) {
      renderParagraph(first, out, lead);
      lead = '';
      renderBlocks(rest.slice(firstBlock + 1), out);
    } else {
      if (lead) out.push(`<p>${lead}</p>`);
      renderBlocks(rest, out);
    }
  } else {
    const tag = name === 'section' ? 'h4' : 'h3';
    const line = [num, heading].filter(Boolean).join(' ');
    if (line) out.push(`<${tag}>${line}</${tag}>`);
    renderBlocks(rest, out);
  }
  out.push('</div>');
}

function renderTable(node: XmlNode, out: string[]): void {
  const name = nameOf(node);
  if (!tableTags.has(name)) {
    renderInline(node, out);
    return;
  }
  if (name === 'col') {
    out.push('<col>');
    return;
  }
  let open = `<${name}`;
  for (const attribute of ['colspan', 'rowspan']) {
    const value = attr(node, attribute);
    if (value && /^\d+$/.test(value)) open += ` ${attribute}="${value}"`;
  }
  out.push(`${open}>`);
  for (const child of childrenOf(node)) {
    if (tableTags.has(nameOf(child))) renderTable(child, out);
    else if (name === 'td' || name === 'th' || name === 'caption') renderInline(child, out);
  }
  out.push(`</${name}>`);
}

function renderBlock(node: XmlNode, out: string[]): void {
  const name = nameOf(node);
  if (skipped.has(name)) return;
  if (name === 'section' || majorLevels.has(name) || minorLevels.has(name)) {
    renderLevel(node, out);
  } else if (name === 'docTitle') {
    const line = inlineOf(node);
    if (line) out.push(`<h3>${line}</h3>`);
  } else if (paragraphLike.has(name)) {
    renderParagraph(node, out);
  } else if (blockquotes.has(name)) {
    out.push('<blockquote>');
    renderBlocks(childrenOf(node), out);
    out.push('</blockquote>');
  } else if (name === 'list' || name === 'toc') {
    out.push('<ul>');
    renderBlocks(childrenOf(node), out);
    out.push('</ul>');
  } else if (name === 'listItem' || name === 'referenceItem') {
    out.push('<li>');
    renderBlocks(childrenOf(node), out);
    out.push('</li>');
  } else if (name === 'table') {
    renderTable(node, out);
  } else {
    renderBlocks(childrenOf(node), out);
  }
}
