import type { Block, Branding, CellValue, ColumnType, StructuredDocument, TableBlock, TableColumn } from './document';

/** What every renderer needs from the brand, with defaults for anything missing or malformed. */
export type ResolvedBrand = {
  organizationName: string;
  primaryColor: string;
  accentColor: string;
  footerText: string;
  logo: { bytes: Buffer; kind: 'png' | 'jpeg' } | null;
};

export const defaultPrimaryColor = '#1e3a8a';
export const defaultAccentColor = '#2563eb';

const hexColor = /^#[0-9a-f]{6}$/i;

export function resolveBrand(branding: Branding): ResolvedBrand {
  return {
    organizationName: branding.organizationName?.trim() ?? '',
    primaryColor:
      branding.primaryColor && hexColor.test(branding.primaryColor) ? branding.primaryColor : defaultPrimaryColor,
    accentColor:
      branding.accentColor && hexColor.test(branding.accentColor) ? branding.accentColor : defaultAccentColor,
    footerText: branding.footerText?.trim() ?? '',
    logo: imageKind(branding.logo?.bytes),
  };
}

/** Recognises PNG and JPEG by their first bytes (a stored content type can lie). */
function imageKind(bytes: Buffer | undefined): ResolvedBrand['logo'] {
  if (!bytes || bytes.length < 8) return null;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { bytes, kind: 'png' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { bytes, kind: 'jpeg' };
  return null;
}

/** #rrggbb mixed with white: share 0 is white, 1 the colour (light table bands from the brand colour). */
export function tint(color: string, share: number): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(color.slice(offset, offset + 2), 16);
    return Math.round(255 - (255 - value) * share)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

export const isLinkCell = (value: CellValue): value is { text: string; url: string } =>
  typeof value === 'object' && value !== null && !(value instanceof Date) && 'url' in value;

const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** A cell as the words a page shows (PDF, DOCX, Markdown, CSV). */
export function cellText(value: CellValue, type: ColumnType = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  if (isLinkCell(value)) return value.text;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return type === 'date' ? value.toISOString().slice(0, 10) : formatDateTime(value);
  if (typeof value === 'number') {
    if (type === 'percent') return percentFormat.format(value);
    if (type === 'integer') return integerFormat.format(value);
    return numberFormat.format(value);
  }
  if (type === 'datetime' && !Number.isNaN(Date.parse(value))) return formatDateTime(new Date(value));
  return value;
}

/** 2026-03-04 14:05 UTC: unambiguous in any reader's locale. */
export function formatDateTime(value: Date): string {
  return `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Numbers citations by first use across the document, so every format shows the same [n]. */
export function numberCitations(document: StructuredDocument): Map<string, number> {
  const numbers = new Map<string, number>();
  const known = new Set((document.citations ?? []).map((citation) => citation.id));
  const use = (ids: string[] | undefined) => {
    for (const id of ids ?? []) if (known.has(id) && !numbers.has(id)) numbers.set(id, numbers.size + 1);
  };
  for (const section of document.sections) {
    for (const block of section.blocks) {
      if (block.kind === 'paragraph') use(block.citations);
      if (block.kind === 'bullets') for (const item of block.items) if (typeof item !== 'string') use(item.citations);
    }
  }
  return numbers;
}

/** The cited sources in their numbered order. */
export function citedSources(document: StructuredDocument, numbers: Map<string, number>) {
  return (document.citations ?? [])
    .filter((citation) => numbers.has(citation.id))
    .sort((a, b) => numbers.get(a.id)! - numbers.get(b.id)!)
    .map((citation) => ({ ...citation, number: numbers.get(citation.id)! }));
}

export const citationMarks = (ids: string[] | undefined, numbers: Map<string, number>) =>
  (ids ?? [])
    .map((id) => numbers.get(id))
    .filter((value): value is number => value !== undefined)
    .map((value) => `[${value}]`)
    .join('');

/** The columns a page shows: the grouping column becomes the band above its rows. */
export const visibleColumns = (table: TableBlock): TableColumn[] =>
  table.columns.filter((column) => column.key !== table.groupBy);

export type TablePiece = { kind: 'group'; label: string; count: number } | { kind: 'row'; cells: string[] };

/** The table's rows as a page shows them, a band before each group. */
export function tablePieces(table: TableBlock): TablePiece[] {
  const columns = visibleColumns(table);
  const pieces: TablePiece[] = [];
  let current: string | null = null;
  for (const row of table.rows) {
    if (table.groupBy) {
      const label = cellText(row[table.groupBy]) || '(none)';
      if (label !== current) {
        current = label;
        const count = table.rows.filter((other) => (cellText(other[table.groupBy!]) || '(none)') === label).length;
        pieces.push({ kind: 'group', label, count });
      }
    }
    pieces.push({ kind: 'row', cells: columns.map((column) => cellText(row[column.key], column.type)) });
  }
  return pieces;
}

export const tables = (document: StructuredDocument): TableBlock[] =>
  document.sections.flatMap((section) => section.blocks.filter((block): block is TableBlock => block.kind === 'table'));

export const bulletText = (item: Extract<Block, { kind: 'bullets' }>['items'][number]) =>
  typeof item === 'string' ? { text: item, citations: undefined } : item;

/** A safe file name stem from a title: "Bill report — Texas" -> "bill-report-texas". */
export function fileStem(title: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'document';
}

/**
 * The sections as pages show them: a table whose caption repeats its section's heading drops the caption
 * (spreadsheets keep it: it names the sheet).
 */
export const pageSections = (document: Pick<StructuredDocument, 'sections'>) =>
  document.sections.map((section) => ({
    ...section,
    blocks: section.blocks.map((block) =>
      block.kind === 'table' && section.heading && block.caption === section.heading
        ? { ...block, caption: undefined }
        : block,
    ),
  }));
