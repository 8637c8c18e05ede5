import type { Tag, TagListReply } from '@statehouse/shared/tags/tags.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { buildSampleTestApp } from '../../../test/sample-database';
import { billAlerts, regulationSections, statuteSections, tagBills, tags } from '../../db/schema/index';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('tags routes', () => {
  let testApp: TestApp;
  /** Account A subscribes to TX and CO; its admin, a user and an analyst. */
  let admin: SignedIn;
  let colleague: SignedIn;
  let analyst: SignedIn;
  /** Account B, subscribed to TX: must see and change nothing of A. */
  let outsider: SignedIn;
  let statuteId = 0;
  let regulationId = 0;

  const call = (who: SignedIn | undefined, method: Method, url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const create = async (who: SignedIn, body: object, query = '') => {
    const response = await call(who, 'POST', `/api/tags${query}`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Tag>();
  };
  const list = async (who: SignedIn, query = '') => {
    const response = await call(who, 'GET', `/api/tags${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TagListReply>();
  };
  const tagIn = async (who: SignedIn, id: number) => (await list(who, '?pageSize=500')).data.find((t) => t.id === id);
  const tagBillsCall = (who: SignedIn, body: object, query = '') => call(who, 'POST', `/api/tags/bills${query}`, body);
  const pairsOf = async (tagId: number) =>
    (await testApp.app.db.select({ billId: tagBills.billId }).from(tagBills).where(eq(tagBills.tagId, tagId)))
      .map((row) => row.billId)
      .sort();

  beforeAll(async () => {
    testApp = await buildSampleTestApp();
    admin = await registerAccount(testApp.app, { stateCodes: ['TX', 'CO'], firstName: 'Ada', lastName: 'Admin' });
    colleague = await addMember(testApp.app, { accountId: admin.accountId, role: 'user', stateCodes: ['TX'] });
    analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst', stateCodes: ['TX'] });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const section = {
      jurisdictionId: 'TX',
      section: '1.001',
      text: 'A section',
      source: 'test',
      contentHash: 'x',
    };
    statuteId = (
      await testApp.app.db
        .insert(statuteSections)
        .values({ ...section, code: 'TX Education Code' })
        .returning({ id: statuteSections.id })
    )[0]!.id;
    regulationId = (
      await testApp.app.db
        .insert(regulationSections)
        .values({ ...section, code: '19 TAC' })
        .returning({ id: regulationSections.id })
    )[0]!.id;
  });
  afterAll(() => testApp.close());

  it('requires sign-in on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/tags'],
      ['POST', '/api/tags'],
      ['POST', '/api/tags/bills'],
      ['GET', '/api/tags/bills/TX-892-HB-1'],
      ['POST', '/api/tags/sections'],
      ['GET', '/api/tags/sections/1'],
      ['POST', '/api/tags/share'],
      ['PATCH', '/api/tags/1'],
      ['DELETE', '/api/tags/1'],
      ['DELETE', '/api/tags/share/1'],
    ] as const) {
      expect((await call(undefined, method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
    }
  });

  describe('creating and listing', () => {
    it('creates an account tag with defaults and lists it with counts, creator and rights', async () => {
      const tag = await create(admin, { name: '  Education  ' });
      expect(tag).toMatchObject({
        name: 'Education',
        color: '#2563eb',
        description: '',
        scope: 'account',
        owner: null,
        createdBy: { id: admin.userId, name: 'Ada Admin' },
        billCount: 0,
        sectionCount: 0,
        shares: [],
        access: 'account',
        canEdit: true,
        canManage: true,
      });
      // Everyone in the account sees an account tag and may edit it; only its creator or an admin manages it.
      const seenByColleague = await tagIn(colleague, tag.id);
      expect(seenByColleague).toMatchObject({ name: 'Education', canEdit: true, canManage: false });
      expect(await tagIn(analyst, tag.id)).toMatchObject({ canEdit: true, canManage: false });
    });

    it('creates a personal tag that only its owner sees, with a lower-cased colour', async () => {
      const tag = await create(colleague, {
        name: 'My watchlist',
        scope: 'personal',
        color: '#AABBCC',
        description: 'Mine',
      });
      expect(tag).toMatchObject({
        scope: 'personal',
        color: '#aabbcc',
        description: 'Mine',
        owner: { id: colleague.userId },
        access: 'owner',
        canEdit: true,
        canManage: true,
      });
      expect(await tagIn(admin, tag.id)).toBeUndefined();
      expect(await tagIn(analyst, tag.id)).toBeUndefined();
    });

    it('answers 400 with a message for a bad name, colour, scope or description', async () => {
      const cases: [object, string][] = [
        [{ name: '' }, 'Name is required'],
        [{ name: '   ' }, 'Name is required'],
        [{}, 'Name is required'],
        [{ name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
        [{ name: 'Ok', color: 'red' }, 'Colour must be a hex colour such as #2563eb'],
        [{ name: 'Ok', color: '#12345' }, 'Colour must be a hex colour such as #2563eb'],
        [{ name: 'Ok', scope: 'team' }, 'scope must be account or personal'],
        [{ name: 'Ok', description: 'd'.repeat(501) }, 'Description must be at most 500 characters'],
        [{ name: 'Ok', billIds: ['HB1'] }, 'Bill id must be stateId-sessionId-billType-billNumber'],
      ];
      for (const [body, message] of cases) {
        const response = await call(admin, 'POST', '/api/tags', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message, JSON.stringify(body)).toContain(message);
      }
      expect((await list(admin, '?search=Ok')).total).toBe(0);
    });

    it('refuses a duplicate name, ignoring case, where the tag would live (409)', async () => {
      await create(admin, { name: 'Water Rights' });
      const duplicate = await call(colleague, 'POST', '/api/tags', { name: 'WATER rights' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe('A tag named "WATER rights" already exists');
      // A personal tag may share an account tag's name, but one owner cannot have two of the same name.
      await create(colleague, { name: 'water rights', scope: 'personal' });
      const secondPersonal = await call(colleague, 'POST', '/api/tags', { name: 'Water Rights', scope: 'personal' });
      expect(secondPersonal.statusCode).toBe(409);
      await create(analyst, { name: 'Water Rights', scope: 'personal' });
      // Two at once: exactly one wins.
      const racing = await Promise.all([
        call(admin, 'POST', '/api/tags', { name: 'Race' }),
        call(colleague, 'POST', '/api/tags', { name: 'race' }),
      ]);
      expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    });

    it('filters by search and scope, sorts, and pages', async () => {
      const personal = await list(colleague, '?scope=personal');
      expect(personal.data.map((tag) => tag.name)).toEqual(['My watchlist', 'water rights']);
      expect((await list(admin, '?search=wat')).data.map((tag) => tag.name)).toEqual(['Water Rights']);
      const paged = await list(admin, '?pageSize=1&page=2');
      expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 1 });
      expect(paged.data.map((tag) => tag.name)).toEqual(['Race']);
      expect((await list(admin, '?order=desc')).data.map((tag) => tag.name)).toEqual([
        'Water Rights',
        'Race',
        'Education',
      ]);
      const bad = await call(admin, 'GET', '/api/tags?sort=colour&pageSize=0');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('sort must be name, billCount or updated');
    });
  });

  describe('tagging bills', () => {
    it('tags many bills with many tags at once and turns alerts on for whoever tracked them', async () => {
      const one = await create(admin, { name: 'Camps', color: '#059669' });
      const two = await create(admin, { name: 'Youth' });
      const response = await tagBillsCall(colleague, {
        tagIds: [one.id, two.id],
        billIds: ['TX-892-HB-1', 'TX-892-SB-1', 'TX-892-HB-1'],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ added: 4, removed: 0, alertsTurnedOn: 2 });
      expect(await pairsOf(one.id)).toEqual(['TX-892-HB-1', 'TX-892-SB-1']);
      const alerts = await testApp.app.db
        .select()
        .from(billAlerts)
        .where(and(eq(billAlerts.accountId, admin.accountId), eq(billAlerts.userId, colleague.userId)));
      expect(alerts.map((alert) => [alert.billId, alert.enabled, alert.eventKinds, alert.channels]).sort()).toEqual([
        ['TX-892-HB-1', true, [], []],
        ['TX-892-SB-1', true, [], []],
      ]);
      expect(await tagIn(admin, one.id)).toMatchObject({ billCount: 2 });

      // Again: nothing new, and an alert the user turned off stays off.
      await testApp.app.db.update(billAlerts).set({ enabled: false }).where(eq(billAlerts.userId, colleague.userId));
      const again = await tagBillsCall(colleague, { tagIds: [one.id], billIds: ['TX-892-HB-1'] });
      expect(again.json()).toEqual({ added: 0, removed: 0, alertsTurnedOn: 0 });
      const [kept] = await testApp.app.db
        .select({ enabled: billAlerts.enabled })
        .from(billAlerts)
        .where(and(eq(billAlerts.userId, colleague.userId), eq(billAlerts.billId, 'TX-892-HB-1')));
      expect(kept?.enabled).toBe(false);

      const bill = await call(analyst, 'GET', '/api/tags/bills/TX-892-HB-1?sessionCode=892');
      expect(bill.statusCode).toBe(200);
      expect(bill.json().data).toEqual([
        expect.objectContaining({
          tagId: one.id,
          name: 'Camps',
          color: '#059669',
          scope: 'account',
          canEdit: true,
          trackType: 'manual',
          addedBy: { id: colleague.userId, name: expect.stringContaining('User') },
          addedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        }),
        expect.objectContaining({ tagId: two.id, name: 'Youth' }),
      ]);

      const removed = await tagBillsCall(admin, { tagIds: [two.id], billIds: ['TX-892-HB-1'], action: 'remove' });
      expect(removed.json()).toEqual({ added: 0, removed: 1, alertsTurnedOn: 0 });
      expect(await pairsOf(two.id)).toEqual(['TX-892-SB-1']);
    });

    it('answers 400 naming unknown bills, and changes nothing', async () => {
      const tag = await create(admin, { name: 'Unknowns' });
      const response = await tagBillsCall(admin, {
        tagIds: [tag.id],
        billIds: ['TX-892-HB-1', 'TX-892-HB-99999', 'ZZ-1-HB-1'],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Unknown bills: TX-892-HB-99999, ZZ-1-HB-1');
      expect(await pairsOf(tag.id)).toEqual([]);
      const empty = await tagBillsCall(admin, { tagIds: [], billIds: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain('Choose at least one tag');
      expect(empty.json().message).toContain('Choose at least one bill');
    });

    it("refuses bills outside the account's states unless an admin passes bypassAccessCheck", async () => {
      const tag = await create(admin, { name: 'Elsewhere' });
      const body = { tagIds: [tag.id], billIds: ['NY-25R-S-3967', 'TX-892-HB-2'] };
      const refused = await tagBillsCall(colleague, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'These bills are in states your account does not subscribe to (NY): NY-25R-S-3967',
      );
      expect(await pairsOf(tag.id)).toEqual([]);

      const notAdmin = await tagBillsCall(colleague, body, '?bypassAccessCheck=true');
      expect(notAdmin.statusCode).toBe(403);
      expect(notAdmin.json().message).toBe('Only account admins may use bypassAccessCheck');
      // Even where nothing needs bypassing, nobody but an admin may use the flag.
      const notAdminInState = await tagBillsCall(
        colleague,
        { tagIds: [tag.id], billIds: ['TX-892-HB-2'] },
        '?bypassAccessCheck=true',
      );
      expect(notAdminInState.statusCode).toBe(403);

      const bypassed = await tagBillsCall(admin, body, '?bypassAccessCheck=true');
      expect(bypassed.statusCode, bypassed.body).toBe(200);
      expect(await pairsOf(tag.id)).toEqual(['NY-25R-S-3967', 'TX-892-HB-2']);
      // Untagging a bill of a state the account does not subscribe to is always allowed.
      const untag = await tagBillsCall(colleague, { ...body, action: 'remove' });
      expect(untag.json()).toMatchObject({ removed: 2 });
    });

    it('creates a tag that tracks bills at once, under the same rules', async () => {
      const refused = await call(admin, 'POST', '/api/tags', { name: 'Straight away', billIds: ['SD-24R-SB-90'] });
      expect(refused.statusCode).toBe(403);
      expect((await list(admin, '?search=Straight')).total).toBe(0);
      const tag = await create(
        admin,
        { name: 'Straight away', billIds: ['SD-24R-SB-90', 'CO-251-SB-2'] },
        '?bypassAccessCheck=true',
      );
      expect(tag.billCount).toBe(2);
      const byUser = await call(colleague, 'POST', '/api/tags?bypassAccessCheck=true', { name: 'Sneaky' });
      expect(byUser.statusCode).toBe(403);
      const unknown = await call(admin, 'POST', '/api/tags', { name: 'Nope', billIds: ['TX-892-HB-4242'] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Unknown bills: TX-892-HB-4242');
    });

    it('answers 404 for an unknown bill, 400 for a session that is not the bill’s', async () => {
      expect((await call(admin, 'GET', '/api/tags/bills/TX-892-HB-4242')).statusCode).toBe(404);
      const mismatch = await call(admin, 'GET', '/api/tags/bills/TX-892-HB-1?sessionCode=89R');
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().message).toBe('Bill TX-892-HB-1 is not in session 89R');
      expect((await call(admin, 'GET', '/api/tags/bills/not-a-bill')).statusCode).toBe(400);
    });
  });

  describe('sharing and edit rights', () => {
    it('shares a personal tag to read, then to edit, then unshares it', async () => {
      const tag = await create(admin, { name: 'Board picks', scope: 'personal' });
      expect(await tagIn(colleague, tag.id)).toBeUndefined();
      // Hidden tags are "not found" to the colleague, whatever the call.
      expect((await tagBillsCall(colleague, { tagIds: [tag.id], billIds: ['TX-892-HB-1'] })).statusCode).toBe(404);

      const read = await call(admin, 'POST', '/api/tags/share', {
        tagId: tag.id,
        targetType: 'user',
        targetId: colleague.userId,
      });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({
        tagId: tag.id,
        targetType: 'user',
        targetId: colleague.userId,
        access: 'read',
      });
      expect(await tagIn(colleague, tag.id)).toMatchObject({ access: 'read', canEdit: false, canManage: false });
      const readOnly = await tagBillsCall(colleague, { tagIds: [tag.id], billIds: ['TX-892-HB-1'] });
      expect(readOnly.statusCode).toBe(403);
      expect(readOnly.json().message).toBe(
        'You may only change tags you own, account tags, or tags shared with you to edit',
      );
      expect((await call(colleague, 'PATCH', `/api/tags/${tag.id}`, { name: 'Mine now' })).statusCode).toBe(403);
      // Not the owner, not an admin: may not share it on or delete it.
      const reshare = await call(colleague, 'POST', '/api/tags/share', {
        tagId: tag.id,
        targetType: 'user',
        targetId: analyst.userId,
      });
      expect(reshare.statusCode).toBe(403);
      expect(reshare.json().message).toBe(
        'Only the owner of a personal tag or an account admin may share or delete it',
      );
      expect((await call(colleague, 'DELETE', `/api/tags/${tag.id}`)).statusCode).toBe(403);

      const edit = await call(admin, 'POST', '/api/tags/share', {
        tagId: tag.id,
        targetType: 'user',
        targetId: colleague.userId,
        access: 'edit',
      });
      expect(edit.json()).toMatchObject({ id: read.json().id, access: 'edit' });
      expect(await tagIn(colleague, tag.id)).toMatchObject({ access: 'edit', canEdit: true });
      expect((await tagBillsCall(colleague, { tagIds: [tag.id], billIds: ['TX-892-HB-1'] })).statusCode).toBe(200);
      expect((await tagIn(admin, tag.id))?.shares).toEqual([
        expect.objectContaining({
          targetId: colleague.userId,
          access: 'edit',
          targetName: expect.stringContaining('User'),
        }),
      ]);
      // The analyst still sees nothing of it, nor its bill pairing.
      expect(await tagIn(analyst, tag.id)).toBeUndefined();
      const analystView = await call(analyst, 'GET', '/api/tags/bills/TX-892-HB-1');
      expect(analystView.json().data.map((row: { tagId: number }) => row.tagId)).not.toContain(tag.id);

      const unshare = await call(admin, 'DELETE', `/api/tags/share/${read.json().id}`);
      expect(unshare.statusCode).toBe(200);
      expect(unshare.json()).toEqual({ id: read.json().id, tagId: tag.id });
      expect(await tagIn(colleague, tag.id)).toBeUndefined();
      expect((await call(admin, 'DELETE', `/api/tags/share/${read.json().id}`)).statusCode).toBe(404);
    });

    it('answers share requests it cannot honour with a clear 4xx', async () => {
      const personal = await create(colleague, { name: 'Colleague list', scope: 'personal' });
      const account = await create(admin, { name: 'Shared already' });
      const share = (who: SignedIn, body: object) => call(who, 'POST', '/api/tags/share', body);
      const cases: [SignedIn, object, number, string][] = [
        [
          colleague,
          { tagId: personal.id, targetType: 'team', targetId: 1 },
          400,
          'Sharing with teams and guests is not available yet',
        ],
        [
          colleague,
          { tagId: personal.id, targetType: 'guest', targetId: 1 },
          400,
          'Sharing with teams and guests is not available yet',
        ],
        [
          colleague,
          { tagId: personal.id, targetType: 'user', targetId: outsider.userId },
          404,
          'User not found in your account',
        ],
        [
          colleague,
          { tagId: personal.id, targetType: 'user', targetId: 999_999 },
          404,
          'User not found in your account',
        ],
        [
          colleague,
          { tagId: personal.id, targetType: 'user', targetId: colleague.userId },
          400,
          'The owner already has this tag',
        ],
        [
          admin,
          { tagId: account.id, targetType: 'user', targetId: colleague.userId },
          400,
          'Account tags are already visible',
        ],
        [
          colleague,
          { tagId: personal.id, targetType: 'user', targetId: admin.userId, access: 'own' },
          400,
          'access must be read or edit',
        ],
        [
          colleague,
          { tagId: personal.id, targetType: 'robot', targetId: 1 },
          400,
          'targetType must be user, team or guest',
        ],
        // The admin cannot see the colleague's personal tag, so it is not found for them either.
        [admin, { tagId: personal.id, targetType: 'user', targetId: analyst.userId }, 404, 'Tag not found'],
      ];
      for (const [who, body, status, message] of cases) {
        const response = await share(who, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(status);
        expect(response.json().message, JSON.stringify(body)).toContain(message);
      }
      expect((await tagIn(colleague, personal.id))?.shares).toEqual([]);
    });
  });

  describe('renaming and deleting', () => {
    it('renames, recolours and describes a tag, refusing a taken name', async () => {
      const tag = await create(admin, { name: 'Old name' });
      await create(admin, { name: 'Taken' });
      const renamed = await call(colleague, 'PATCH', `/api/tags/${tag.id}`, {
        name: 'New name',
        color: '#DC2626',
        description: 'Now described',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'New name', color: '#dc2626', description: 'Now described' });
      const taken = await call(admin, 'PATCH', `/api/tags/${tag.id}`, { name: 'taken' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('A tag named "taken" already exists');
      // Changing only the case of its own name is fine.
      expect((await call(admin, 'PATCH', `/api/tags/${tag.id}`, { name: 'NEW NAME' })).json().name).toBe('NEW NAME');
      const nothing = await call(admin, 'PATCH', `/api/tags/${tag.id}`, {});
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().message).toContain('Give a name, colour or description to change');
      expect((await call(admin, 'PATCH', '/api/tags/999999', { name: 'x' })).statusCode).toBe(404);
      expect((await call(admin, 'PATCH', '/api/tags/abc', { name: 'x' })).statusCode).toBe(400);
    });

    it('deletes a tag, counting the bills it untracks (a bill with another tag stays tracked)', async () => {
      const doomed = await create(admin, { name: 'Doomed' });
      const other = await create(admin, { name: 'Keeper' });
      await tagBillsCall(admin, { tagIds: [doomed.id], billIds: ['CO-251-SB-4', 'CO-251-HB-1001'] });
      await tagBillsCall(admin, { tagIds: [other.id], billIds: ['CO-251-SB-4'] });
      // The colleague may edit the account tag but did not create it: may not delete it.
      const refused = await call(colleague, 'DELETE', `/api/tags/${doomed.id}`);
      expect(refused.statusCode).toBe(403);
      const response = await call(admin, 'DELETE', `/api/tags/${doomed.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: doomed.id, removedFromBills: 2, untrackedBills: 1 });
      expect(await tagIn(admin, doomed.id)).toBeUndefined();
      expect(await pairsOf(doomed.id)).toEqual([]);
      expect(await pairsOf(other.id)).toEqual(['CO-251-SB-4']);
      expect((await call(admin, 'DELETE', `/api/tags/${doomed.id}`)).statusCode).toBe(404);
      // A creator who is not an admin may delete their own account tag.
      const own = await create(colleague, { name: 'Colleague made' });
      expect((await call(colleague, 'DELETE', `/api/tags/${own.id}`)).statusCode).toBe(200);
    });
  });

  describe('sections', () => {
    it('tags statute and regulation sections and lists the visible tags on each', async () => {
      const tag = await create(admin, { name: 'Codes' });
      const personal = await create(admin, { name: 'Private codes', scope: 'personal' });
      const added = await call(admin, 'POST', '/api/tags/sections', {
        tagIds: [tag.id, personal.id],
        kind: 'statute',
        sectionId: statuteId,
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toEqual({ added: 2, removed: 0 });
      await call(admin, 'POST', '/api/tags/sections', {
        tagIds: [tag.id],
        kind: 'regulation',
        sectionId: regulationId,
      });

      const forAdmin = await call(admin, 'GET', `/api/tags/sections/${statuteId}`);
      expect(forAdmin.json()).toMatchObject({ kind: 'statute', sectionId: statuteId });
      expect(forAdmin.json().data.map((row: { name: string }) => row.name)).toEqual(['Codes', 'Private codes']);
      const forColleague = await call(colleague, 'GET', `/api/tags/sections/${statuteId}?kind=statute&sessionCode=892`);
      expect(forColleague.json().data.map((row: { name: string }) => row.name)).toEqual(['Codes']);
      const regulation = await call(colleague, 'GET', `/api/tags/sections/${regulationId}?kind=regulation`);
      expect(regulation.json().data).toEqual([
        expect.objectContaining({ tagId: tag.id, addedBy: expect.objectContaining({ id: admin.userId }) }),
      ]);
      expect((await tagIn(admin, tag.id))?.sectionCount).toBe(2);

      const removed = await call(colleague, 'POST', '/api/tags/sections', {
        tagIds: [tag.id],
        kind: 'statute',
        sectionId: statuteId,
        action: 'remove',
      });
      expect(removed.json()).toEqual({ added: 0, removed: 1 });
    });

    it('answers 404 for a missing section and 400 for a bad kind', async () => {
      const tag = await create(admin, { name: 'Sectionless' });
      const missing = await call(admin, 'POST', '/api/tags/sections', {
        tagIds: [tag.id],
        kind: 'regulation',
        sectionId: 987_654,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Regulation section not found');
      expect((await call(admin, 'GET', '/api/tags/sections/987654')).json().message).toBe('Statute section not found');
      const badKind = await call(admin, 'GET', `/api/tags/sections/${statuteId}?kind=law`);
      expect(badKind.statusCode).toBe(400);
      expect(badKind.json().message).toContain('kind must be statute or regulation');
    });
  });

  describe('another account', () => {
    it('sees none of the tags and changes nothing', async () => {
      const tag = await create(admin, { name: 'Secret client', billIds: ['TX-892-HB-7'] });
      const personal = await create(admin, { name: 'Secret personal', scope: 'personal' });
      const share = (
        await call(admin, 'POST', '/api/tags/share', {
          tagId: personal.id,
          targetType: 'user',
          targetId: colleague.userId,
        })
      ).json();
      await call(admin, 'POST', '/api/tags/sections', { tagIds: [tag.id], kind: 'statute', sectionId: statuteId });
      const before = await testApp.app.db.select().from(tags).where(eq(tags.accountId, admin.accountId));
      const pairsBefore = await pairsOf(tag.id);

      expect(await list(outsider)).toMatchObject({ total: 0, data: [] });
      const billView = await call(outsider, 'GET', '/api/tags/bills/TX-892-HB-7');
      expect(billView.json()).toEqual({ billId: 'TX-892-HB-7', data: [] });
      expect((await call(outsider, 'GET', `/api/tags/sections/${statuteId}`)).json().data).toEqual([]);

      const attempts: [Method, string, object | undefined][] = [
        ['POST', '/api/tags/bills', { tagIds: [tag.id], billIds: ['TX-892-HB-8'] }],
        ['POST', '/api/tags/bills', { tagIds: [tag.id], billIds: ['TX-892-HB-7'], action: 'remove' }],
        ['POST', '/api/tags/sections', { tagIds: [tag.id], kind: 'statute', sectionId: statuteId, action: 'remove' }],
        ['PATCH', `/api/tags/${tag.id}`, { name: 'Hijacked' }],
        ['DELETE', `/api/tags/${tag.id}`, undefined],
        ['POST', '/api/tags/share', { tagId: personal.id, targetType: 'user', targetId: outsider.userId }],
        ['DELETE', `/api/tags/share/${share.id}`, undefined],
      ];
      for (const [method, url, body] of attempts) {
        const response = await call(outsider, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body).not.toContain('Secret');
      }
      // Reusing A's name is fine in B: names are unique per account.
      await create(outsider, { name: 'Secret client' });

      expect(await testApp.app.db.select().from(tags).where(eq(tags.accountId, admin.accountId))).toEqual(before);
      expect(await pairsOf(tag.id)).toEqual(pairsBefore);
      expect((await tagIn(admin, personal.id))?.shares).toHaveLength(1);
      expect((await tagIn(admin, tag.id))?.sectionCount).toBe(1);
    });
  });
});
