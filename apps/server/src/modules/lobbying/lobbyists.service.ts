import type {
  EngagementsParams,
  EngagementsReply,
  LobbyCompanySearchReply,
  LobbyistClientsReply,
  LobbyistDetail,
  LobbyistListParams,
  LobbyistListReply,
  ValidYearsReply,
} from '@statehouse/shared/lobbying/lobbying.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { testimonyYears } from '../testimony/testimony.service';
import {
  engagementFilters,
  engagementYears,
  findLobbyist,
  listEngagements,
  listLobbyists,
  listStatesWithData,
  lobbyistClients,
  lobbyistFirms,
  lobbyistSubjects,
  lobbyistYears,
  searchLobbyClients,
} from './lobbyists.queries';

const withoutTotal = <T extends { total: number }>({ total: _total, ...row }: T) => row;

export async function getLobbyists({
  db,
  params,
}: {
  db: Database;
  params: LobbyistListParams;
}): Promise<LobbyistListReply> {
  const [rows, statesWithData] = await Promise.all([listLobbyists(db, params), listStatesWithData(db)]);
  // An empty page past the end still reports the total: count it apart only then.
  const total =
    rows[0]?.total ??
    (params.page > 1 ? ((await listLobbyists(db, { ...params, page: 1, limit: 1 }))[0]?.total ?? 0) : 0);
  return { data: rows.map(withoutTotal), total, page: params.page, limit: params.limit, statesWithData };
}

async function lobbyistOrThrow(db: Database, id: number) {
  const lobbyist = await findLobbyist(db, id);
  if (!lobbyist || lobbyist.firstYear === null || lobbyist.latestYear === null)
    throw new AppError('NOT_FOUND', 'No lobbyist has this id');
  return { ...lobbyist, firstYear: lobbyist.firstYear, latestYear: lobbyist.latestYear };
}

export async function getLobbyist({ db, id }: { db: Database; id: number }): Promise<LobbyistDetail> {
  const lobbyist = await lobbyistOrThrow(db, id);
  const [years, subjects, firms] = await Promise.all([
    lobbyistYears(db, id),
    lobbyistSubjects(db, id),
    lobbyistFirms(db, id),
  ]);
  return { ...lobbyist, stateCode: lobbyist.stateCode, years, subjects, firms };
}

/**
 * The subjects of a client's registrations, each split at "; " (the importer's joint of multi-line subjects): year
 * to year they differ only by case and punctuation, so the first of each is kept.
 */
const distinctSubjects = (subjects: string[]) => {
  const seen = new Set<string>();
  return subjects
    .flatMap((subject) => subject.split('; '))
    .filter((subject) => {
      const key = subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

export async function getLobbyistClients({ db, id }: { db: Database; id: number }): Promise<LobbyistClientsReply> {
  await lobbyistOrThrow(db, id);
  const clients = await lobbyistClients(db, id);
  return { data: clients.map((client) => ({ ...client, subjects: distinctSubjects(client.subjects) })) };
}

export async function getEngagements({
  db,
  params,
}: {
  db: Database;
  params: EngagementsParams;
}): Promise<EngagementsReply> {
  const rows = await listEngagements(db, engagementFilters(params), {
    limit: params.limit,
    offset: (params.page - 1) * params.limit,
  });
  const total =
    rows[0]?.total ??
    (params.page > 1
      ? ((await listEngagements(db, engagementFilters(params), { limit: 1, offset: 0 }))[0]?.total ?? 0)
      : 0);
  return { data: rows.map(withoutTotal), total, page: params.page, limit: params.limit };
}

export async function getValidYears({
  db,
  params,
}: {
  db: Database;
  params: { lobbyistId?: number; companyId?: number; type: 'engagements' | 'testimony' };
}): Promise<ValidYearsReply> {
  if (params.type === 'testimony') return { years: await testimonyYears(db, params) };
  return { years: await engagementYears(db, params.lobbyistId, params.companyId) };
}

export async function searchLobbyCompanies({
  db,
  params,
}: {
  db: Database;
  params: { search: string; stateCode?: string; year?: number };
}): Promise<LobbyCompanySearchReply> {
  return { data: await searchLobbyClients(db, params) };
}
