import {
  billReportParametersSchema,
  type ReportKind,
  trackDownloadParametersSchema,
  trackingActivityParametersSchema,
  voteReportParametersSchema,
} from '@statehouse/shared/reports/reports.schemas';
import { AppError } from '../../lib/app-error';
import { buildBillReport, buildTrackDownload } from './bill-report';
import type { BuiltReport, ReportContext } from './report-context';
import { buildTrackingActivity } from './tracking-activity';
import { buildVoteReport } from './vote-report';

/**
 * The builder of a report kind over stored parameters (a schedule's): parsed again with the kind's schema, so a
 * schedule saved before a schema change fails with a message instead of producing something else.
 */
export function builderFor(kind: ReportKind, context: ReportContext, parameters: unknown): () => Promise<BuiltReport> {
  const invalid = () => new AppError('BAD_REQUEST', `The saved ${kind} report parameters are no longer valid.`);
  switch (kind) {
    case 'bill': {
      const parsed = billReportParametersSchema.safeParse(parameters);
      if (!parsed.success) throw invalid();
      return () => buildBillReport(context, parsed.data);
    }
    case 'vote': {
      const parsed = voteReportParametersSchema.safeParse(parameters);
      if (!parsed.success) throw invalid();
      return () => buildVoteReport(context, parsed.data);
    }
    case 'tracking-activity': {
      const parsed = trackingActivityParametersSchema.safeParse(parameters);
      if (!parsed.success) throw invalid();
      return () => buildTrackingActivity(context, parsed.data);
    }
    case 'track-download': {
      const parsed = trackDownloadParametersSchema.safeParse(parameters);
      if (!parsed.success) throw invalid();
      return () => buildTrackDownload(context, parsed.data);
    }
  }
}
