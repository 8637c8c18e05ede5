import { DASHBOARD_HEARING_DAYS, type DashboardHearing } from '@statehouse/shared/dashboard/dashboard.schemas';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatHearingTime } from '../utils/format';

/** Hearings in the next two weeks with a tracked bill on the agenda: when (in the state's time), who, which bills. */
export function UpcomingHearings({ hearings, total }: { hearings: DashboardHearing[]; total: number }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>Upcoming hearings</h2>
        </CardTitle>
        <CardDescription>Your tracked bills on an agenda in the next {DASHBOARD_HEARING_DAYS} days.</CardDescription>
      </CardHeader>
      <CardContent>
        {hearings.length === 0 ? (
          <EmptyState
            icon={CalendarClock}
            title="No hearings scheduled"
            reason={`None of your tracked bills is on a posted agenda in the next ${DASHBOARD_HEARING_DAYS} days.`}
          >
            <Link to={paths.calendar} className="text-sm text-primary underline-offset-4 hover:underline">
              Open the calendar
            </Link>
          </EmptyState>
        ) : (
          <>
            <ol aria-label="Upcoming hearings" className="divide-y">
              {hearings.map((hearing) => (
                <li key={hearing.eventId} className="py-3 text-sm">
                  <p className="font-medium">
                    <time dateTime={hearing.startTime}>
                      {formatHearingTime(hearing.startTime, hearing.timezone, hearing.allDay)}
                    </time>
                  </p>
                  <p>
                    <EntityLink kind="committee" id={hearing.committeeId}>
                      {hearing.committeeName ?? hearing.name}
                    </EntityLink>
                    <span className="text-muted-foreground"> · {hearing.stateCode}</span>
                    {hearing.location && <span className="text-muted-foreground"> · {hearing.location}</span>}
                  </p>
                  <ul aria-label="Tracked bills on the agenda" className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                    {hearing.bills.map((bill) => (
                      <li key={bill.id} title={bill.title}>
                        <EntityLink kind="bill" id={bill.id}>
                          {bill.identifier}
                        </EntityLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
            {total > hearings.length && (
              <Link
                to={paths.calendar}
                className="mt-2 inline-block text-sm text-primary underline-offset-4 hover:underline"
              >
                {total - hearings.length} more in the calendar
              </Link>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
