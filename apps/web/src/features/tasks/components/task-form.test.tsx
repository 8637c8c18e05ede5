import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { taskDetail } from '../testing/task-fixtures';
import { TaskForm } from './task-form';

configure({ asyncUtilTimeout: 5000 });

const people = [
  { id: 1, name: 'Dana Demo' },
  { id: 3, name: 'Andy Analyst' },
];
const teams = [{ id: 5, name: 'Energy desk' }];

describe('TaskForm', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what is wrong before sending: a blank title and a bill id that is not one', async () => {
    const user = userEvent.setup({ delay: null });
    const posted: unknown[] = [];
    fakeApi({
      'POST /api/tasks': ({ body }) => {
        posted.push(body);
        return json(taskDetail(), 201);
      },
    });
    renderWithRouter(<TaskForm people={people} teams={teams} currentUserId={1} canAssignOthers />);

    await user.type(screen.getByLabelText('Title'), '   ');
    await user.type(screen.getByLabelText('Bills'), 'TX-892-HB-1, HB 12');
    await user.click(screen.getByRole('button', { name: 'Create task' }));

    expect(await screen.findByText('Give the task a title.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('“HB” is not a bill id: copy it from the bill page’s address, such as TX-892-HB-1.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Bills')).toHaveAccessibleDescription(/is not a bill id/);
    expect(posted).toEqual([]);

    // Fixed, the errors go and the task is sent.
    await user.type(screen.getByLabelText('Title'), 'Prepare testimony');
    await user.clear(screen.getByLabelText('Bills'));
    await user.type(screen.getByLabelText('Bills'), 'TX-892-HB-1');
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent('/tasks/42'));
    expect(screen.queryByText('Give the task a title.')).not.toBeInTheDocument();
    expect(posted).toHaveLength(1);
  });

  it('sends every field and opens the new task', async () => {
    const user = userEvent.setup({ delay: null });
    const posted: unknown[] = [];
    fakeApi({
      'POST /api/tasks': ({ body }) => {
        posted.push(body);
        return json(taskDetail({ id: 77 }), 201);
      },
    });
    renderWithRouter(
      <TaskForm people={people} teams={teams} initialBillIds={['TX-892-HB-1']} currentUserId={1} canAssignOthers />,
    );

    expect(screen.getByLabelText('Bills')).toHaveValue('TX-892-HB-1');
    await user.type(screen.getByLabelText('Title'), 'Prepare testimony');
    await user.type(screen.getByLabelText('Description'), 'Three minutes for the committee.');
    await user.selectOptions(screen.getByLabelText('Assignee'), 'Andy Analyst');
    await user.selectOptions(screen.getByLabelText('Team'), 'Energy desk');
    await user.type(screen.getByLabelText('Due'), '2026-03-02');
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    await user.type(screen.getByLabelText('Bills'), ', tx-892-sb-1');
    await user.click(screen.getByRole('button', { name: 'Create task' }));

    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent('/tasks/77'));
    expect(posted).toEqual([
      {
        title: 'Prepare testimony',
        description: 'Three minutes for the committee.',
        priority: 'high',
        assigneeUserId: 3,
        teamId: 5,
        dueDate: '2026-03-02',
        billIds: ['TX-892-HB-1', 'tx-892-sb-1'],
        parentTaskId: null,
      },
    ]);
  });

  it('offers an analyst only themselves, and shows the server’s refusal', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({
      'POST /api/tasks': () =>
        json({ message: 'Bill TX-892-HB-99 is not in our data: check the id on the bill page.' }, 400),
    });
    renderWithRouter(<TaskForm people={people} teams={teams} currentUserId={3} canAssignOthers={false} />);

    const assignee = screen.getByLabelText('Assignee');
    expect(assignee).toHaveValue('3');
    expect(
      within(assignee)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody yet', 'Andy Analyst']);
    await user.type(screen.getByLabelText('Title'), 'Read the fiscal note');
    await user.type(screen.getByLabelText('Bills'), 'TX-892-HB-99');
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bill TX-892-HB-99 is not in our data: check the id on the bill page.',
    );
    expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/$/);
  });
});
