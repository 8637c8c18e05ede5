import type { MemberRelationshipsReply, Relationship } from '@statehouse/shared/relationships/relationships.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { RelationshipsPanel } from './relationships-panel';

configure({ asyncUtilTimeout: 5000 });

const MEMBER = 'ocd-person/829879ea';
const PATH = `/api/relationships/${encodeURIComponent(MEMBER)}`;
const relationship = (overrides: Partial<Relationship> = {}): Relationship => ({
  id: 11,
  user: { id: 2, name: 'Rita Rapport' },
  memberId: MEMBER,
  staff: null,
  strength: 4,
  notes: 'Met at the water forum',
  lastContactAt: '2026-11-20T12:00:00.000Z',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});
const reply = (data: Relationship[], canEdit = true): MemberRelationshipsReply => ({
  member: { id: MEMBER, name: 'Judy Amabile', stateCode: 'CO', party: 'Democratic', chamber: 'upper', district: '18' },
  data,
  canEdit,
});
const team = {
  data: [
    {
      id: 2,
      username: 'rita',
      email: 'rita@example.com',
      firstName: 'Rita',
      lastName: 'Rapport',
      role: 'admin',
      fullAccount: true,
      status: 'active',
      stateCodes: ['CO'],
    },
    {
      id: 3,
      username: 'cole',
      email: 'cole@example.com',
      firstName: 'Cole',
      lastName: 'League',
      role: 'user',
      fullAccount: true,
      status: 'active',
      stateCodes: ['CO'],
    },
  ],
};

describe('RelationshipsPanel', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists who knows the member with strength, contact and notes, and through which staffer', async () => {
    fakeApi({
      [`GET ${PATH}`]: reply([
        relationship(),
        relationship({
          id: 12,
          user: { id: 3, name: 'Cole League' },
          strength: 2,
          lastContactAt: null,
          notes: '',
          staff: { id: 5, name: 'Sam Aide', position: 'Scheduler', memberId: MEMBER },
        }),
      ]),
    });
    renderWithRouter(<RelationshipsPanel memberId={MEMBER} />);
    const list = await screen.findByRole('list', { name: 'Relationships with Judy Amabile' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Rita Rapport4/5 · Strong');
    expect(first).toHaveTextContent('Knows Judy Amabile · Last contact Nov 20, 2026');
    expect(first).toHaveTextContent('Met at the water forum');
    expect(second).toHaveTextContent('Knows Sam Aide (Scheduler) · No contact recorded');
  });

  it('adds a relationship for a colleague and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    let data: Relationship[] = [];
    fakeApi({
      [`GET ${PATH}`]: () => reply(data),
      'GET /api/users': team,
      'POST /api/relationships': ({ body }) => {
        posted.push(body);
        if (posted.length === 1) {
          return json(
            { message: 'That team member already has a relationship with this person: edit it instead' },
            409,
          );
        }
        data = [relationship({ id: 13, user: { id: 3, name: 'Cole League' }, strength: 5, notes: 'Old friends' })];
        return data[0];
      },
    });
    renderWithRouter(<RelationshipsPanel memberId={MEMBER} />);
    expect(await screen.findByText('Nobody on your team has recorded knowing them')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add relationship' }));
    const form = screen.getByRole('form', { name: 'Add relationship' });
    await within(form).findByRole('option', { name: 'Cole League' });
    await user.selectOptions(within(form).getByLabelText('Team member'), 'Cole League');
    await user.selectOptions(within(form).getByLabelText('Strength'), '5');
    await user.type(within(form).getByLabelText('Notes'), 'Old friends');
    await user.click(within(form).getByRole('button', { name: 'Add relationship' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('already has a relationship');

    await user.click(within(form).getByRole('button', { name: 'Add relationship' }));
    expect(await screen.findByText('Old friends')).toBeInTheDocument();
    expect(posted[1]).toEqual({ memberId: MEMBER, userId: 3, strength: 5, notes: 'Old friends', lastContactAt: null });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('edits and deletes after a confirmation', async () => {
    const user = userEvent.setup();
    let data = [relationship()];
    const calls: string[] = [];
    fakeApi({
      [`GET ${PATH}`]: () => reply(data),
      'GET /api/users': team,
      'PATCH /api/relationships/11': ({ body }) => {
        calls.push(`PATCH ${JSON.stringify(body)}`);
        data = [relationship({ strength: 2 })];
        return data[0];
      },
      'DELETE /api/relationships/11': () => {
        calls.push('DELETE');
        data = [];
        return new Response(null, { status: 204 });
      },
    });
    renderWithRouter(<RelationshipsPanel memberId={MEMBER} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Rita Rapport’s relationship' }));
    const form = screen.getByRole('form', { name: 'Save relationship' });
    await user.selectOptions(within(form).getByLabelText('Strength'), '2');
    await user.click(within(form).getByRole('button', { name: 'Save relationship' }));
    expect(await screen.findByText('2/5 · Acquainted')).toBeInTheDocument();
    expect(calls[0]).toBe(
      'PATCH {"userId":2,"strength":2,"notes":"Met at the water forum","lastContactAt":"2026-11-20T12:00:00Z"}',
    );

    await user.click(screen.getByRole('button', { name: 'Delete Rita Rapport’s relationship' }));
    const confirm = screen.getByRole('group', { name: 'Delete Rita Rapport’s relationship?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Nobody on your team has recorded knowing them')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('shows readers the relationships without the controls', async () => {
    fakeApi({ [`GET ${PATH}`]: reply([relationship()], false) });
    renderWithRouter(<RelationshipsPanel memberId={MEMBER} />);
    expect(await screen.findByText('Met at the water forum')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add relationship' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
