import type { Block, StructuredDocument, TableBlock } from './document';
import {
  bulletText,
  cellText,
  citedSources,
  formatDateTime,
  isLinkCell,
  numberCitations,
  pageSections,
  resolveBrand,
  visibleColumns,
} from './document-text';

/** Text that cannot start markup by accident (a leading #, a pipe in a table). */
const escapeInline = (value: string) => value.replace(/([\\`*_[\]<>|])/g, '\\$1').replace(/\r?\n/g, ' ');

const footnotes = (ids: string[] | undefined, numbers: Map<string, number>) =>
  (ids ?? [])
    .map((id) => numbers.get(id))
    .filter((value): value is number => value !== undefined)
    .map((value) => `[^${value}]`)
    .join('');

function tableMarkdown(table: TableBlock): string[] {
  const lines: string[] = [];
  if (table.caption) lines.push(`**${escapeInline(table.caption)}**`, '');
  const columns = visibleColumns(table);
  if (table.rows.length === 0) return [...lines, `_${escapeInline(table.emptyText ?? 'Nothing to show.')}_`, ''];
  const header = () => [
    `| ${columns.map((column) => escapeInline(column.header)).join(' | ')} |`,
    `| ${columns.map((column) => (column.type === 'integer' || column.type === 'number' || column.type === 'percent' ? '---:' : '---')).join(' | ')} |`,
  ];
  let group: string | null = null;
  let open = false;
  for (const row of table.rows) {
    if (table.groupBy) {
      const label = cellText(row[table.groupBy]) || '(none)';
      if (label !== group) {
        group = label;
        if (open) lines.push('');
        lines.push(`#### ${escapeInline(label)}`, '');
        open = false;
      }
    }
    if (!open) {
      lines.push(...header());
      open = true;
    }
    const cells = columns.map((column) => {
      const value = row[column.key];
      if (isLinkCell(value)) return `[${escapeInline(value.text)}](${value.url.replace(/\)/g, '%29')})`;
      return escapeInline(cellText(value, column.type));
    });
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push('');
  return lines;
}

function blockMarkdown(block: Block, numbers: Map<string, number>): string[] {
  switch (block.kind) {
    case 'heading':
      return [`${'#'.repeat((block.level ?? 2) + 1)} ${escapeInline(block.text)}`, ''];
    case 'paragraph':
      return [`${escapeInline(block.text)}${footnotes(block.citations, numbers)}`, ''];
    case 'bullets':
      return [
        ...block.items.map((item) => {
          const { text, citations } = bulletText(item);
          return `- ${escapeInline(text)}${footnotes(citations, numbers)}`;
        }),
        '',
      ];
    case 'facts':
      return [...block.items.map((fact) => `- **${escapeInline(fact.label)}:** ${escapeInline(fact.value)}`), ''];
    case 'table':
      return tableMarkdown(block);
  }
}

/** GitHub-flavoured Markdown: headings, pipe tables (one per group), footnotes for the sources. */
export function renderMarkdown(document: StructuredDocument): Buffer {
  const brand = resolveBrand(document.branding);
  const numbers = numberCitations(document);
  const lines: string[] = [`# ${escapeInline(document.title)}`, ''];
  if (document.subtitle) lines.push(`_${escapeInline(document.subtitle)}_`, '');
  const facts = [
    ...(brand.organizationName ? [{ label: 'Prepared by', value: brand.organizationName }] : []),
    ...(document.coverFacts ?? []),
    { label: 'Generated', value: formatDateTime(document.generatedAt) },
  ];
  lines.push(...facts.map((fact) => `- **${escapeInline(fact.label)}:** ${escapeInline(fact.value)}`), '');
  for (const section of pageSections(document)) {
    if (section.heading) lines.push(`## ${escapeInline(section.heading)}`, '');
    for (const block of section.blocks) lines.push(...blockMarkdown(block, numbers));
  }
  for (const source of citedSources(document, numbers)) {
    lines.push(`[^${source.number}]: ${escapeInline(source.text)}${source.url ? ` <${source.url}>` : ''}`);
  }
  if (brand.footerText) lines.push('', '---', '', escapeInline(brand.footerText));
  return Buffer.from(`${lines.join('\n').trimEnd()}\n`, 'utf8');
}
