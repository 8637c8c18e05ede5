import type { CreateCalendarFeedRequest } from '@statehouse/shared/calendar/calendar.schemas';
import { CheckIcon, CopyIcon, RssIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { FeedList } from './feed-list';

const calendarText = {
  title: 'Subscribe to this calendar',
  description:
    'Add this link to Outlook, Google Calendar or Apple Calendar ("subscribe from URL"). It follows the states ' +
    "and types chosen here, with your and your team's events, and updates as hearings move or are cancelled.",
};

/**
 * Subscribe: makes a secret-token ICS feed (the calendar view, a committee's hearings or a tag's bills) and shows
 * its link once, with Copy, and lists your other feeds to revoke. Outlook and Google Calendar poll them.
 */
export function SubscribeButton({
  feed,
  title = calendarText.title,
  description = calendarText.description,
}: {
  feed: CreateCalendarFeedRequest;
  title?: string;
  description?: string;
}) {
  const id = useId();
  const create = useCreateCalendarFeed();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);

  const subscribe = () => {
    setCopied(false);
    setOpen(true);
    create.mutate(feed);
  };
  const copy = async () => {
    if (!create.data) return;
    await navigator.clipboard.writeText(create.data.url);
    setCopied(true);
  };

  return (
    <>
      <Button variant="outline" onClick={subscribe}>
        <RssIcon aria-hidden="true" />
        Subscribe
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {create.isError ? (
            <p role="alert" className="text-sm text-destructive">
              The feed could not be created: {create.error.message}
            </p>
          ) : !create.data ? (
            <p role="status" className="text-sm text-muted-foreground">
              Creating your feed…
            </p>
          ) : (
            <div className="flex flex-col gap-2">
              <label htmlFor={`${id}-url`} className="text-sm font-medium">
                Feed link
              </label>
              <div className="flex gap-2">
                <Input id={`${id}-url`} readOnly value={create.data.url} onFocus={(event) => event.target.select()} />
                <Button onClick={copy} aria-label="Copy feed link">
                  {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">
                Keep it private: anyone with the link can read this calendar. This link is shown only now; revoke a feed
                below when you no longer use it.
              </p>
            </div>
          )}
          {open && create.data && <FeedList exceptId={create.data.id} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
