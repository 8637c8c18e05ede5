import { REPORT_MAX_BILLS } from '@statehouse/shared/reports/reports.schemas';
import type { AccountTrackedBillsQuery } from '@statehouse/shared/tracking/tracking.schemas';
import { FileTextIcon, VoteIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { readBuilderState, writeBuilderState } from '@/features/reports/utils/builder-state';
import { getAllAccountTrackedBills } from '@/features/tracking/api/get-account-tracked-bills';
import { toast } from '@/hooks/use-toast';

/**
 * Opens the reports feature's bill (or vote) report builder on the bills of a lobbyists' tracked-bills query
 * (the tracking feature's account list): their ids, the first REPORT_MAX_BILLS by bill number, go in its URL.
 */
export function LobbyistReportButton({
  query,
  kind = 'bill',
  label,
  title,
  disabled,
  variant = 'outline',
}: {
  query: Partial<AccountTrackedBillsQuery>;
  kind?: 'bill' | 'vote';
  label: string;
  /** The report's title. */
  title: string;
  disabled?: boolean;
  variant?: 'outline' | 'default' | 'ghost';
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const bills = await getAllAccountTrackedBills(
        { ...query, sort: 'billNumber', order: 'asc', page: undefined },
        REPORT_MAX_BILLS,
      );
      if (bills.length === 0) {
        toast({ title: 'No bills to report on', description: 'These lobbyists track no bills yet.' });
        return;
      }
      const state = { ...readBuilderState(new URLSearchParams()), by: 'bills' as const, title };
      const search = writeBuilderState({ ...state, billIds: bills.map((bill) => bill.id) });
      navigate(`${kind === 'bill' ? paths.dashboard.billReport : paths.dashboard.voteReport}?${search}`);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'The report could not be started',
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };
  const Icon = kind === 'bill' ? FileTextIcon : VoteIcon;
  return (
    <Button variant={variant} size="sm" disabled={disabled || busy} onClick={() => void open()}>
      <Icon aria-hidden="true" />
      {busy ? 'Gathering bills…' : label}
    </Button>
  );
}
