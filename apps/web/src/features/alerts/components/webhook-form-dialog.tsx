import { type BillAlertKind, billAlertKindLabels, billAlertKinds } from '@statehouse/shared/alerts/alert-kinds';
import {
  createWebhookRequestSchema,
  type WebhookFormat,
  type WebhookWithSecret,
  webhookFormatLabels,
  webhookFormats,
} from '@statehouse/shared/alerts/webhooks.schemas';
import { PlusIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormField, fieldErrors, InputField, selectClass } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useCreateWebhook } from '../api/create-webhook';
import { WebhookSecret } from './webhook-secret';

/** "Add webhook": a dialog with the form, then the signing secret, shown this once. */
export function WebhookFormDialog() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button size="sm">
          <PlusIcon aria-hidden="true" />
          Add webhook
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{created ? 'Webhook added' : 'Add a webhook'}</DialogTitle>
          <DialogDescription>
            {created
              ? 'Copy the signing secret now: it is not shown again.'
              : 'Alerts on the account’s bills are POSTed to this address.'}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <WebhookSecret secret={created.secret} />
            <DialogFooter>
              <Button onClick={() => change(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <WebhookForm onCreated={setCreated} onCancel={() => change(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

export function WebhookForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: WebhookWithSecret) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [format, setFormat] = useState<WebhookFormat>('json');
  const [kinds, setKinds] = useState<Set<BillAlertKind>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateWebhook();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, url, format, eventKinds: billAlertKinds.filter((kind) => kinds.has(kind)) };
    const parsed = createWebhookRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: onCreated,
      onError: (error) => setErrors({ form: error.message }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="New webhook">
      <fieldset disabled={create.isPending} className="grid gap-4">
        <InputField label="Name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} />
        <InputField
          label="URL"
          type="url"
          inputMode="url"
          placeholder="https://hooks.slack.com/services/..."
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={errors.url}
          hint="A public http or https address."
        />
        <FormField id={`${id}-format`} label="Format">
          <select
            id={`${id}-format`}
            className={selectClass}
            value={format}
            onChange={(event) => setFormat(event.target.value as WebhookFormat)}
          >
            {webhookFormats.map((option) => (
              <option key={option} value={option}>
                {webhookFormatLabels[option]}
              </option>
            ))}
          </select>
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Events (none checked: every event)</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {billAlertKinds.map((kind) => (
              <div key={kind} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-kind-${kind}`}
                  checked={kinds.has(kind)}
                  onCheckedChange={(value) =>
                    setKinds((current) => {
                      const next = new Set(current);
                      if (value === true) next.add(kind);
                      else next.delete(kind);
                      return next;
                    })
                  }
                />
                <Label htmlFor={`${id}-kind-${kind}`} className="font-normal">
                  {billAlertKindLabels[kind]}
                </Label>
              </div>
            ))}
          </div>
        </fieldset>
      </fieldset>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add webhook'}
        </Button>
      </DialogFooter>
    </form>
  );
}
