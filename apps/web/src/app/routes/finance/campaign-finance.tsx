import { CampaignFinancePage } from '@/features/finance/components/campaign-finance-page';

/** /campaign-finance: contributions searched with every filter in the URL. */
export function Component() {
  return <CampaignFinancePage />;
}
