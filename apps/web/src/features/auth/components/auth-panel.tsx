import type { CurrentUser } from '@statehouse/shared/auth/current-user';
import { useEffect, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { env } from '@/config/env';
import { loadAuthActions } from '../user-provider';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthTab = 'login' | 'register';

export const authTitles: Record<AuthTab, string> = {
  login: 'Login to your account',
  register: 'Create an account',
};

export type AuthPanelProps = {
  initialTab?: AuthTab;
  onSuccess: (user: CurrentUser) => void;
  /** Renders the title of the current tab (a DialogTitle in the dialog, a heading on the page). */
  renderTitle: (title: string) => React.ReactNode;
};

/** The Login and Register tabs; Register exists only while the registration switch is on. */
export function AuthPanel({ initialTab = 'login', onSuccess, renderTitle }: AuthPanelProps) {
  // The forms submit through the auth actions, which UserProvider loads on first use: fetched as the panel opens.
  useEffect(() => void loadAuthActions(), []);
  const [tab, setTab] = useState<AuthTab>(env.enableRegistration ? initialTab : 'login');
  return (
    <div className="grid gap-4">
      {renderTitle(authTitles[tab])}
      <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
        {env.enableRegistration && (
          <TabsList className="w-full">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
        )}
        <TabsContent value="login" className="pt-2">
          <LoginForm onSuccess={onSuccess} onSwitchToRegister={() => setTab('register')} />
        </TabsContent>
        {env.enableRegistration && (
          <TabsContent value="register" className="pt-2">
            <RegisterForm onSuccess={onSuccess} onSwitchToLogin={() => setTab('login')} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
