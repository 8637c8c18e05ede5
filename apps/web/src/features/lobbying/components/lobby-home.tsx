import { CompaniesTab } from './companies-tab';
import { FirmsTab } from './firms-tab';
import { LobbyistsTab } from './lobbyists-tab';
import { useLobbyFilters } from './use-lobby-filters';

/** /lobby: lobbyists, firms and companies, one tab each (?tab=), with the charts of the top ones over the years. */
export function LobbyHome({ states }: { states: readonly { id: string; name: string }[] }) {
  const lobby = useLobbyFilters();
  if (lobby.filters.tab === 'firms') return <FirmsTab lobby={lobby} states={states} />;
  if (lobby.filters.tab === 'companies') return <CompaniesTab lobby={lobby} states={states} />;
  return <LobbyistsTab lobby={lobby} states={states} />;
}
