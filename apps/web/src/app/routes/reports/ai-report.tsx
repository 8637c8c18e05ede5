import { citationHref } from '@/features/ai/utils/citation-href';
import { AiReportsPage } from '@/features/ai-reports/components/ai-reports-page';

/** /dashboard/reports/ai: AI reports from templates; citations open the cited passage (the AI feature's links). */
export function Component() {
  return <AiReportsPage citationHref={citationHref} />;
}
