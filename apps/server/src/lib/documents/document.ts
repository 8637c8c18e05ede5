/**
 * A structured document (a report, an AI brief) that renders to PDF, DOCX and Markdown, and whose tables
 * render to XLSX and CSV. Builders describe content only; how it looks is the renderers' job, so every
 * format shows the same words, numbers and sources.
 */

export const documentFormats = ['pdf', 'docx', 'md', 'xlsx', 'csv'] as const;
export type DocumentFormat = (typeof documentFormats)[number];

/** The account's brand (report settings). Colours are #rrggbb; anything else falls back to the defaults. */
export type Branding = {
  organizationName?: string | null;
  /** PNG or JPEG bytes; other images are ignored. */
  logo?: { bytes: Buffer; contentType: string } | null;
  primaryColor?: string | null;
  accentColor?: string | null;
  footerText?: string | null;
};

/**
 * How a column's values are typed: text, integer and number (counts, amounts), percent (a fraction, 0.25 is
 * 25 %), date (YYYY-MM-DD or a Date), datetime (ISO text or a Date) and link (a LinkCell or a URL).
 */
export type ColumnType = 'text' | 'integer' | 'number' | 'percent' | 'date' | 'datetime' | 'link';

export type TableColumn = {
  key: string;
  header: string;
  type?: ColumnType;
  /** Relative width; defaults by type (text 3, dates 1.4, numbers 1). */
  width?: number;
};

export type LinkCell = { text: string; url: string };
export type CellValue = string | number | boolean | Date | LinkCell | null | undefined;
export type TableRow = Record<string, CellValue>;

export type TableBlock = {
  kind: 'table';
  /** Shown above the table; also the spreadsheet's sheet name. */
  caption?: string;
  columns: TableColumn[];
  rows: TableRow[];
  /**
   * A column key whose value groups the rows (rows must already be sorted by it). Page formats show a band per
   * group and drop the column; spreadsheets keep it as an ordinary, filterable column.
   */
  groupBy?: string;
  /** Shown instead of an empty table. */
  emptyText?: string;
  /** A summary of other tables: shown on pages (PDF, DOCX, Markdown), left out of XLSX and CSV. */
  pagesOnly?: boolean;
};

export type Block =
  | { kind: 'heading'; text: string; level?: 2 | 3 }
  | { kind: 'paragraph'; text: string; citations?: string[] }
  | { kind: 'bullets'; items: (string | { text: string; citations?: string[] })[] }
  | { kind: 'facts'; items: Fact[] }
  | TableBlock;

export type Fact = { label: string; value: string };

export type DocumentSection = { heading?: string; blocks: Block[] };

/** A source a paragraph or bullet points at; numbered by first use, listed at the end. */
export type Citation = { id: string; text: string; url?: string };

export type StructuredDocument = {
  title: string;
  subtitle?: string;
  /** Shown on the cover (PDF, DOCX), at the top of Markdown, and on the About sheet. */
  coverFacts?: Fact[];
  generatedAt: Date;
  /** Wide tables read better across the page. */
  orientation?: 'portrait' | 'landscape';
  branding: Branding;
  sections: DocumentSection[];
  citations?: Citation[];
};

export type RenderedDocument = { body: Buffer; contentType: string; extension: DocumentFormat };

export const contentTypes: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  md: 'text/markdown; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
