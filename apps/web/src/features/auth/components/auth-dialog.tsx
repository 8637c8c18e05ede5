import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { AuthPanel, type AuthTab } from './auth-panel';

export type AuthDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab?: AuthTab;
};

/** SPEC section 2: the login/register dialog, 425px wide; on success it closes and goes to /dashboard. */
export function AuthDialog({ open, onOpenChange, initialTab = 'login' }: AuthDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-[425px]">
        <DialogDescription className="sr-only">Log in to Statehouse or create an account.</DialogDescription>
        {open && (
          <AuthPanel
            initialTab={initialTab}
            renderTitle={(title) => <DialogTitle>{title}</DialogTitle>}
            onSuccess={() => {
              onOpenChange(false);
              void navigate(paths.dashboard.home);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
