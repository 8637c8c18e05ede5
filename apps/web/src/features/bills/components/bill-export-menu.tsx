import { BILLS_MAX_PAGE_SIZE, type BillListParams } from '@statehouse/shared/bills/bill-list-query';
import type { BillSummary } from '@statehouse/shared/bills/bills.schemas';
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
import { getBills } from '../api/get-bills';
import { billsToCsv, billsToXlsx, downloadBlob, type ExportFormat, exportFileName } from '../utils/bill-export';

/** At most this many bills go into one export. */
export const EXPORT_MAX_ROWS = 10_000;

/** Every page of the result list, fetched 100 at a time. */
export async function fetchAllBills(
  query: Partial<BillListParams>,
  onProgress?: (loaded: number, total: number) => void,
): Promise<BillSummary[]> {
  const bills: BillSummary[] = [];
  for (let page = 1; ; page++) {
    const reply = await getBills({ ...query, page, pageSize: BILLS_MAX_PAGE_SIZE });
    bills.push(...reply.items);
    const total = Math.min(reply.total, EXPORT_MAX_ROWS);
    onProgress?.(Math.min(bills.length, total), total);
    if (reply.items.length === 0 || bills.length >= total) return bills.slice(0, total);
  }
}

/** Exports the whole result list (every page, not just the one shown) to CSV or XLSX. */
export function BillExportMenu({ query, total }: { query: Partial<BillListParams>; total: number }) {
  const [progress, setProgress] = useState<string | null>(null);

  const exportAs = async (format: ExportFormat) => {
    setProgress('Preparing…');
    try {
      const bills = await fetchAllBills(query, (loaded, all) =>
        setProgress(`${formatCount(loaded)} of ${formatCount(all)}`),
      );
      const blob =
        format === 'csv' ? new Blob([billsToCsv(bills)], { type: 'text/csv;charset=utf-8' }) : await billsToXlsx(bills);
      downloadBlob(blob, exportFileName(format));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={total === 0 || progress !== null} aria-live="polite">
          <DownloadIcon aria-hidden="true" />
          {progress ? `Exporting ${progress}` : 'Export'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
          {total > EXPORT_MAX_ROWS
            ? `First ${formatCount(EXPORT_MAX_ROWS)} of ${formatCount(total)} bills`
            : `${formatCount(total)} bills`}
        </DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => void exportAs('csv')}>CSV (.csv)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void exportAs('xlsx')}>Excel (.xlsx)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
