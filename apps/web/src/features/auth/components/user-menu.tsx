import { LogOutIcon, SettingsIcon, UserCogIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useUser } from '../user-provider';

export type UserMenuAccount = { accountId: number; name: string };

export type UserMenuProps = {
  accounts?: UserMenuAccount[];
  selectedAccountId?: number;
  onSelectAccount?: (accountId: number) => void;
};

/** The signed-in user's menu: accounts to switch between, settings, account administration, log out. */
export function UserMenu({ accounts = [], selectedAccountId, onSelectAccount }: UserMenuProps) {
  const { user, logout } = useUser();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Account menu for ${name}`} className="gap-2">
          <UserIcon />
          <span className="hidden max-w-32 truncate sm:inline">{name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">
            {user.username} · {user.role}
          </span>
        </DropdownMenuLabel>
        {accounts.length > 1 && onSelectAccount && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Accounts</DropdownMenuLabel>
            <DropdownMenuRadioGroup
              value={String(selectedAccountId ?? '')}
              onValueChange={(value) => onSelectAccount(Number(value))}
            >
              {accounts.map((account) => (
                <DropdownMenuRadioItem key={account.accountId} value={String(account.accountId)}>
                  {account.name}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.settings.user}>
            <SettingsIcon /> User settings
          </Link>
        </DropdownMenuItem>
        {user.role === 'admin' && (
          <DropdownMenuItem asChild>
            <Link to={paths.accounts}>
              <UserCogIcon /> Manage users
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOutIcon /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
