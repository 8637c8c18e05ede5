import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { featureLinks, productLinks } from '../menu-links';
import { HEADER_SCROLL_THRESHOLD_PX, SiteHeader } from './site-header';

function renderHeader(path: string, onLogIn?: () => void) {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader onLogIn={onLogIn} /> }], {
    initialEntries: [path],
  });
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return screen.getByRole('banner');
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('SiteHeader', () => {
  afterEach(() => scrollTo(0));

  it('is transparent on the home page and turns dark blue after more than 5 px of scroll', () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(5);
    const header = renderHeader('/');
    expect(header).toHaveAttribute('data-variant', 'transparent');
    expect(header).toHaveClass('bg-transparent');

    scrollTo(5);
    expect(header).toHaveAttribute('data-variant', 'transparent');
    scrollTo(6);
    expect(header).toHaveAttribute('data-variant', 'solid');
    expect(header).toHaveClass('bg-hero');
    scrollTo(0);
    expect(header).toHaveAttribute('data-variant', 'transparent');
  });

  it('is white (the page background) on other routes, scrolled or not', () => {
    const header = renderHeader('/about');
    expect(header).toHaveAttribute('data-variant', 'plain');
    expect(header).toHaveClass('bg-background');
    scrollTo(200);
    expect(header).toHaveAttribute('data-variant', 'plain');
    expect(header).not.toHaveClass('bg-hero');
  });

  it('links Request Demo to /demo-signup and opens the login dialog from Log in', () => {
    const onLogIn = vi.fn();
    const header = renderHeader('/blog', onLogIn);
    expect(within(header).getByRole('link', { name: 'Request Demo' })).toHaveAttribute('href', '/demo-signup');
    fireEvent.click(within(header).getAllByRole('button', { name: 'Log in' })[0] as HTMLElement);
    expect(onLogIn).toHaveBeenCalledTimes(1);
  });

  it('lists every product and feature page in its menus', () => {
    expect(productLinks.map((link) => link.to)).toEqual([
      '/live-actions',
      '/analyst-management',
      '/advocate-management',
      '/ai-reports',
      '/automated-reports',
      '/file-storage',
    ]);
    expect(featureLinks.map((link) => link.to)).toEqual(['/search', '/track', '/report']);
    const header = renderHeader('/');
    expect(within(header).getByRole('button', { name: 'Products' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Features' })).toBeInTheDocument();
    for (const name of ['Blog', 'Why Statehouse', 'About']) {
      expect(within(header).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('steps the theme through light, dark and system, stored under "theme"', () => {
    const header = renderHeader('/about');
    const button = within(header).getAllByRole('button', { name: /^Theme:/ })[0] as HTMLElement;
    const start = localStorage.getItem('theme') ?? 'system';
    fireEvent.click(button);
    expect(localStorage.getItem('theme')).not.toBe(start);
    fireEvent.click(within(header).getAllByRole('button', { name: /^Theme:/ })[0] as HTMLElement);
    fireEvent.click(within(header).getAllByRole('button', { name: /^Theme:/ })[0] as HTMLElement);
    expect(localStorage.getItem('theme') ?? 'system').toBe(start);
  });
});
