import type {
  FirmDetail,
  FirmEngagementsReply,
  FirmListParams,
  FirmListReply,
} from '@statehouse/shared/lobbying/lobbying.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findFirm, firmLobbyists, firmYears, listFirms } from './firms.queries';
import { engagementFilters, listEngagements, listStatesWithData } from './lobbyists.queries';

/** What a firm is in this data, shown beside every firm list and page (decision 040). */
export const FIRMS_NOTE =
  "South Dakota's registrations name no lobbying firm. A firm here is the e-mail domain of contract lobbyists who " +
  'each represent three or more employers in a year (mail and internet providers and schools left out), named by ' +
  'that domain.';

export async function getFirms({ db, params }: { db: Database; params: FirmListParams }): Promise<FirmListReply> {
  const [rows, statesWithData] = await Promise.all([listFirms(db, params), listStatesWithData(db)]);
  const total =
    rows[0]?.total ?? (params.page > 1 ? ((await listFirms(db, { ...params, page: 1, limit: 1 }))[0]?.total ?? 0) : 0);
  return {
    data: rows.map(({ total: _total, ...row }) => row),
    total,
    page: params.page,
    limit: params.limit,
    statesWithData,
    note: FIRMS_NOTE,
  };
}

export async function getFirm({ db, id }: { db: Database; id: number }): Promise<FirmDetail> {
  const firm = await findFirm(db, id);
  if (!firm) throw new AppError('NOT_FOUND', 'No lobbying firm has this id');
  const [years, lobbyists] = await Promise.all([firmYears(db, id), firmLobbyists(db, id)]);
  return { ...firm, note: FIRMS_NOTE, years, lobbyists };
}

export async function getFirmEngagements({
  db,
  id,
  year,
}: {
  db: Database;
  id: number;
  year?: number;
}): Promise<FirmEngagementsReply> {
  const [firm, years] = await Promise.all([findFirm(db, id), firmYears(db, id)]);
  if (!firm) throw new AppError('NOT_FOUND', 'No lobbying firm has this id');
  const rows = await listEngagements(db, engagementFilters({ firmId: id, year }), null);
  return { data: rows.map(({ total: _total, ...row }) => row), years: years.map((entry) => entry.year) };
}
