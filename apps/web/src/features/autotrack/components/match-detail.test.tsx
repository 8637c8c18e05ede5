import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { autoTrackedBillDetail, autoTrackMatch } from '../testing/match-fixtures';
import { MatchDetail } from './match-detail';

configure({ asyncUtilTimeout: 5000 });

const path = '/auto-tracked-bills/:billId';
const at = '/auto-tracked-bills/TX-892-HB-1';
const tags = {
  data: [
    {
      id: 4,
      name: 'Camp safety',
      color: '#2563eb',
      description: '',
      scope: 'account',
      owner: null,
      createdBy: null,
      billCount: 3,
      sectionCount: 0,
      shares: [],
      access: 'account',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 500,
};
const bodyOf = (fetchMock: ReturnType<typeof fakeApi>, ending: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(ending));
  const body = (call?.[1] as RequestInit | undefined)?.body;
  return typeof body === 'string' ? JSON.parse(body) : body;
};

describe('MatchDetail', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains the match signal by signal, the keyword marked in its passage', async () => {
    fakeApi({ 'GET /api/autotracked-bills/TX-892-HB-1': autoTrackedBillDetail(), 'GET /api/tags': tags });
    renderWithRouter(<MatchDetail billId="TX-892-HB-1" canDecide />, { path, at });

    expect(await screen.findByRole('heading', { level: 1, name: /TX HB 1/ })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Score' })).toHaveAttribute('aria-valuenow', '82');
    expect(screen.getByText('High priority')).toBeInTheDocument();
    expect(screen.getByText('Medium impact')).toBeInTheDocument();
    expect(screen.getByText('Waiting')).toBeInTheDocument();

    const keywords = screen.getByRole('heading', { name: 'Keywords' }).closest('section') as HTMLElement;
    expect(keywords).toHaveTextContent('“youth camp” in the text');
    const marks = within(keywords)
      .getAllByText((_, element) => element?.tagName === 'MARK')
      .map((mark) => mark.textContent);
    expect(marks).toEqual(['youth', 'camp']);

    expect(screen.getByRole('link', { name: 'Emergency Management' })).toHaveAttribute('href', '/subjects/15');
    // A subject not chosen but named by one of the keywords says which.
    expect(screen.getByRole('link', { name: 'Children and Youth' }).closest('li')).toHaveTextContent(
      'Children and Youth (named by your keyword “youth camp”)',
    );
    const companies = screen.getByRole('heading', { name: 'Companies named' }).closest('section') as HTMLElement;
    expect(within(companies).getByRole('link', { name: 'Camp Mystic' })).toHaveAttribute('href', '/lobby/company/7');
    expect(companies).toHaveTextContent('on the Guadalupe River');
    expect(screen.getByText('Amends TX Health & Safety Code § 141.0035')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SB 1' })).toBeInTheDocument();
    expect(screen.getByText('(31% of their words shared)')).toBeInTheDocument();
    expect(screen.getByText(/which you rejected: “Not our camps”/)).toBeInTheDocument();
  });

  it('says when a part of the explanation is empty', async () => {
    fakeApi({
      'GET /api/autotracked-bills/TX-892-HB-1': { match: autoTrackMatch(), tracked: [] },
      'GET /api/tags': tags,
    });
    renderWithRouter(<MatchDetail billId="TX-892-HB-1" canDecide />, { path, at });
    expect(await screen.findByText('The bill names none of your companies.')).toBeInTheDocument();
    expect(
      screen.getByText('The bill touches none of the sections you follow or your tracked bills amend.'),
    ).toBeInTheDocument();
    expect(screen.getByText('It is not much like any bill you track.')).toBeInTheDocument();
    expect(screen.queryByText(/which you rejected/)).not.toBeInTheDocument();
  });

  it('approves under the chosen tag, and Undo puts the match back to waiting', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi({
      'GET /api/autotracked-bills/TX-892-HB-1': autoTrackedBillDetail(),
      'GET /api/tags': tags,
      'POST /api/autotracked-bills/TX-892-HB-1/approve': {
        match: autoTrackMatch({ outcome: 'approved' }),
        billTagId: 9,
      },
      'POST /api/autotracked-bills/TX-892-HB-1/reopen': { match: autoTrackMatch(), billTagId: null },
    });
    renderWithRouter(
      <>
        <MatchDetail billId="TX-892-HB-1" canDecide />
        <Toaster />
      </>,
      { path, at },
    );
    const select = await screen.findByLabelText('Track under');
    await screen.findByRole('option', { name: 'Camp safety' });
    await user.selectOptions(select, 'Camp safety');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('TX HB 1 approved and tracked')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/approve')).toEqual({ tagId: 4 });

    // The toast's region is pointer-events: none in jsdom while it animates in: click the action directly.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/reopen'))).toBe(true));
    // The undo refreshes the match: its third read (first, after approving, after the undo).
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/autotracked-bills/TX-892-HB-1')),
      ).toHaveLength(3),
    );
  });

  it('rejects only with a reason, sent with the rejection', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi({
      'GET /api/autotracked-bills/TX-892-HB-1': autoTrackedBillDetail(),
      'GET /api/tags': tags,
      'POST /api/autotracked-bills/TX-892-HB-1/reject': {
        match: autoTrackMatch({ outcome: 'rejected', rejectReason: 'We run no camps' }),
        billTagId: null,
      },
    });
    renderWithRouter(
      <>
        <MatchDetail billId="TX-892-HB-1" canDecide />
        <Toaster />
      </>,
      { path, at },
    );
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const reason = screen.getByLabelText('Reason for rejecting');
    expect(reason).toHaveFocus();
    const submit = screen.getByRole('button', { name: 'Reject' });
    expect(submit).toBeDisabled();
    await user.type(reason, 'We run no camps{Enter}');
    expect(await screen.findByText('TX HB 1 rejected')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/reject')).toEqual({ reason: 'We run no camps' });
  });

  it('shows a decided match with its reason and an undo of the decision', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi({
      'GET /api/autotracked-bills/TX-892-HB-1': autoTrackedBillDetail({
        outcome: 'rejected',
        rejectReason: 'We run no camps',
        decidedAt: '2026-12-06T11:00:00.000Z',
      }),
      'GET /api/tags': tags,
      'POST /api/autotracked-bills/TX-892-HB-1/reopen': { match: autoTrackMatch(), billTagId: null },
    });
    renderWithRouter(
      <>
        <MatchDetail billId="TX-892-HB-1" canDecide />
        <Toaster />
      </>,
      { path, at },
    );
    expect(await screen.findByText(/: We run no camps$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo rejection' }));
    expect(await screen.findByText('TX HB 1 is waiting again')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/reopen'))).toBe(true);
  });

  it('lists where an approved bill is tracked on the Tracking tab', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({
      'GET /api/autotracked-bills/TX-892-HB-1': {
        ...autoTrackedBillDetail({ outcome: 'approved' }),
        tracked: [
          {
            billTagId: 9,
            billId: 'TX-892-HB-1',
            identifier: 'HB 1',
            stateCode: 'TX',
            title: 'Relating to youth camp emergency plans and preparedness; authorizing penalties.',
            tag: { id: 4, name: 'Camp safety', color: '#2563eb' },
            score: 82,
            priority: 'high',
            trackedAt: '2026-12-06T11:00:00.000Z',
          },
        ],
      },
      'GET /api/tags': tags,
    });
    renderWithRouter(<MatchDetail billId="TX-892-HB-1" canDecide />, { path, at });
    await user.click(await screen.findByRole('tab', { name: /Tracking/ }));
    expect(await screen.findByText(/Tracked under/)).toHaveTextContent('Tracked under Camp safety since');
  });

  it('tells a reader without the right to decide who can', async () => {
    fakeApi({ 'GET /api/autotracked-bills/TX-892-HB-1': autoTrackedBillDetail(), 'GET /api/tags': tags });
    renderWithRouter(<MatchDetail billId="TX-892-HB-1" canDecide={false} />, { path, at });
    expect(await screen.findByText('Admins and users of the account approve or reject matches.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('says why there is no match for an unknown bill and links to every match', async () => {
    fakeApi({
      'GET /api/autotracked-bills/TX-892-HB-404': () => json({ message: 'No match for TX-892-HB-404' }, 404),
    });
    renderWithRouter(<MatchDetail billId="TX-892-HB-404" canDecide />, {
      path,
      at: '/auto-tracked-bills/TX-892-HB-404',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No match for this bill' })).toBeInTheDocument();
    expect(screen.getByText(/was not proposed to your account by auto-tracking/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every match' })).toHaveAttribute('href', '/auto-tracked-bills');
  });

  it('offers a retry when the match could not be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    fakeApi({
      'GET /api/autotracked-bills/TX-892-HB-1': () => {
        calls += 1;
        return calls === 1 ? json({ message: 'The database is busy' }, 503) : autoTrackedBillDetail();
      },
      'GET /api/tags': tags,
    });
    renderWithRouter(<MatchDetail billId="TX-892-HB-1" canDecide />, { path, at });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The match could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /TX HB 1/ })).toBeInTheDocument();
  });
});
