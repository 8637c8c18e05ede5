import type { RedlineSegment } from '@statehouse/shared/bill-comparison/bill-comparison.schemas';

// Insertions and deletions are marked by <ins>/<del> (read out by screen readers that support them), by underline
// and strike-through, and by a hidden "inserted:"/"deleted:" lead-in, so colour is never the only signal.

export function Inserted({ text }: { text: string }) {
  return (
    <ins className="bg-green-100 text-green-900 underline decoration-2 dark:bg-green-950 dark:text-green-100">
      <span className="sr-only">[inserted: </span>
      {text}
      <span className="sr-only">]</span>
    </ins>
  );
}

export function Deleted({ text }: { text: string }) {
  return (
    <del className="bg-red-100 text-red-900 line-through decoration-2 dark:bg-red-950 dark:text-red-100">
      <span className="sr-only">[deleted: </span>
      {text}
      <span className="sr-only">]</span>
    </del>
  );
}

/**
 * The whole redline: one text, deleted words struck through, inserted words underlined; each section of the text
 * (a segment the server marks with its label) starts on a new paragraph.
 */
export function RedlineView({ segments }: { segments: readonly RedlineSegment[] }) {
  return (
    <div data-testid="redline" className="whitespace-pre-wrap break-words text-sm leading-7">
      {segments.map((segment, index) => {
        const text =
          segment.op === 'insert' ? (
            <Inserted text={segment.text} />
          ) : segment.op === 'delete' ? (
            <Deleted text={segment.text} />
          ) : (
            segment.text
          );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed list in text order
          <span key={index} data-section={segment.section}>
            {segment.section && index > 0 && <span aria-hidden="true" className="block h-3" />}
            {text}
          </span>
        );
      })}
    </div>
  );
}

type Row = { left: RedlineSegment[]; right: RedlineSegment[]; changed: boolean };

/** Rows of the side-by-side view: each unchanged run is one row, each run of changes another, so both sides align. */
export function alignedRows(segments: readonly RedlineSegment[]): Row[] {
  const rows: Row[] = [];
  for (const segment of segments) {
    const last = rows[rows.length - 1];
    if (segment.op === 'equal') {
      rows.push({ left: [segment], right: [segment], changed: false });
    } else {
      const row = last?.changed ? last : { left: [], right: [], changed: true };
      if (row !== last) rows.push(row);
      (segment.op === 'delete' ? row.left : row.right).push(segment);
    }
  }
  return rows;
}

/** Left and right texts side by side, aligned run by run (long unchanged runs are shortened in the middle). */
export function SideBySideView({
  segments,
  leftLabel,
  rightLabel,
}: {
  segments: readonly RedlineSegment[];
  leftLabel: string;
  rightLabel: string;
}) {
  const shorten = (text: string) => (text.length > 600 ? `${text.slice(0, 280)} … ${text.slice(-280)}` : text);
  return (
    <table data-testid="side-by-side" className="w-full table-fixed border-collapse text-sm">
      <thead>
        <tr>
          <th scope="col" className="w-1/2 border-b p-2 text-left font-medium">
            {leftLabel}
          </th>
          <th scope="col" className="w-1/2 border-b p-2 text-left font-medium">
            {rightLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {alignedRows(segments).map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed list in text order
          <tr key={index} className={row.changed ? 'bg-muted/40' : ''}>
            <td className="whitespace-pre-wrap break-words border-b p-2 align-top">
              {row.changed
                ? row.left.length > 0 && <Deleted text={row.left.map((segment) => segment.text).join('')} />
                : shorten(row.left[0]?.text ?? '')}
            </td>
            <td className="whitespace-pre-wrap break-words border-b p-2 align-top">
              {row.changed
                ? row.right.length > 0 && <Inserted text={row.right.map((segment) => segment.text).join('')} />
                : shorten(row.right[0]?.text ?? '')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
