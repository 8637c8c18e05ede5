import { CopyIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';

/** A webhook's signing secret, shown once (on creation or rotation), with a copy button. */
export function WebhookSecret({ secret }: { secret: string }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Secret copied' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Select the secret and copy it.' });
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Signing secret</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={secret}
          className="font-mono text-xs"
          onFocus={(event) => event.target.select()}
        />
        <Button type="button" variant="outline" size="icon" aria-label="Copy the secret" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" />
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Each request carries an HMAC-SHA256 signature made with this secret; check it at the receiver.
      </p>
    </div>
  );
}
