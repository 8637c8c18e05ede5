import { billAlertKindLabels } from '@statehouse/shared/alerts/alert-kinds';
import { type Webhook, webhookFormatLabels } from '@statehouse/shared/alerts/webhooks.schemas';
import { WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useTestWebhook } from '../api/test-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookSecret } from './webhook-secret';

const failed = (title: string) => (error: Error) =>
  toast({ variant: 'destructive', title, description: error.message });

/** The account's webhooks (admins): add, test, switch off, rotate the secret, delete, and each one's delivery log. */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  return (
    <SectionCard
      title="Webhooks"
      description="Send alerts on the account's bills to Slack, Microsoft Teams or your own systems."
    >
      <div className="grid grid-cols-1 gap-4">
        <div>
          <WebhookFormDialog />
        </div>
        <QueryState query={webhooks} label="webhooks">
          {(data) =>
            data.data.length === 0 ? (
              <EmptyState
                icon={WebhookIcon}
                title="No webhooks yet"
                reason="Add one to post the account's alerts to a chat channel or another system."
              />
            ) : (
              <ul className="grid grid-cols-1 gap-3" aria-label="Webhooks">
                {data.data.map((webhook) => (
                  <WebhookItem key={webhook.id} webhook={webhook} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </SectionCard>
  );
}

function WebhookItem({ webhook }: { webhook: Webhook }) {
  const [showLog, setShowLog] = useState(false);
  const test = useTestWebhook();
  const update = useUpdateWebhook();
  const kinds =
    webhook.eventKinds.length === 0
      ? 'Every event'
      : webhook.eventKinds.map((kind) => billAlertKindLabels[kind]).join(', ');
  return (
    <li className="grid grid-cols-1 gap-3 rounded-md border p-3" aria-label={webhook.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 grid-cols-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{webhook.name}</span>
            <Badge variant="outline">{webhookFormatLabels[webhook.format]}</Badge>
            {!webhook.enabled && <Badge variant="secondary">Off</Badge>}
            {webhook.lastDelivery && (
              <Badge variant={webhook.lastDelivery.status === 'dead' ? 'destructive' : 'outline'}>
                Last: {webhook.lastDelivery.status}
                {webhook.lastDelivery.responseStatus ? ` (${webhook.lastDelivery.responseStatus})` : ''}
              </Badge>
            )}
          </div>
          <span className="truncate font-mono text-xs text-muted-foreground" title={webhook.url}>
            {webhook.url}
          </span>
          <span className="text-xs text-muted-foreground">{kinds}</span>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={test.isPending}
            onClick={() =>
              test.mutate(webhook.id, {
                onSuccess: (reply) => {
                  toast({ title: 'Test event queued', description: reply.message });
                  setShowLog(true);
                },
                onError: failed('Could not queue a test event'),
              })
            }
          >
            Send test
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showLog}
            aria-controls={`webhook-log-${webhook.id}`}
            onClick={() => setShowLog(!showLog)}
          >
            {showLog ? 'Hide log' : 'Delivery log'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: webhook.id, enabled: !webhook.enabled },
                { onError: failed('Could not change the webhook') },
              )
            }
          >
            {webhook.enabled ? 'Switch off' : 'Switch on'}
          </Button>
          <RotateSecretButton webhook={webhook} />
          <DeleteWebhookButton webhook={webhook} />
        </div>
      </div>
      {showLog && (
        <div id={`webhook-log-${webhook.id}`}>
          <WebhookDeliveries webhookId={webhook.id} name={webhook.name} />
        </div>
      )}
    </li>
  );
}

function RotateSecretButton({ webhook }: { webhook: Webhook }) {
  const rotate = useRotateWebhookSecret();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    // The button sits outside the dialog's root: it is no trigger (the dialog opens on the server's reply), and a
    // deferred root mounts what it wraps afresh when its code arrives (decision 053).
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={rotate.isPending}
        onClick={() =>
          rotate.mutate(webhook.id, {
            onSuccess: (reply) => setSecret(reply.secret),
            onError: failed('Could not replace the secret'),
          })
        }
      >
        New secret
      </Button>
      <Dialog open={secret !== null} onOpenChange={(open) => !open && setSecret(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>New secret for {webhook.name}</DialogTitle>
            <DialogDescription>
              The old secret no longer works. Copy this one now: it is not shown again.
            </DialogDescription>
          </DialogHeader>
          {secret && <WebhookSecret secret={secret} />}
          <DialogFooter>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function DeleteWebhookButton({ webhook }: { webhook: Webhook }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteWebhook();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive">
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {webhook.name}?</DialogTitle>
          <DialogDescription>
            Alerts stop going to {webhook.url}. Its waiting deliveries and its delivery log are deleted too.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(webhook.id, {
                onSuccess: () => {
                  toast({ title: `${webhook.name} deleted` });
                  setOpen(false);
                },
                onError: failed('Could not delete the webhook'),
              })
            }
          >
            Delete webhook
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
