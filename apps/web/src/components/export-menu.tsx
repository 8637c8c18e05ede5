import { formatCount } from '@statehouse/shared/common/plain-format';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/hooks/use-toast';
import { downloadBlob, type ExportColumn, type ExportFormat, rowsToCsv, rowsToXlsx } from './table-export';

/**
 * The Export menu of a list or sheet (CSV or XLSX of the whole list, not only the page shown): `loadRows` fetches
 * every row when the reader picks a format. The bills list has its own older copy (bill-export-menu.tsx).
 */
export function ExportMenu<Row>({
  columns,
  loadRows,
  total,
  noun,
  fileStem,
}: {
  columns: readonly ExportColumn<Row>[];
  loadRows: () => Promise<readonly Row[]>;
  total: number;
  /** Plural noun of the rows, e.g. "members". */
  noun: string;
  /** File name before the date, e.g. "members-tx". */
  fileStem: string;
}) {
  const [busy, setBusy] = useState(false);

  const exportAs = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const rows = await loadRows();
      const blob =
        format === 'csv'
          ? new Blob([rowsToCsv(columns, rows)], { type: 'text/csv;charset=utf-8' })
          : await rowsToXlsx(columns, rows, noun[0]!.toUpperCase() + noun.slice(1));
      downloadBlob(blob, `${fileStem}-${new Date().toISOString().slice(0, 10)}.${format}`);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={total === 0 || busy} aria-live="polite">
          <DownloadIcon aria-hidden="true" />
          {busy ? 'Exporting…' : 'Export'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
          {formatCount(total)} {noun}
        </DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => void exportAs('csv')}>CSV (.csv)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void exportAs('xlsx')}>Excel (.xlsx)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
