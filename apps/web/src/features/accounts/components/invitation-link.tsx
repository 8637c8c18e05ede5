import type { InvitationCreated } from '@statehouse/shared/accounts/accounts.schemas';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';

/** Without a mail server an invitation's link comes back to the inviter: shown here to copy and send. */
export function InvitationLink({ invitation }: { invitation: InvitationCreated }) {
  if (!invitation.acceptUrl) return null;
  const url = invitation.acceptUrl;
  return (
    <div className="mt-4 grid gap-2 rounded-md border bg-muted/40 p-3" role="status">
      <p className="text-sm">
        No mail server is configured. Send this link to <strong>{invitation.email}</strong>:
      </p>
      <div className="flex gap-2">
        <Input readOnly value={url} aria-label="Invitation link" onFocus={(event) => event.target.select()} />
        <Button
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(url).then(() => toast({ title: 'Link copied' }))}
        >
          Copy
        </Button>
      </div>
    </div>
  );
}
