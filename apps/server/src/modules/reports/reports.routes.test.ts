import { deflateSync } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  billPositionHistory,
  billPositions,
  bills,
  personVotes,
  remarks,
  reportRuns,
  users,
  voteEvents,
} from '../../db/schema/index';
import { trackingErrors } from '../tracking/tracking.service';
import { insertTag, makeTeam, type Team, tagBill } from '../tracking/tracking.test-setup';
import { caller, keepFile, pdfPages } from './reports.test-setup';

/** A 2x2 red PNG: the logo. */
function tinyPng(): Buffer {
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const flat = (pages: string[]) => pages.join(' ').replace(/\s+/g, ' ');

describe('reports routes', () => {
  let testApp: TestApp;
  let team: Team;
  const tag = { energy: 0, health: 0, other: 0 };
  const titles = new Map<string, string>();
  const { call, download } = caller(() => testApp);
  const report = (who: Team['owner'], kind: string, body: object) => call(who, 'POST', `/api/report/${kind}`, body);

  beforeAll(async () => {
    testApp = await buildTestApp({ PUBLIC_URL: 'https://app.statehouse.test' });
    team = await makeTeam(testApp.app);
    const { owner, colleague, outsider } = team;
    const a = owner.accountId;
    tag.energy = await insertTag(testApp.app, { accountId: a, name: 'Energy' });
    tag.health = await insertTag(testApp.app, { accountId: a, name: 'Health' });
    tag.other = await insertTag(testApp.app, { accountId: outsider.accountId, name: 'Other' });
    const on = (tagId: number, billId: string, who = owner) =>
      tagBill(testApp.app, { accountId: who.accountId, tagId, billId, userId: who.userId });
    await on(tag.energy, 'TX-892-HB-1');
    await on(tag.energy, 'TX-892-SB-1', colleague);
    await on(tag.energy, 'CO-251-SB-2');
    await on(tag.health, 'TX-892-HB-1');
    await on(tag.health, 'CO-251-SB-4');
    await on(tag.other, 'SD-24R-SB-90', outsider);
    const db = testApp.app.db;
    await db.insert(billPositions).values({ accountId: a, billId: 'CO-251-SB-2', position: 'oppose', note: 'Costly' });
    await db.insert(billPositionHistory).values({
      accountId: a,
      billId: 'CO-251-SB-2',
      position: 'oppose',
      note: 'Costly',
      userId: owner.userId,
    });
    await db.insert(remarks).values([
      {
        accountId: a,
        userId: colleague.userId,
        billId: 'TX-892-HB-1',
        kind: 'account',
        body: 'Call the author’s office',
      },
      { accountId: a, userId: colleague.userId, billId: 'TX-892-HB-1', kind: 'personal', body: 'My own note' },
      {
        accountId: outsider.accountId,
        userId: outsider.userId,
        billId: 'TX-892-HB-1',
        kind: 'bill',
        body: 'Rival note',
      },
    ]);
    const rows = await db.select({ id: bills.id, title: bills.title }).from(bills);
    for (const row of rows) titles.set(row.id, row.title);
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
  });

  describe('POST /api/report/bill-report', () => {
    it('previews tracked bills by tag, grouped by state, with the latest action', async () => {
      const response = await report(team.owner, 'bill-report', {
        selection: { by: 'tags', tagIds: [tag.energy] },
        groupBy: 'state',
        columns: ['bill', 'title', 'status', 'lastActionDate', 'position', 'trackedBy'],
        preview: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { preview } = response.json();
      expect(preview.facts).toContainEqual({ label: 'Bills', value: '3' });
      const [table] = preview.tables;
      expect(table.columns.map((column: { key: string }) => column.key)).toEqual([
        'group',
        'bill',
        'title',
        'status',
        'lastActionDate',
        'position',
        'trackedBy',
      ]);
      expect(table.rows.map((row: Record<string, string>) => [row.group, row.bill])).toEqual([
        ['Colorado', 'CO SB 002'],
        ['Texas', 'TX HB 1'],
        ['Texas', 'TX SB 1'],
      ]);
      const colorado = table.rows[0];
      expect(colorado.title).toBe(titles.get('CO-251-SB-2'));
      expect(colorado.position).toBe('Oppose (Costly)');
      expect(colorado.lastActionDate).toBe('2025-08-26');
      const [colleague] = await testApp.app.db
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, team.colleague.userId));
      expect(table.rows[2].trackedBy).toBe(`${colleague!.first} ${colleague!.last}`);
      // A preview stores nothing.
      expect(await testApp.app.db.select().from(reportRuns)).toHaveLength(0);
    });

    it('lists a bill under each of its tags when grouped by tag', async () => {
      const response = await report(team.owner, 'bill-report', {
        selection: { by: 'tags', tagIds: [tag.energy, tag.health] },
        groupBy: 'tag',
        columns: ['bill'],
        preview: true,
      });
      const rows = response.json().preview.tables[0].rows as Record<string, string>[];
      expect(rows.map((row) => `${row.group}: ${row.bill}`)).toEqual([
        'Energy: CO SB 002',
        'Energy: TX HB 1',
        'Energy: TX SB 1',
        'Health: CO SB 004',
        'Health: TX HB 1',
      ]);
    });

    it('writes a branded PDF whose text holds every chosen bill, its title and the group bands', async () => {
      const settings = await call(team.owner, 'PATCH', '/api/report/settings', {
        organizationName: 'Acme Advocacy',
        primaryColor: '#0F766E',
        footerText: 'Prepared for Acme clients',
        logoDataUrl: `data:image/png;base64,${tinyPng().toString('base64')}`,
      });
      expect(settings.statusCode, settings.body).toBe(200);
      const response = await report(team.owner, 'bill-report', {
        selection: { by: 'tags', tagIds: [tag.energy] },
        groupBy: 'state',
        title: 'Energy bills',
        format: 'pdf',
      });
      expect(response.statusCode, response.body).toBe(200);
      const { run } = response.json();
      expect(run).toMatchObject({ kind: 'bill', format: 'pdf', status: 'done', rowCount: 3, title: 'Energy bills' });
      expect(run.fileName).toMatch(/^energy-bills-\d{4}-\d{2}-\d{2}\.pdf$/);
      const body = await download(team.owner, run.downloadUrl);
      keepFile('bill-report.pdf', body);
      const pages = await pdfPages(body);
      expect(pages[0]).toContain('Energy bills');
      expect(pages[0]).toContain('Acme Advocacy');
      expect(pages[0]).toContain('Tracked bills tagged Energy');
      const text = flat(pages);
      for (const id of ['TX-892-HB-1', 'TX-892-SB-1', 'CO-251-SB-2']) expect(text).toContain(titles.get(id));
      expect(text).toContain('Colorado (1)');
      expect(text).toContain('Texas (2)');
      expect(text).toContain('Prepared for Acme clients');
      expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
      expect(text).not.toContain(titles.get('CO-251-SB-4'));
    });

    it('writes XLSX with typed cells, links and a filter for bills chosen by id, tracked or not', async () => {
      const response = await report(team.owner, 'bill-report', {
        selection: { by: 'bills', billIds: ['TX-892-HB-1', 'ny-25r-S-3967'] },
        columns: ['bill', 'title', 'lastActionDate', 'tags', 'link'],
        format: 'xlsx',
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = await download(team.owner, response.json().run.downloadUrl);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(body as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Bills')!;
      expect(sheet.getRow(1).values).toEqual([undefined, 'Bill', 'Title', 'Latest action date', 'Tags', 'Link']);
      expect(sheet.autoFilter).toBeTruthy();
      expect(sheet.rowCount).toBe(3);
      const ny = sheet.getRow(2);
      expect(ny.getCell(1).value).toEqual({
        text: 'NY S3967',
        hyperlink: 'https://app.statehouse.test/bills/NY-25R-S-3967',
      });
      expect(ny.getCell(2).value).toBe(titles.get('NY-25R-S-3967'));
      expect(ny.getCell(3).value).toBeInstanceOf(Date);
      expect(ny.getCell(4).value).toBeNull();
      expect(sheet.getRow(3).getCell(4).value).toBe('Energy; Health');
    });

    it('writes CSV and DOCX of the same report', async () => {
      const csv = await report(team.owner, 'bill-report', {
        selection: { by: 'tags', tagIds: [tag.health] },
        columns: ['bill', 'status', 'lastActionDate'],
        format: 'csv',
      });
      const text = (await download(team.owner, csv.json().run.downloadUrl)).toString('utf8');
      expect(text).toBe(
        '\uFEFFBill,Status,Latest action date\r\nCO SB 004,Passed,2025-08-28\r\nTX HB 1,Passed,2025-09-05\r\n',
      );
      const docx = await report(team.owner, 'bill-report', {
        selection: { by: 'tags', tagIds: [tag.health] },
        format: 'docx',
      });
      const zip = await JSZip.loadAsync(await download(team.owner, docx.json().run.downloadUrl));
      const xml = (await zip.file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, '');
      expect(xml).toContain(titles.get('CO-251-SB-4'));
      expect(xml).toContain('Acme Advocacy');
    });

    it('answers 400 for a bad choice, and another account’s tag is not a choice', async () => {
      const bad = async (body: object, message: string | RegExp) => {
        const response = await report(team.owner, 'bill-report', body);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toMatch(message);
      };
      await bad({ selection: { by: 'everything' } }, /selection.by must be tags, tracked, search or bills/);
      await bad({ selection: { by: 'tags', tagIds: [] } }, /Choose at least one tag/);
      await bad({ selection: { by: 'tags', tagIds: [tag.other] } }, /Choose tags you can see/);
      await bad({ selection: { by: 'bills', billIds: ['TX-892-HB-99999'] } }, /No such bill: TX-892-HB-99999/);
      await bad({ selection: { by: 'bills', billIds: ['nonsense'] } }, /Bill id must be/);
      await bad(
        { selection: { by: 'bills', billIds: Array.from({ length: 501 }, (_, i) => `TX-892-HB-${i + 1}`) } },
        /at most 500 bills/,
      );
      await bad({ selection: { by: 'tracked' }, format: 'pptx' }, /format must be one of pdf, xlsx, csv, docx/);
      await bad({ selection: { by: 'tracked' }, columns: ['secret'] }, /columns must be among/);
      await bad({ selection: { by: 'tracked' }, groupBy: 'color' }, /groupBy must be one of/);
      expect((await report(team.outsider, 'bill-report', { selection: { by: 'tracked' } })).statusCode).toBe(200);
      expect(
        (await call(undefined, 'POST', '/api/report/bill-report', { selection: { by: 'tracked' } })).statusCode,
      ).toBe(401);
    });

    it('covers any bills matching an advanced search', async () => {
      const response = await report(team.owner, 'bill-report', {
        selection: { by: 'search', filters: { stateCode: 'CO', statuses: [4] } },
        columns: ['bill'],
        preview: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      const count = await testApp.app.db.$count(bills, sql`${bills.jurisdictionId} = 'CO' and ${bills.status} = 4`);
      expect(response.json().preview.tables[0].rows).toHaveLength(count);
    });
  });

  describe('POST /api/report/vote-report', () => {
    it('lists every roll call on the chosen bills with counts, party breakdown and member votes', async () => {
      const billIds = ['CO-251-SB-2', 'CO-251-SB-4'];
      const events = await testApp.app.db
        .select({ id: voteEvents.id, yes: voteEvents.yesCount, no: voteEvents.noCount })
        .from(voteEvents)
        .where(inArray(voteEvents.billId, billIds));
      expect(events.length).toBeGreaterThan(0);
      const response = await report(team.owner, 'vote-report', {
        selection: { by: 'bills', billIds },
        preview: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { preview } = response.json();
      const [rollCalls, breakdown, crossovers, members] = preview.tables;
      expect(rollCalls.total).toBe(events.length);
      const yesTotal = rollCalls.rows.reduce((sum: number, row: { yes: number }) => sum + row.yes, 0);
      expect(yesTotal).toBe(events.reduce((sum, event) => sum + event.yes, 0));
      // Colorado's clerk codes ("COW *", "BILL") in words.
      const motions = rollCalls.rows.map((row: { motion: string }) => row.motion);
      expect(motions).toContain('Committee of the Whole (second reading)');
      expect(motions).not.toContain('COW *');
      expect(breakdown.columns.map((column: { header: string }) => column.header)).toEqual([
        'Roll call',
        'Party',
        'Yes',
        'No',
        'Other',
        'Yes share',
      ]);
      const memberVotes = await testApp.app.db.$count(
        personVotes,
        sql`${personVotes.voteEventId} in (select id from vote_events where bill_id in ('CO-251-SB-2', 'CO-251-SB-4'))`,
      );
      expect(members.total).toBe(memberVotes);
      expect(crossovers.columns.map((column: { key: string }) => column.key)).toContain('rate');
      const partyLine = rollCalls.rows.filter((row: { partyLine: string }) => row.partyLine === 'Yes').length;
      expect(preview.facts).toContainEqual({
        label: 'Party-line votes',
        value: `${partyLine} (${Math.round((partyLine / events.length) * 100)}%)`,
      });
    });

    it('writes a PDF with the statistics and limits roll calls by chamber', async () => {
      const response = await report(team.owner, 'vote-report', {
        selection: { by: 'bills', billIds: ['CO-251-SB-2'] },
        chamber: 'upper',
        includeMemberVotes: false,
        format: 'pdf',
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = await download(team.owner, response.json().run.downloadUrl);
      keepFile('vote-report.pdf', body);
      const text = flat(await pdfPages(body));
      expect(text).toContain('PARTY-LINE VOTES 2 (100%)');
      expect(text).toContain('Nobody crossed their party on these roll calls.');
      expect(text).toContain('Senate');
      expect(text).not.toContain('Member votes');
      const bad = await report(team.owner, 'vote-report', {
        selection: { by: 'tracked' },
        dateFrom: '2025-09-01',
        dateTo: '2025-01-01',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('dateFrom must not be after dateTo');
    });
  });

  describe('POST /api/report/tracking-activity', () => {
    it('shows the period’s actions on tracked bills and what the team did, and only what the caller may read', async () => {
      const response = await report(team.owner, 'tracking-activity', {
        dateFrom: '2025-09-04',
        dateTo: '2025-09-05',
        preview: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { preview } = response.json();
      const byCaption = Object.fromEntries(
        preview.tables.map((table: { caption: string }) => [table.caption, table]),
      ) as Record<string, { rows: Record<string, string>[] }>;
      const actionBills = new Set(byCaption.Actions!.rows.map((row) => row.bill));
      expect(actionBills).toEqual(new Set(['TX HB 1', 'TX SB 1']));
      expect(byCaption.Actions!.rows.every((row) => row.date! >= '2025-09-04' && row.date! <= '2025-09-05')).toBe(true);
      // Tagged, positions and remarks happened today, outside 2025.
      expect(byCaption['Bills tagged']!.rows).toHaveLength(0);
      const today = await report(team.owner, 'tracking-activity', { periodDays: 2, preview: true });
      const tables = Object.fromEntries(
        today.json().preview.tables.map((table: { caption: string }) => [table.caption, table]),
      ) as Record<string, { rows: Record<string, string>[] }>;
      expect(tables['Bills tagged']!.rows.map((row) => `${row.bill} ${row.tag}`).sort()).toEqual([
        'CO SB 002 Energy',
        'CO SB 004 Health',
        'TX HB 1 Energy',
        'TX HB 1 Health',
        'TX SB 1 Energy',
      ]);
      expect(tables.Positions!.rows).toEqual([expect.objectContaining({ bill: 'CO SB 002', position: 'Oppose' })]);
      // The owner reads the team remark, not the colleague's personal one nor another account's.
      expect(tables.Remarks!.rows.map((row) => row.remark)).toEqual(['Call the author’s office']);
      const outsider = await report(team.outsider, 'tracking-activity', { periodDays: 2, preview: true });
      const outsiderRemarks = outsider
        .json()
        .preview.tables.find((table: { caption: string }) => table.caption === 'Remarks');
      expect(outsiderRemarks.rows.map((row: { remark: string }) => row.remark)).toEqual([]);
    });

    it('writes the activity as a PDF', async () => {
      const response = await report(team.owner, 'tracking-activity', { periodDays: 3, format: 'pdf' });
      const body = await download(team.owner, response.json().run.downloadUrl);
      keepFile('tracking-activity.pdf', body);
      const text = flat(await pdfPages(body));
      expect(text).toContain('What the team did');
      expect(text).toContain('Call the author’s office');
      expect(text).not.toContain('My own note');
    });

    it('narrows to the bills the lobbyists (or chosen users) track, for admins and users only', async () => {
      // The lobbyist portal's activity report: a lobbyist's personal tag counts, as on /tracked-bills.
      const notebook = await insertTag(testApp.app, {
        accountId: team.owner.accountId,
        name: 'Lobbyist notebook',
        ownerUserId: team.lobbyist.userId,
      });
      await tagBill(testApp.app, {
        accountId: team.owner.accountId,
        tagId: notebook,
        billId: 'TX-892-HB-1',
        userId: team.lobbyist.userId,
      });
      const period = { dateFrom: '2025-09-04', dateTo: '2025-09-05', preview: true };
      const actionBills = async (body: object) => {
        const response = await report(team.owner, 'tracking-activity', { ...period, ...body });
        expect(response.statusCode, response.body).toBe(200);
        const actions = response
          .json()
          .preview.tables.find((table: { caption: string }) => table.caption === 'Actions') as {
          rows: { bill: string }[];
        };
        return new Set(actions.rows.map((row) => row.bill));
      };
      expect(await actionBills({ lobbyistUsersOnly: true })).toEqual(new Set(['TX HB 1']));
      expect(await actionBills({ userIds: [team.colleague.userId] })).toEqual(new Set(['TX SB 1']));

      const refused = await report(team.lobbyist, 'tracking-activity', { ...period, lobbyistUsersOnly: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(trackingErrors.trackersForbidden);
      const bad = await report(team.owner, 'tracking-activity', { ...period, userIds: ['someone'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('userIds must be user ids');
    });
  });

  describe('POST /api/report/track-download', () => {
    it('writes the tracked list with every column', async () => {
      const response = await report(team.owner, 'track-download', { format: 'xlsx' });
      expect(response.statusCode, response.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download(team.owner, response.json().run.downloadUrl)) as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Bills')!;
      expect(sheet.getRow(1).values).toContain('Tracked by');
      expect(sheet.rowCount).toBe(1 + 4);
    });
  });

  describe('advanced search and filters', () => {
    it('searches bills with the bill list’s filters as JSON', async () => {
      const response = await report(team.owner, 'advanced-search', { stateCode: 'TX', statuses: [4], pageSize: 50 });
      expect(response.statusCode, response.body).toBe(200);
      const count = await testApp.app.db.$count(bills, sql`${bills.jurisdictionId} = 'TX' and ${bills.status} = 4`);
      expect(response.json().total).toBe(count);
      expect((await report(team.owner, 'advanced-search', { statuses: ['x'] })).statusCode).toBe(400);
    });

    // Decision 066: a JSON body's lists are real arrays, as the document says; the query string's forms are not.
    it('takes lists in the body as arrays only', async () => {
      const asArrays = await report(team.owner, 'advanced-search', { statuses: [4, 5], subjects: [0], types: ['hb'] });
      expect(asArrays.statusCode, asArrays.body).toBe(200);
      for (const body of [{ statuses: '4,5' }, { statuses: 4 }, { subjects: '0' }, { types: 'HB' }, { parties: 'R' }]) {
        const refused = await report(team.owner, 'advanced-search', body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json().message, JSON.stringify(body)).toMatch(/\(body\)/);
      }
    });

    it('offers the filters from the data: sessions, statuses with counts, the caller’s tags', async () => {
      const response = await call(team.owner, 'GET', '/api/report/populate-advanced-filters?state=tx');
      expect(response.statusCode, response.body).toBe(200);
      const filters = response.json();
      expect(filters.state).toBe('TX');
      expect(filters.sessions.map((session: { value: string }) => session.value)).toContain('892');
      const total = filters.statuses.reduce((sum: number, item: { count: number }) => sum + item.count, 0);
      expect(total).toBe(await testApp.app.db.$count(bills, sql`${bills.jurisdictionId} = 'TX'`));
      expect(filters.tags.map((item: { name: string }) => item.name)).toEqual(['Energy', 'Health']);
      expect(filters.columns).toContainEqual({ value: 'nextHearing', label: 'Next hearing' });
      const bad = await call(team.owner, 'GET', '/api/report/populate-advanced-filters?state=ZZ');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('state must be a two-letter state code');
    });
  });

  describe('recent reports, stats and downloads', () => {
    it('lists the account’s runs newest first, and another account sees, reads and downloads none of them', async () => {
      const recent = await call(team.owner, 'GET', '/api/report/recent?pageSize=100');
      expect(recent.statusCode).toBe(200);
      const { items, total } = recent.json();
      expect(total).toBe(items.length);
      // Four bill reports, a vote report, an activity report and the tracked list.
      expect(total).toBe(7);
      expect(items[0].createdAt >= items.at(-1).createdAt).toBe(true);
      const stats = (await call(team.owner, 'GET', '/api/report/stats')).json();
      expect(stats.total).toBe(total);
      expect(stats.byKind.map((item: { kind: string }) => item.kind).sort()).toEqual([
        'bill',
        'track-download',
        'tracking-activity',
        'vote',
      ]);
      const outsiderRecent = (await call(team.outsider, 'GET', '/api/report/recent')).json();
      expect(
        outsiderRecent.items.every((run: { id: string }) => !items.some((item: { id: string }) => item.id === run.id)),
      ).toBe(true);
      const id = items[0].id;
      expect((await call(team.outsider, 'GET', `/api/report/runs/${id}`)).statusCode).toBe(404);
      expect((await call(team.outsider, 'GET', `/api/report/runs/${id}/download`)).statusCode).toBe(404);
      expect((await call(team.colleague, 'GET', `/api/report/runs/${id}/download`)).statusCode).toBe(200);
      expect((await call(team.owner, 'GET', '/api/report/runs/not-a-uuid')).statusCode).toBe(400);
    });
  });

  describe('report settings', () => {
    it('keeps the brand per account: defaults, PATCH, POST, logo, and checks', async () => {
      const outsider = (await call(team.outsider, 'GET', '/api/report/settings')).json();
      expect(outsider).toMatchObject({ organizationName: null, primaryColor: '#1e3a8a', logo: null });
      const mine = (await call(team.owner, 'GET', '/api/report/settings')).json();
      expect(mine).toMatchObject({ organizationName: 'Acme Advocacy', primaryColor: '#0f766e' });
      expect(mine.logo.contentType).toBe('image/png');
      const logo = await call(team.owner, 'GET', mine.logo.url);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.rawPayload.equals(tinyPng())).toBe(true);
      expect((await call(team.outsider, 'GET', mine.logo.url)).statusCode).toBe(404);
      const patched = await call(team.owner, 'PATCH', '/api/report/settings', { accentColor: '#f59e0b' });
      expect(patched.json()).toMatchObject({ organizationName: 'Acme Advocacy', accentColor: '#f59e0b' });
      const replaced = await call(team.owner, 'POST', '/api/report/settings', { organizationName: 'Acme' });
      expect(replaced.json()).toMatchObject({ organizationName: 'Acme', primaryColor: '#1e3a8a', logo: null });
      const bad = async (body: object, message: string) => {
        const response = await call(team.owner, 'PATCH', '/api/report/settings', body);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toContain(message);
      };
      await bad({ primaryColor: 'blue' }, 'Colours must be #rrggbb');
      await bad({ logoDataUrl: 'data:image/gif;base64,R0lGOD' }, 'logoDataUrl must be a PNG or JPEG data: URL');
      await bad({ logoDataUrl: 'data:image/png;base64,aGVsbG8=' }, 'The logo must be a PNG or JPEG image.');
      await bad({ logoFileId: '6d1f6d1f-6d1f-4d1f-8d1f-6d1f6d1f6d1f' }, 'Choose a logo from your files');
      const lobbyist = await call(team.lobbyist, 'PATCH', '/api/report/settings', { footerText: 'x' });
      expect(lobbyist.statusCode).toBe(403);
    });
  });
});
