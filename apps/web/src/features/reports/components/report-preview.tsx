import type { ReportPreview as Preview } from '@statehouse/shared/reports/reports.schemas';
import { Fragment } from 'react';
import { cn } from '@/lib/utils';

type PreviewTable = Preview['tables'][number];

const numeric = (type: string) => type === 'integer' || type === 'number' || type === 'percent';

function cell(value: string | number | null, type: string): string {
  if (value === null) return '';
  if (typeof value !== 'number') return value;
  if (type === 'percent') return `${Math.round(value * 1000) / 10}%`;
  return value.toLocaleString('en-US');
}

/** One table of the preview: a band per group (as in the PDF), numbers on the right. */
function PreviewTableView({ table }: { table: PreviewTable }) {
  const columns = table.columns.filter((column) => column.key !== table.groupBy);
  let group: string | null = null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold">{table.caption}</h3>
        <p className="text-xs text-muted-foreground">
          {table.total > table.rows.length
            ? `First ${table.rows.length} of ${table.total.toLocaleString('en-US')} rows`
            : `${table.total.toLocaleString('en-US')} ${table.total === 1 ? 'row' : 'rows'}`}
        </p>
      </div>
      {table.rows.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">Nothing to show.</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/60 text-left">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={cn('px-3 py-2 font-medium whitespace-nowrap', numeric(column.type) && 'text-right')}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => {
                const label = table.groupBy ? String(row[table.groupBy] ?? '(none)') : null;
                const band = label !== null && label !== group;
                if (band) group = label;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no id and never reorder
                  <Fragment key={index}>
                    {band && (
                      <tr className="bg-primary/5">
                        <th colSpan={columns.length} scope="colgroup" className="px-3 py-1.5 text-left font-semibold">
                          {label}
                        </th>
                      </tr>
                    )}
                    <tr className="border-t align-top">
                      {columns.map((column) => (
                        <td
                          key={column.key}
                          className={cn('px-3 py-2', numeric(column.type) && 'text-right tabular-nums')}
                        >
                          {cell(row[column.key] ?? null, column.type)}
                        </td>
                      ))}
                    </tr>
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** The live preview: the report's facts and the first rows of each table. */
export function ReportPreview({ preview }: { preview: Preview }) {
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {preview.facts
          .filter((fact) => fact.label !== 'Prepared by' && fact.label !== 'Selection')
          .map((fact) => (
            <div key={fact.label} className="rounded-md border p-3">
              <dt className="text-xs text-muted-foreground">{fact.label}</dt>
              <dd className="text-lg font-semibold">{fact.value}</dd>
            </div>
          ))}
      </dl>
      {preview.tables.map((table) => (
        <PreviewTableView key={table.caption} table={table} />
      ))}
    </div>
  );
}
