import { useMemo } from 'react';
import { useAnalystCandidates } from '@/features/analysts/api/get-analyst-candidates';
import { useTeams } from '@/features/teams/api/get-teams';

/** Who and which teams the portal's pickers offer (assignee, owner, team members), from the analysts and teams features. */
export function usePortalPeople(enabled = true) {
  const candidates = useAnalystCandidates(enabled);
  const teams = useTeams(enabled);
  const people = useMemo(
    () => (candidates.data?.data ?? []).map((person) => ({ id: person.id, name: person.name })),
    [candidates.data],
  );
  const teamOptions = useMemo(
    () => (teams.data?.data ?? []).map((team) => ({ id: team.id, name: team.name })),
    [teams.data],
  );
  return { people, teams: teamOptions };
}
