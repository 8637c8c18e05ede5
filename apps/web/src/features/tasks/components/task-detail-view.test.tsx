import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
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
});
