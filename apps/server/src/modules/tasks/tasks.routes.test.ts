import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { accounts, billOwners, tasks } from '../../db/schema/index';

const BILL = 'TX-892-HB-1';
const OTHER_BILL = 'TX-892-SB-1';

/** A calendar day `days` from today (UTC), as the database's current_date counts. */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('tasks routes', () => {
  let testApp: TestApp;
  let manager: SignedIn;
  let colleague: SignedIn;
  let analyst: SignedIn;
  let counsel: SignedIn;
  let outsider: SignedIn;
  let portalOff: SignedIn;

  type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  const call = (who: SignedIn | undefined, method: Method, url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const ok = async (who: SignedIn, method: Method, url: string, payload?: object, status = 200) => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.body === '' ? undefined : response.json();
  };
  const refused = async (
    who: SignedIn,
    method: Method,
    url: string,
    payload: object | undefined,
    status: number,
    message: string,
  ) => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toContain(message);
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadBillSample(testApp.app.db, [BILL, OTHER_BILL]);
    manager = await registerAccount(testApp.app, { firstName: 'Mara', lastName: 'Manager', stateCodes: ['TX'] });
    colleague = await addMember(testApp.app, { accountId: manager.accountId, role: 'user' });
    analyst = await addMember(testApp.app, { accountId: manager.accountId, role: 'analyst' });
    counsel = await addMember(testApp.app, { accountId: manager.accountId, role: 'lobbyist' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    portalOff = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    await testApp.app.db.update(accounts).set({ analystPortal: false }).where(eq(accounts.id, portalOff.accountId));
  });
  afterAll(() => testApp.close());

  it('needs a sign-in and the account’s analyst portal', async () => {
    expect((await call(undefined, 'GET', '/api/tasks')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/api/tasks', {})).statusCode).toBe(401);
    await refused(portalOff, 'GET', '/api/tasks', undefined, 403, 'The analyst portal is off');
    await refused(portalOff, 'GET', '/api/teams', undefined, 403, 'The analyst portal is off');
    await refused(portalOff, 'GET', '/api/analysts', undefined, 403, 'The analyst portal is off');
  });

  it('creates a task with bills, an assignee and a team, and reads it back', async () => {
    const team = await ok(manager, 'POST', '/api/teams', { name: 'Energy desk', userIds: [analyst.userId] }, 201);
    const task = await ok(
      manager,
      'POST',
      '/api/tasks',
      {
        title: '  Draft testimony  ',
        description: 'For the committee',
        priority: 'high',
        assigneeUserId: analyst.userId,
        teamId: team.id,
        dueDate: dayFrom(5),
        billIds: ['tx-892-hb-1'],
      },
      201,
    );
    expect(task).toMatchObject({
      title: 'Draft testimony',
      status: 'open',
      priority: 'high',
      assignee: { id: analyst.userId },
      team: { id: team.id, name: 'Energy desk' },
      dueDate: dayFrom(5),
      overdue: false,
      bills: [{ id: BILL, stateCode: 'TX', number: 'HB 1' }],
      createdBy: { id: manager.userId },
      canEdit: true,
      canDelete: true,
    });
    expect(task.history.map((event: { kind: string }) => event.kind)).toEqual(['created']);
    const read = await ok(analyst, 'GET', `/api/tasks/${task.id}`);
    expect(read).toMatchObject({ id: task.id, canEdit: true, canDelete: false });
  });

  it('answers bad input with 400 and a message', async () => {
    await refused(manager, 'POST', '/api/tasks', { title: '' }, 400, 'title is required');
    await refused(manager, 'POST', '/api/tasks', { title: 'x', status: 'later' }, 400, 'status must be one of');
    await refused(
      manager,
      'POST',
      '/api/tasks',
      { title: 'x', dueDate: '2026-02-30' },
      400,
      'dueDate must be a date that exists',
    );
    await refused(
      manager,
      'POST',
      '/api/tasks',
      { title: 'x', billIds: ['TX-892-HB-99999'] },
      400,
      'These bills were not found',
    );
    await refused(
      manager,
      'POST',
      '/api/tasks',
      { title: 'x', assigneeUserId: outsider.userId },
      400,
      'not an active member',
    );
    await refused(
      manager,
      'POST',
      '/api/tasks',
      { title: 'x', assigneeUserId: counsel.userId },
      400,
      'Lobbyists cannot be given tasks',
    );
    await refused(manager, 'POST', '/api/tasks', { title: 'x', teamId: 999_999 }, 400, 'Team not found');
    await refused(manager, 'GET', '/api/tasks?limit=0', undefined, 400, 'limit must be at least 1');
    await refused(manager, 'GET', '/api/tasks?dueFrom=soon', undefined, 400, 'Use an ISO date');
    await refused(manager, 'GET', '/api/tasks/abc', undefined, 400, 'id must be a whole number');
    const task = await ok(manager, 'POST', '/api/tasks', { title: 'Empty patch' }, 201);
    await refused(manager, 'PATCH', `/api/tasks/${task.id}`, {}, 400, 'Send at least one field');
    const sub = await ok(manager, 'POST', '/api/tasks', { title: 'Sub', parentTaskId: task.id }, 201);
    await refused(manager, 'POST', '/api/tasks', { title: 'x', parentTaskId: sub.id }, 400, 'cannot have subtasks');
  });

  it('lets roles do what decision 073 says', async () => {
    const mine = await ok(analyst, 'POST', '/api/tasks', { title: 'My own', assigneeUserId: analyst.userId }, 201);
    await refused(
      analyst,
      'POST',
      '/api/tasks',
      { title: 'For her', assigneeUserId: colleague.userId },
      403,
      'only to themselves',
    );
    const theirs = await ok(
      manager,
      'POST',
      '/api/tasks',
      { title: 'Colleague’s', assigneeUserId: colleague.userId },
      201,
    );
    await refused(
      analyst,
      'PATCH',
      `/api/tasks/${theirs.id}`,
      { status: 'done' },
      403,
      'only the tasks assigned to them',
    );
    expect((await ok(analyst, 'PATCH', `/api/tasks/${mine.id}`, { status: 'in_progress' })).status).toBe('in_progress');
    await refused(analyst, 'DELETE', `/api/tasks/${mine.id}`, undefined, 403, 'You do not have permission');
    // Outside counsel reads and changes nothing.
    expect((await ok(counsel, 'GET', `/api/tasks/${theirs.id}`)).canEdit).toBe(false);
    expect((await ok(counsel, 'GET', '/api/tasks')).canCreate).toBe(false);
    await refused(counsel, 'POST', '/api/tasks', { title: 'x' }, 403, 'You do not have permission');
    await refused(counsel, 'POST', `/api/tasks/${theirs.id}/notes`, { body: 'hi' }, 403, 'You do not have permission');
    await refused(counsel, 'POST', '/api/teams', { name: 'x' }, 403, 'You do not have permission');
    // A manager deletes; subtasks stay as top-level tasks.
    const sub = await ok(manager, 'POST', '/api/tasks', { title: 'Child', parentTaskId: theirs.id }, 201);
    expect((await call(manager, 'DELETE', `/api/tasks/${theirs.id}`)).statusCode).toBe(204);
    expect((await ok(manager, 'GET', `/api/tasks/${sub.id}`)).parentTaskId).toBeNull();
  });

  it('keeps subtasks, a notes thread, files and the history of a task', async () => {
    const task = await ok(
      manager,
      'POST',
      '/api/tasks',
      { title: 'Parent', billIds: [BILL], assigneeUserId: analyst.userId },
      201,
    );
    await ok(manager, 'POST', '/api/tasks', { title: 'Step one', parentTaskId: task.id, status: 'done' }, 201);
    await ok(manager, 'POST', '/api/tasks', { title: 'Step two', parentTaskId: task.id }, 201);
    await ok(analyst, 'POST', `/api/tasks/${task.id}/notes`, { body: 'Called the chair’s office' }, 201);
    await ok(manager, 'POST', `/api/tasks/${task.id}/notes`, { body: 'Thanks' }, 201);
    await refused(analyst, 'POST', `/api/tasks/${task.id}/notes`, { body: '   ' }, 400, 'Write a note first');

    const form = new FormData();
    form.append('file', new Blob(['Talking points'], { type: 'text/plain' }), 'points.txt');
    const upload = await call(analyst, 'POST', `/api/tasks/${task.id}/files`, form as unknown as object);
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().file).toMatchObject({ name: 'points.txt', contentType: 'text/plain', sizeBytes: 14 });
    const empty = new FormData();
    empty.append('other', 'x');
    await refused(
      analyst,
      'POST',
      `/api/tasks/${task.id}/files`,
      empty as unknown as object,
      400,
      'Choose at least one file',
    );

    const detail = await ok(manager, 'GET', `/api/tasks/${task.id}`);
    expect(detail.subtasks.map((sub: { title: string }) => sub.title).sort()).toEqual(['Step one', 'Step two']);
    expect(detail).toMatchObject({ subtaskCount: 2, subtasksDone: 1, noteCount: 2 });
    expect(detail.history.map((event: { kind: string }) => event.kind)).toEqual(['file', 'note', 'note', 'created']);
    const notes = await ok(manager, 'GET', `/api/tasks/notes/${task.id}`);
    expect(notes.data.map((note: { body: string }) => note.body)).toEqual(['Called the chair’s office', 'Thanks']);
    const files = await ok(manager, 'GET', `/api/tasks/files/${task.id}`);
    expect(files.data).toHaveLength(1);
    // Everything written on the bill, through its tasks.
    const billNotes = await ok(counsel, 'GET', `/api/tasks/bill-notes/${BILL}`);
    expect(billNotes.data.map((note: { taskTitle: string }) => note.taskTitle)).toEqual(['Parent', 'Parent']);
    const content = await ok(manager, 'GET', `/api/tasks/bill-content/${BILL}`);
    expect(content.tasks.map((item: { title: string }) => item.title)).toContain('Parent');
    expect(content.files).toHaveLength(1);
    expect(content.notes).toHaveLength(2);
    // The change of status is in the history with from and to.
    const done = await ok(analyst, 'PATCH', `/api/tasks/${task.id}`, { status: 'done' });
    expect(done.completedAt).not.toBeNull();
    expect(done.history[0]).toMatchObject({ kind: 'updated', detail: { status: { from: 'open', to: 'done' } } });
  });

  it('filters the list by assignee, team, status, bill, due window and overdue', async () => {
    const account = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const member = await addMember(testApp.app, { accountId: account.accountId, role: 'analyst' });
    const team = await ok(account, 'POST', '/api/teams', { name: 'Filters' }, 201);
    const make = (body: object) => ok(account, 'POST', '/api/tasks', body, 201);
    const late = await make({ title: 'Late', dueDate: dayFrom(-2), assigneeUserId: member.userId, billIds: [BILL] });
    const soon = await make({ title: 'Soon', dueDate: dayFrom(3), teamId: team.id });
    const closed = await make({ title: 'Closed', dueDate: dayFrom(-5), status: 'done', billIds: [OTHER_BILL] });
    const titles = async (query: string) =>
      (await ok(account, 'GET', `/api/tasks?${query}`)).data.map((task: { title: string }) => task.title);
    expect(await titles('')).toEqual(['Late', 'Closed', 'Soon']);
    expect(await titles(`userId=${member.userId}`)).toEqual(['Late']);
    expect(await titles(`teamId=${team.id}`)).toEqual(['Soon']);
    expect(await titles('status=active')).toEqual(['Late', 'Soon']);
    expect(await titles('status=done')).toEqual(['Closed']);
    expect(await titles(`billId=${OTHER_BILL}`)).toEqual(['Closed']);
    expect(await titles(`dueFrom=${dayFrom(0)}&dueTo=${dayFrom(7)}`)).toEqual(['Soon']);
    expect(await titles('overdue=true')).toEqual(['Late']);
    expect(await titles('limit=1')).toEqual(['Late']);
    expect(late.overdue && !soon.overdue && !closed.overdue).toBe(true);
  });

  it('gives bills an owner, a member or a team, for managers only', async () => {
    await refused(analyst, 'PUT', `/api/bills/${BILL}/owner`, { ownerUserId: analyst.userId }, 403, 'permission');
    await refused(
      manager,
      'PUT',
      `/api/bills/${BILL}/owner`,
      { ownerUserId: analyst.userId, ownerTeamId: 1 },
      400,
      'not both',
    );
    const owned = await ok(manager, 'PUT', `/api/bills/${BILL}/owner`, { ownerUserId: analyst.userId });
    expect(owned.owner).toMatchObject({ type: 'user', id: analyst.userId });
    expect((await ok(counsel, 'GET', `/api/bills/${BILL}/owner`)).owner).toMatchObject({ type: 'user' });
    // Another account sees nobody owning it.
    expect((await ok(outsider, 'GET', `/api/bills/${BILL}/owner`)).owner).toBeNull();
    await ok(manager, 'PUT', `/api/bills/${BILL}/owner`, {});
    expect((await ok(manager, 'GET', `/api/bills/${BILL}/owner`)).owner).toBeNull();
  });

  it('lets the tracked-bills list filter and sort by owner', async () => {
    const account = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const worker = await addMember(testApp.app, { accountId: account.accountId, role: 'analyst' });
    const tag = await ok(account, 'POST', '/api/tags', { name: 'Owned or not', billIds: [BILL, OTHER_BILL] }, 201);
    expect(tag.id).toBeGreaterThan(0);
    await ok(account, 'PUT', `/api/bills/${BILL}/owner`, { ownerUserId: worker.userId });
    const ids = async (query: string) =>
      (await ok(account, 'GET', `/api/tags/tracked-bills?${query}`)).items.map((bill: { id: string }) => bill.id);
    expect(await ids(`ownerUserId=${worker.userId}`)).toEqual([BILL]);
    expect(await ids('unowned=true')).toEqual([OTHER_BILL]);
    expect(await ids('sort=owner&order=asc')).toEqual([BILL, OTHER_BILL]);
    const [owned] = (await ok(account, 'GET', '/api/tags/tracked-bills?sort=owner')).items;
    expect(owned.owner).toMatchObject({ type: 'user', id: worker.userId });
    await refused(
      account,
      'GET',
      '/api/tags/tracked-bills?ownerUserId=x',
      undefined,
      400,
      'ownerUserId must be a user id',
    );
  });

  it('shows another account nothing and changes nothing of it', async () => {
    const task = await ok(manager, 'POST', '/api/tasks', { title: 'Secret plan', billIds: [BILL] }, 201);
    await refused(outsider, 'GET', `/api/tasks/${task.id}`, undefined, 404, 'Task not found');
    await refused(outsider, 'PATCH', `/api/tasks/${task.id}`, { status: 'done' }, 404, 'Task not found');
    await refused(outsider, 'POST', `/api/tasks/${task.id}/notes`, { body: 'x' }, 404, 'Task not found');
    await refused(outsider, 'DELETE', `/api/tasks/${task.id}`, undefined, 404, 'Task not found');
    await refused(outsider, 'POST', `/api/tasks/${task.id}/remind`, undefined, 404, 'Task not found');
    await refused(outsider, 'GET', `/api/tasks/user-metrics/${manager.userId}`, undefined, 404, 'Member not found');
    expect((await ok(outsider, 'GET', '/api/tasks')).data).toEqual([]);
    expect((await ok(outsider, 'GET', `/api/tasks/bill-content/${BILL}`)).tasks).toEqual([]);
    const [row] = await testApp.app.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, task.id));
    expect(row?.status).toBe('open');
  });

  it('counts a member’s metrics from a hand-built set of tasks', async () => {
    const account = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const worker = await addMember(testApp.app, { accountId: account.accountId, role: 'analyst' });
    const base = { accountId: account.accountId, assigneeUserId: worker.userId, title: 'Fixture' };
    const now = new Date();
    const inserted = await testApp.app.db
      .insert(tasks)
      .values([
        { ...base, status: 'done', dueDate: dayFrom(2), completedAt: now }, // on time
        { ...base, status: 'done', dueDate: dayFrom(-3), completedAt: now }, // late
        { ...base, status: 'open', dueDate: dayFrom(-1) }, // overdue
        { ...base, status: 'in_progress' },
        { ...base, status: 'cancelled', dueDate: dayFrom(-9) },
        // Someone else's: not counted for the worker, counted for the account.
        { ...base, assigneeUserId: account.userId, status: 'open' },
      ])
      .returning({ id: tasks.id });
    const [onTime, , overdue] = inserted;
    const linkBills = await ok(account, 'PATCH', `/api/tasks/${onTime!.id}`, { billIds: [BILL] });
    expect(linkBills.bills).toHaveLength(1);
    await ok(account, 'PATCH', `/api/tasks/${overdue!.id}`, { billIds: [BILL, OTHER_BILL] });
    await testApp.app.db
      .insert(billOwners)
      .values({ accountId: account.accountId, billId: BILL, ownerUserId: worker.userId });

    const metrics = await ok(account, 'GET', `/api/tasks/user-metrics/${worker.userId}`);
    expect(metrics).toMatchObject({
      user: { id: worker.userId },
      open: 2,
      done: 2,
      overdue: 1,
      onTimeRate: 0.5,
      billsCovered: 2,
      billsOwned: 1,
    });
    expect(metrics.overTime).toHaveLength(12);
    expect(metrics.overTime.at(-1)).toMatchObject({ created: 5, done: 2 });
    expect(metrics.overTime.slice(0, -1).every((week: { created: number }) => week.created === 0)).toBe(true);

    const same = await ok(account, 'GET', `/api/analysts/${worker.userId}/metrics`);
    expect(same).toMatchObject({ analyst: { id: worker.userId, role: 'analyst' }, open: 2, done: 2, onTimeRate: 0.5 });
    const all = await ok(account, 'GET', '/api/analysts/metrics');
    expect(all.account).toMatchObject({ open: 3, done: 2, overdue: 1 });
    expect(all.analysts.map((entry: { analyst: { id: number } }) => entry.analyst.id).sort()).toEqual(
      [account.userId, worker.userId].sort(),
    );
  });

  it('turns legislative rules on and off for managers', async () => {
    const rules = await ok(analyst, 'GET', '/api/task-rules');
    expect(rules).toMatchObject({
      canEdit: false,
      data: [
        { kind: 'hearing_prepare', enabled: false },
        { kind: 'chamber_passed_review', enabled: false },
      ],
    });
    await refused(analyst, 'PUT', '/api/task-rules', { kind: 'hearing_prepare', enabled: true }, 403, 'permission');
    await refused(manager, 'PUT', '/api/task-rules', { kind: 'later', enabled: true }, 400, 'kind must be one of');
    const on = await ok(manager, 'PUT', '/api/task-rules', { kind: 'hearing_prepare', enabled: true });
    expect(on.data[0]).toMatchObject({ kind: 'hearing_prepare', enabled: true });
  });
});
