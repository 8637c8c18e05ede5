import { states } from '@statehouse/shared/reference/states';
import { LobbyHome } from '@/features/lobbying/components/lobby-home';

/** /lobby: lobbyists, firms and companies with the charts of the top ones over the years. */
export function Component() {
  return <LobbyHome states={states} />;
}
