import type { TestimonyStatus } from '@statehouse/shared/advocates/advocates.schemas';
import { Badge } from '@/components/ui/badge';

const labels: Record<TestimonyStatus, string> = { draft: 'Draft', approved: 'Approved', filed: 'Filed' };
const positions: Record<string, string> = { for: 'For', against: 'Against', on: 'On (neutral)' };

export const positionLabel = (position: string) => positions[position] ?? position;

/** Draft, approved or filed: where a testimony is on its way to the hearing. */
export function TestimonyStatusBadge({ status }: { status: TestimonyStatus }) {
  return (
    <Badge variant={status === 'draft' ? 'outline' : status === 'approved' ? 'secondary' : 'default'}>
      {labels[status]}
    </Badge>
  );
}
