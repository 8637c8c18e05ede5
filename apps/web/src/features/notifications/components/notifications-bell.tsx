import { formatDelay } from '@statehouse/shared/notifications/format-delay';
import type { Notification } from '@statehouse/shared/notifications/notifications.schemas';
import { BellIcon, CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useUser } from '@/lib/current-user';
import { cn } from '@/lib/utils';
import { useNotifications } from '../api/get-notifications';

// Made when the list first shows: the first date-and-time format of a page sets up ICU's pattern generator, over
// 30 ms on a phone, and the bell is on every app page's first render (decision 052).
let dateFormat: Intl.DateTimeFormat | undefined;

function formatWhen(iso: string): string {
  const date = new Date(iso);
  dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

function NotificationItem({
  notification,
  busy,
  onMarkRead,
  onOpenLink,
}: {
  notification: Notification;
  busy: boolean;
  onMarkRead: () => void;
  onOpenLink: () => void;
}) {
  const { title, body, link, createdAt, IsRead, delayMs } = notification;
  return (
    <li
      className={cn('flex items-start gap-2 px-4 py-3', !IsRead && 'bg-muted/60')}
      data-read={IsRead ? 'true' : 'false'}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', IsRead ? 'bg-transparent' : 'bg-primary')}
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className={cn('text-sm break-words', IsRead ? 'font-normal text-muted-foreground' : 'font-medium')}>
          {link ? (
            <Link to={link} className="hover:underline" onClick={onOpenLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        {body && <p className="text-xs break-words text-muted-foreground">{body}</p>}
        <p className="text-xs text-muted-foreground">
          <time dateTime={createdAt}>{formatWhen(createdAt)}</time>
          {delayMs !== null && delayMs !== undefined && (
            <span title="Measured from the source's publication (or our first sight of it) to delivery">
              {' '}
              · {formatDelay(delayMs)} after publication
            </span>
          )}
        </p>
      </div>
      {IsRead ? (
        <span className="shrink-0 pt-0.5 text-xs text-muted-foreground">Read</span>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          className="size-7 shrink-0"
          aria-label={`Mark "${title}" as read`}
          title="Mark as read"
          disabled={busy}
          onClick={onMarkRead}
        >
          <CheckIcon />
        </Button>
      )}
    </li>
  );
}

/** The top bar's bell: unread count, and a list of the user's notifications with mark-as-read. */
export function NotificationsBell() {
  const { user } = useUser();
  const {
    notifications,
    unreadCount: unreadNotificationCount,
    markAsRead: markNotificationsAsRead,
  } = useNotifications(user);
  const [open, setOpen] = useState(false);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  if (!user) return null;

  const markRead = async (ids: number[]) => {
    setBusyIds((current) => new Set([...current, ...ids]));
    try {
      await markNotificationsAsRead(ids);
    } finally {
      setBusyIds((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  };
  const unreadIds = notifications.filter((notification) => !notification.IsRead).map((item) => item.Id);
  const badge = unreadNotificationCount > 99 ? '99+' : String(unreadNotificationCount);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={
            unreadNotificationCount > 0 ? `Notifications (${unreadNotificationCount} unread)` : 'Notifications'
          }
          title="Notifications"
        >
          <BellIcon />
          {unreadNotificationCount > 0 && (
            <span
              aria-hidden="true"
              data-testid="notifications-badge"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground tabular-nums"
            >
              {badge}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={12}
        className="w-[min(22rem,calc(100vw-1.5rem))] p-0"
        aria-label="Notifications"
      >
        <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
          <h2 className="text-sm font-semibold">Notifications</h2>
          {unreadIds.length > 0 && (
            <Button
              variant="link"
              size="sm"
              className="h-7 px-0"
              disabled={unreadIds.some((id) => busyIds.has(id))}
              onClick={() => void markRead(unreadIds)}
            >
              Mark all as read
            </Button>
          )}
        </div>
        {notifications.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-muted-foreground">No notifications</p>
        ) : (
          <ul className="max-h-[min(24rem,60svh)] divide-y overflow-y-auto" aria-label="Notification list">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.Id}
                notification={notification}
                busy={busyIds.has(notification.Id)}
                onMarkRead={() => void markRead([notification.Id])}
                onOpenLink={() => setOpen(false)}
              />
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
