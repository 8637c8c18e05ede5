import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { taskDetail } from '../testing/task-fixtures';
import { TaskDetailView } from './task-detail-view';

configure({ asyncUtilTimeout: 5000 });

const people = [
  { id: 1, name: 'Dana Demo' },
  { id: 3, name: 'Andy Analyst' },
];
const notes = {
  data: [
    {
      id: 9,
      taskId: 42,
      author: { id: 3, name: 'Andy Analyst' },
      body: 'Called the chair’s office',
      createdAt: '2026-02-21T10:00:00.000Z',
    },
  ],
};

describe('TaskDetailView', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the task with its bill, subtasks, notes and history, and marks it done', async () => {
    const user = userEvent.setup();
    const patched: unknown[] = [];
    let current = taskDetail();
    fakeApi({
      'GET /api/tasks/42': () => current,
      'GET /api/tasks/notes/42': notes,
      'GET /api/tasks/files/42': { data: [] },
      'PATCH /api/tasks/42': ({ body }) => {
        patched.push(body);
        current = taskDetail({ status: 'done', completedAt: '2026-02-22T10:00:00.000Z' });
        return current;
      },
    });
    renderWithRouter(<TaskDetailView taskId={42} people={people} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Prepare testimony' })).toBeInTheDocument();
    expect(screen.getByText(/Assigned to Andy Analyst · Team Energy desk · Due Mar 2, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TX HB 1' })).toHaveAttribute('href', '/bills/TX-892-HB-1');
    expect(screen.getByRole('link', { name: 'Draft the outline' })).toHaveAttribute('href', '/tasks/43');
    expect(await screen.findByText('Called the chair’s office')).toBeInTheDocument();
    expect(screen.getByText(/Dana Demo created the task/)).toBeInTheDocument();
    expect(screen.getByText(/No files yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark done' }));
    expect(patched).toEqual([{ status: 'done' }]);
    expect(await screen.findByLabelText('Status')).toHaveValue('done');
    expect(screen.queryByRole('button', { name: 'Mark done' })).not.toBeInTheDocument();
  });

  it('is read-only for outside counsel, and says when the task is not found', async () => {
    fakeApi({
      'GET /api/tasks/42': taskDetail({ canEdit: false, canWrite: false }),
      'GET /api/tasks/notes/42': notes,
      'GET /api/tasks/files/42': { data: [] },
    });
    const view = renderWithRouter(<TaskDetailView taskId={42} people={people} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Prepare testimony' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add a note')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Attach a file')).not.toBeInTheDocument();
    view.unmount();

    vi.unstubAllGlobals();
    fakeApi({});
    renderWithRouter(<TaskDetailView taskId={7} people={people} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Task not found' })).toBeInTheDocument();
  });

  it('moves the task through the status select, adds a note to the thread and says why a change is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const patched: unknown[] = [];
    const posted: unknown[] = [];
    let current = taskDetail();
    let thread = [...notes.data];
    fakeApi({
      'GET /api/tasks/42': () => current,
      'GET /api/tasks/notes/42': () => ({ data: thread }),
      'GET /api/tasks/files/42': { data: [] },
      'PATCH /api/tasks/42': ({ body }) => {
        patched.push(body);
        if ((body as { assigneeUserId?: number }).assigneeUserId === 1) {
          return json({ message: 'Analysts may change only the tasks assigned to them or made by them.' }, 403);
        }
        current = taskDetail({ ...(body as object) });
        return current;
      },
      'POST /api/tasks/42/notes': ({ body }) => {
        posted.push(body);
        const note = {
          id: 10,
          taskId: 42,
          author: { id: 1, name: 'Dana Demo' },
          body: (body as { body: string }).body,
          createdAt: '2026-02-22T09:00:00.000Z',
        };
        thread = [...thread, note];
        return json(note, 201);
      },
    });
    renderWithRouter(<TaskDetailView taskId={42} people={people} />);

    const status = await screen.findByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Open', 'In progress', 'Done', 'Cancelled']);
    await user.selectOptions(status, 'In progress');
    expect(patched).toEqual([{ status: 'in_progress' }]);
    // The badge beside the title follows the saved task.
    const titleRow = screen.getByRole('heading', { level: 1, name: 'Prepare testimony' }).parentElement!;
    expect(await within(titleRow).findByText('In progress')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('in_progress');

    // A note: the button waits for text, then the thread shows it and the box empties.
    const box = screen.getByLabelText('Add a note');
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
    await user.type(box, 'The chair moved the hearing to Monday');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('The chair moved the hearing to Monday')).toBeInTheDocument();
    expect(posted).toEqual([{ body: 'The chair moved the hearing to Monday' }]);
    expect(screen.getByLabelText('Add a note')).toHaveValue('');
    expect(screen.getByText('Called the chair’s office')).toBeInTheDocument();

    // A refused change says why, and the select keeps the task's real assignee.
    await user.selectOptions(screen.getByLabelText('Assignee'), 'Dana Demo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Analysts may change only the tasks assigned to them or made by them.',
    );
    expect(screen.getByLabelText('Assignee')).toHaveValue('3');
  });
});
