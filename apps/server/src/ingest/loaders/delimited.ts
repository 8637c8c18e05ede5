import Papa from 'papaparse';

/** One data row of a delimited file, with the line it starts on (1-based, header is line 1). */
export type DelimitedRow = {
  line: number;
  /** Column name -> value, for the columns present in the row. */
  values: Record<string, string>;
  /** Set when the row cannot be trusted: too few or too many fields, an unterminated quote. */
  problem?: string;
};

/**
 * Parses a delimited text file with a header row (CSV, pipe-delimited): quoted fields may hold the
 * delimiter and line breaks. Rows whose field count differs from the header's are reported, not
 * guessed at.
 */
export function parseDelimited(content: string, options: { delimiter: string }): DelimitedRow[] {
  const text = content.replace(/^\uFEFF/, '');
  const rows: DelimitedRow[] = [];
  let header: string[] | undefined;
  let lastCursor = 0;
  let line = 1;
  let counted = 0;
  const lineAt = (offset: number) => {
    for (let i = counted; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
    counted = Math.max(counted, offset);
    return line;
  };
  Papa.parse<string[]>(text, {
    delimiter: options.delimiter,
    skipEmptyLines: 'greedy',
    step: (result) => {
      let start = lastCursor;
      while (start < text.length && (text[start] === '\n' || text[start] === '\r')) start++;
      const rowLine = lineAt(start);
      lastCursor = result.meta.cursor;
      const fields = result.data;
      if (!header) {
        header = fields.map((name) => name.trim());
        return;
      }
      const values: Record<string, string> = {};
      header.forEach((name, index) => {
        if (index < fields.length) values[name] = fields[index] ?? '';
      });
      let problem: string | undefined;
      const quoteError = result.errors.find((error) => error.type === 'Quotes');
      if (quoteError) problem = `unterminated quoted field (${quoteError.message})`;
      else if (fields.length < header.length) {
        problem = `has ${fields.length} of ${header.length} columns; missing ${header.slice(fields.length).join(', ')}`;
      } else if (fields.length > header.length) {
        problem = `has ${fields.length} columns, the header names ${header.length}`;
      }
      rows.push({ line: rowLine, values, problem });
    },
  });
  return rows;
}
