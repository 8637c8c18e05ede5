import { BriefcaseIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFirm } from '@/features/lobbying/api/get-firm';
import { FirmDetailView } from '@/features/lobbying/components/firm-detail-view';
import { ApiError } from '@/lib/api-client';

/** /lobby/firm/:id */
export function Component() {
  const { id = '' } = useParams();
  const firmId = Number(id);
  const valid = Number.isInteger(firmId) && firmId > 0;
  const firm = useFirm(valid ? firmId : 0);
  if (!valid || (firm.error instanceof ApiError && [400, 404].includes(firm.error.status))) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={BriefcaseIcon}
        title="Firm not found"
        reason="No lobbying firm has this address."
      >
        <Button asChild variant="outline">
          <Link to={`${paths.lobby.home}?tab=firms`}>All firms</Link>
        </Button>
      </EmptyState>
    );
  }
  if (firm.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6">
        <QueryState query={firm} label="firm">
          {() => null}
        </QueryState>
      </div>
    );
  }
  return <FirmDetailView firm={firm.data} />;
}
