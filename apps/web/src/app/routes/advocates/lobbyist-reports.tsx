import { SectionCard } from '@/components/section-card';
import { AdvocateReports } from '@/features/advocates/components/advocate-reports';
import { RecentReports } from '@/features/reports/components/recent-reports';
import { useUser } from '@/lib/current-user';
import { LobbyistActivityReport } from './lobbyist-activity-report';
import { LobbyistReportButton } from './lobbyist-report-button';

const allLobbyists = { lobbyistUsersOnly: true } as const;

/**
 * /reports: the advocates feature's activity per lobbyist, with the reports feature's bill and vote builders
 * opened on the lobbyists' bills (the tracking feature's account list, which only admins and users read), the
 * lobbyists' activity report as a file, and the account's recent reports.
 */
export function Component() {
  const { user, isFullUser } = useUser();
  return (
    <AdvocateReports
      isAdmin={user?.role === 'admin'}
      reportActions={
        isFullUser && (
          <>
            <LobbyistReportButton
              query={allLobbyists}
              variant="default"
              label="Bill report on lobbyists' bills"
              title="Lobbyists' tracked bills"
            />
            <LobbyistReportButton
              query={allLobbyists}
              kind="vote"
              label="Vote report on lobbyists' bills"
              title="Votes on lobbyists' tracked bills"
            />
          </>
        )
      }
      rowActions={
        isFullUser
          ? (advocate) => (
              <LobbyistReportButton
                query={{ ...allLobbyists, userIds: [advocate.id] }}
                label="Bill report"
                title={`Bills tracked by ${advocate.name}`}
              />
            )
          : undefined
      }
    >
      {isFullUser && <LobbyistActivityReport />}
      <SectionCard title="Recent reports" description="Every report the team ran or a schedule sent.">
        <RecentReports />
      </SectionCard>
    </AdvocateReports>
  );
}
