import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, useTheme } from './theme-provider';
import { ThemeToggle } from './theme-toggle';

function CurrentTheme() {
  const { theme, resolvedTheme } = useTheme();
  return (
    <p>
      {theme}/{resolvedTheme}
    </p>
  );
}

function renderTheme() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
      <CurrentTheme />
    </ThemeProvider>,
  );
}

describe('ThemeProvider', () => {
  it('follows the system setting by default', () => {
    renderTheme();

    expect(screen.getByText('system/light')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('stores the chosen theme under "theme" and applies the dark class', async () => {
    const user = userEvent.setup();
    renderTheme();

    await user.click(screen.getByRole('button', { name: /^Theme: / }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));

    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
  });

  it('starts from the stored theme', () => {
    localStorage.setItem('theme', 'dark');

    renderTheme();

    expect(screen.getByText('dark/dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem('theme', 'sepia');

    renderTheme();

    expect(screen.getByText('system/light')).toBeInTheDocument();
  });

  it('switches back to light', async () => {
    localStorage.setItem('theme', 'dark');
    const user = userEvent.setup();
    renderTheme();

    await user.click(screen.getByRole('button', { name: /^Theme: / }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Light' }));

    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
