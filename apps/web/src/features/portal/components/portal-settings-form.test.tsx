import type { PortalSettings } from '@statehouse/shared/portal/portal.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
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
  logoUrl: null,
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

  it('uploads a logo at once, shows it in the card and the preview, and shows why a file was refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let sent: FormData | undefined;
    const fetchMock = fakeApi({
      'PUT /api/portal/logo': settings({
        configured: true,
        portalKey: 'acme',
        name: 'Acme',
        logoUrl: '/api/portal/logo?portal=acme',
      }),
      'DELETE /api/portal/logo': settings({ configured: true, portalKey: 'acme', name: 'Acme' }),
    });
    // The first upload is refused as the server refuses a file that is not an image.
    fetchMock.mockImplementationOnce(async (_input, init) => {
      sent = init?.body as FormData;
      return json({ message: 'The logo must be a PNG, JPEG, GIF or WebP image.' }, 400);
    });
    renderWithRouter(<PortalSettingsForm settings={settings({ configured: true, portalKey: 'acme', name: 'Acme' })} />);
    expect(screen.getByText('No logo yet')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Logo file'),
      new File(['not an image'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The logo must be a PNG, JPEG, GIF or WebP image.');
    expect((sent?.get('file') as File | undefined)?.name).toBe('notes.txt');

    await user.upload(screen.getByLabelText('Logo file'), new File(['png'], 'logo.png', { type: 'image/png' }));
    const logos = await screen.findAllByRole('img', { name: 'Acme logo' });
    expect(logos).toHaveLength(2);
    const preview = screen.getByRole('complementary', { name: 'Live preview' });
    expect(within(preview).getByRole('img', { name: 'Acme logo' }).getAttribute('src')).toMatch(
      /\/api\/portal\/logo\?portal=acme&v=\d+$/,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('No logo yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Acme logo' })).not.toBeInTheDocument();
  });

  it('asks to save the portal before a logo can be added', () => {
    renderWithRouter(<PortalSettingsForm settings={settings()} />);
    expect(screen.getByText('Save the portal before adding its logo.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Logo file')).not.toBeInTheDocument();
  });
});
