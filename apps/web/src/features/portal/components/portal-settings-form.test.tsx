import type { PortalSettings } from '@statehouse/shared/portal/portal.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { PortalSettingsForm } from './portal-settings-form';

configure({ asyncUtilTimeout: 5000 });

const settings = (overrides: Partial<PortalSettings> = {}): PortalSettings => ({
  configured: false,
  portalKey: '',
  name: '',
  primaryColor: '#1d4ed8',
  accentColor: '#f59e0b',
  welcomeText: '',
  sharedTagIds: [],
  sharedBillIds: [],
  showBillText: false,
  showPositions: false,
  showRemarks: false,
  accessMode: 'code',
  people: [],
  tagOptions: [
    { id: 1, name: 'Energy clients', color: '#ff0000' },
    { id: 2, name: 'Internal', color: '#00ff00' },
  ],
  canEdit: true,
  ...overrides,
});

describe('PortalSettingsForm', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('redraws the live preview as the form changes and saves the settings with the listed people', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    fakeApi({
      'PUT /api/portal/settings': ({ body }) => {
        saved.push(body);
        return settings({ configured: true, portalKey: 'acme', name: 'Acme Coalition', sharedTagIds: [1] });
      },
    });
    renderWithRouter(<PortalSettingsForm settings={settings()} />);
    const preview = screen.getByRole('complementary', { name: 'Live preview' });
    expect(within(preview).getByText('No tags shared: the portal lists no bills.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Portal key'), 'acme');
    await user.type(screen.getByLabelText('Name shown to visitors'), 'Acme Coalition');
    await user.click(screen.getByRole('checkbox', { name: /Energy clients/ }));
    expect(within(preview).getByRole('heading', { name: 'Acme Coalition' })).toBeInTheDocument();
    expect(within(preview).getByText('Shares the bills of Energy clients.')).toBeInTheDocument();
    expect(within(preview).getByText('Address: ?portal=acme')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/People/), 'Client@Example.org\nboard@example.org');
    await user.click(screen.getByRole('button', { name: 'Save portal' }));
    expect(await screen.findByText('Portal saved.')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({
      portalKey: 'acme',
      name: 'Acme Coalition',
      sharedTagIds: [1],
      accessMode: 'code',
      people: [
        { email: 'client@example.org', name: '' },
        { email: 'board@example.org', name: '' },
      ],
    });
  });

  it('is read-only for members who are not admins', () => {
    renderWithRouter(<PortalSettingsForm settings={settings({ canEdit: false })} />);
    expect(screen.getByLabelText('Portal key')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save portal' })).not.toBeInTheDocument();
    expect(screen.getByText('Only your account’s administrators can change the portal.')).toBeInTheDocument();
  });
});
