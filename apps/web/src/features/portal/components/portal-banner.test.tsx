import { render, screen } from '@testing-library/react';
import { PortalBanner } from './portal-banner';

const branding = { name: 'Acme Coalition', welcomeText: '', primaryColor: '#1d4ed8', accentColor: '#f59e0b' };

describe('PortalBanner', () => {
  it('shows the portal’s logo beside its name when it has one', () => {
    render(<PortalBanner {...branding} logoUrl="/api/portal/logo?portal=acme" />);
    const logo = screen.getByRole('img', { name: 'Acme Coalition logo' });
    expect(new URL(logo.getAttribute('src') ?? '').pathname).toBe('/api/portal/logo');
    expect(new URL(logo.getAttribute('src') ?? '').searchParams.get('portal')).toBe('acme');
    expect(screen.getByRole('heading', { name: 'Acme Coalition' })).toBeInTheDocument();
  });

  it('shows the name alone without a logo', () => {
    render(<PortalBanner {...branding} logoUrl={null} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
