import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { testimonyDetail } from '../testing/advocate-fixtures';
import { TestimonyDetail } from './testimony-detail';

configure({ asyncUtilTimeout: 5000 });

describe('TestimonyDetail', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a draft with its hearing, sign-in form and documents, and lets the organization approve it', async () => {
    const user = userEvent.setup();
    let current = testimonyDetail();
    const fetchMock = fakeApi({
      'GET /api/advocate-management/testimonies/7': () => current,
      'POST /api/advocate-management/testimonies/7/approve': () => {
        current = testimonyDetail({
          status: 'approved',
          approvedBy: 'Ada Admin',
          approvedAt: '2026-12-06T11:00:00Z',
          updatedAt: '2026-12-06T11:00:00.000Z',
        });
        return current;
      },
    });
    renderWithRouter(<TestimonyDetail id={7} canApprove />, { path: '/testimonies/7' });
    expect(await screen.findByRole('heading', { name: /Testimony on HB 1/ })).toBeInTheDocument();
    expect(screen.getByText(/Public Education/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Witness registration' })).toHaveAttribute(
      'href',
      'https://example.org/witness',
    );
    expect(screen.getByRole('link', { name: 'statement.pdf' })).toHaveAttribute(
      'href',
      '/api/advocate-management/testimonies/7/files/11',
    );
    expect(screen.getByLabelText('Statement')).toHaveValue('We support HB 1.');

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Approved by Ada Admin/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record as filed' })).toBeInTheDocument();
    // Approved: the statement is no longer editable.
    expect(screen.queryByLabelText('Statement')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/approve'))).toBe(true);
  });

  it('tells an advocate a draft waits for approval, and shows the filed version once filed', async () => {
    fakeApi({
      'GET /api/advocate-management/testimonies/7': () =>
        testimonyDetail({
          status: 'filed',
          filedAt: '2026-12-07T09:00:00Z',
          submitted: { position: 'for', statement: 'As filed.', files: [], filedAt: '2026-12-07T09:00:00Z' },
        }),
    });
    renderWithRouter(<TestimonyDetail id={7} canApprove={false} />, { path: '/testimonies/7' });
    expect(await screen.findByText('The version filed')).toBeInTheDocument();
    expect(screen.getByText('As filed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('says why when the testimony cannot be loaded', async () => {
    fakeApi({
      'GET /api/advocate-management/testimonies/7': () =>
        new Response(JSON.stringify({ message: 'No testimony of your account has this id.' }), { status: 404 }),
    });
    renderWithRouter(<TestimonyDetail id={7} canApprove />, { path: '/testimonies/7' });
    expect(await screen.findByText('No testimony of your account has this id.')).toBeInTheDocument();
  });
});
