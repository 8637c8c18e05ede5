import { render, screen } from '@testing-library/react';
import { allowConsoleError } from '@/testing/console-guard';
import { createStrictContext } from './create-strict-context';

const [AccountProvider, useAccount] = createStrictContext<{ accountId: number }>('Account');
const [ThemeProvider, useTheme] = createStrictContext<string>('Theme');

function AccountId() {
  return <p>Account {useAccount().accountId}</p>;
}

function ThemeName() {
  return <p>{useTheme()}</p>;
}

describe('createStrictContext', () => {
  it('gives the value to components inside the provider', () => {
    render(
      <AccountProvider value={{ accountId: 42 }}>
        <AccountId />
      </AccountProvider>,
    );

    expect(screen.getByText('Account 42')).toBeInTheDocument();
  });

  it('throws "useAccount must be used within an AccountProvider" outside the provider', () => {
    allowConsoleError();

    expect(() => render(<AccountId />)).toThrow('useAccount must be used within an AccountProvider');
  });

  it('uses "a" before a consonant', () => {
    allowConsoleError();

    expect(() => render(<ThemeName />)).toThrow('useTheme must be used within a ThemeProvider');
    render(
      <ThemeProvider value="dark">
        <ThemeName />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark')).toBeInTheDocument();
  });
});
