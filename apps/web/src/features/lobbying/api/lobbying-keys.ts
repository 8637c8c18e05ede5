import type {
  EngagementsQuery,
  FirmListQuery,
  LobbyAnalyticsKind,
  LobbyAnalyticsQuery,
  LobbyistListQuery,
} from '@statehouse/shared/lobbying/lobbying.schemas';
import type { LobbyistTestimonyQuery } from '@statehouse/shared/testimony/testimony.schemas';

/** GET /api/lobbyists/contributions' filters (the campaign-finance work's call). */
export type LobbyistContributionsQuery = {
  lobbyistId?: number;
  companyId?: number;
  year?: number;
  page?: number;
  limit?: number;
};

export const lobbyistPath = (id: number | string) => `/api/lobbyists/${encodeURIComponent(String(id))}`;
export const firmPath = (id: number | string) => `/api/firms/${encodeURIComponent(String(id))}`;

/** Query keys of the lobbying feature: the first element is always the API path (ADR 006). */
export const lobbyingKeys = {
  lobbyists: (query: LobbyistListQuery) => ['/api/lobbyists', query] as const,
  lobbyist: (id: number) => [lobbyistPath(id)] as const,
  lobbyistClients: (id: number) => [`${lobbyistPath(id)}/clients`] as const,
  engagements: (query: EngagementsQuery) => ['/api/lobbyists/engagements', query] as const,
  lobbyistContributions: (query: LobbyistContributionsQuery) => ['/api/lobbyists/contributions', query] as const,
  lobbyistTestimony: (query: LobbyistTestimonyQuery) => ['/api/lobbyists/testimony', query] as const,
  firms: (query: FirmListQuery) => ['/api/firms', query] as const,
  firm: (id: number) => [firmPath(id)] as const,
  firmEngagements: (id: number, year?: number) => [`${firmPath(id)}/engagements`, { year }] as const,
  analytics: (kind: LobbyAnalyticsKind, query: LobbyAnalyticsQuery) => [`/api/lobby-analytics/${kind}`, query] as const,
};
