import { FileUp, ListPlus, Tags } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** What a new account sees instead of empty charts: the three ways to start tracking. */
export function GettingStarted() {
  return (
    <EmptyState
      icon={ListPlus}
      titleAs="h2"
      title="Start tracking legislation"
      reason="You are not tracking any bills yet. Track bills and organise them with tags to see their progress, hearings and activity here."
      className="bg-card"
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={paths.bills.list}>
            <ListPlus aria-hidden="true" />
            Track your first bill
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.tracking.uploadTrackList}>
            <FileUp aria-hidden="true" />
            Upload a track list
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.tracking.tracks}>
            <Tags aria-hidden="true" />
            Create tags
          </Link>
        </Button>
      </div>
    </EmptyState>
  );
}
