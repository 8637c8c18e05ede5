import type { LobbyAnalyticsKind, LobbyAnalyticsReply } from '@statehouse/shared/lobbying/lobbying.schemas';
import type { Database } from '../../db/client';
import {
  analyticsByYear,
  analyticsSubjects,
  analyticsTop,
  analyticsTotals,
  analyticsTrend,
} from './lobby-analytics.queries';
import { listStatesWithData } from './lobbyists.queries';

/** Counts, the trend over years, the ten largest of a kind with their own trend, and the top subjects. */
export async function getLobbyAnalytics({
  db,
  kind,
  scope,
}: {
  db: Database;
  kind: LobbyAnalyticsKind;
  scope: { stateCode?: string; year?: number };
}): Promise<LobbyAnalyticsReply> {
  const [trend, totals, top, subjects, statesWithData] = await Promise.all([
    analyticsTrend(db, scope),
    analyticsTotals(db, scope),
    analyticsTop(db, kind, scope),
    analyticsSubjects(db, scope),
    listStatesWithData(db),
  ]);
  const byYear = await analyticsByYear(
    db,
    kind,
    scope,
    top.map((row) => row.id),
  );
  return {
    kind,
    stateCode: scope.stateCode ?? null,
    year: scope.year ?? null,
    years: trend.map((row) => row.year),
    statesWithData,
    totals,
    trend,
    top: top.map((row) => ({ ...row, byYear: byYear.get(row.id) ?? [] })),
    subjects,
  };
}
