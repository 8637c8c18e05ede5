import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { loadSample } from '../../ingest/sample/load-sample';
import { keepFile, pdfPages } from '../reports/reports.test-setup';

const TX_BILL = 'TX-892-HB-1';
type Report = {
  id: string;
  status: string;
  progress: { done: number; total: number };
  sections: {
    heading: string;
    text: string;
    citations: { n: number; kind: string; billId?: string; quote: string }[];
  }[];
  extractive: boolean;
  error: string | null;
  parameters: Record<string, unknown>;
};

describe('AI reports API (extractive provider, sample data)', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let colleague: SignedIn;
  let outsider: SignedIn;

  const call = (who: SignedIn | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });

  /** Polls a report until it is done or failed (the run starts after the POST reply). */
  const finished = async (who: SignedIn, id: string): Promise<Report> => {
    for (let attempt = 0; attempt < 400; attempt++) {
      const response = await call(who, 'GET', `/api/ai-reports/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json() as Report;
      if (report.status === 'done' || report.status === 'failed') return report;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Report ${id} did not finish`);
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    const db = testApp.app.db;
    await loadBillSample(db, [TX_BILL, 'TX-892-SB-1', 'CO-251-SB-2']);
    await loadSample(
      db,
      { info: () => {} },
      {
        select: (table, row) =>
          (table === 'statute_sections' || table === 'regulation_sections') && row.jurisdiction_id === 'TX'
            ? row
            : null,
      },
    );
    admin = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    colleague = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    await db.execute(sql`insert into storage_files (account_id, name, content_type, size_bytes, sha256, blob_key, status, extracted_text)
      values (${admin.accountId}, 'camp-coalition-memo.txt', 'text/plain', 120, 'x', 'k1', 'ready',
        'Coalition memo. Youth camps must report every camper injury to the department within 48 hours. The coalition supports the youth camp safety bill.')`);
  });
  afterAll(() => testApp.close());

  it('requires sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/api/ai-reports/templates'],
      ['GET', '/api/ai-reports'],
      ['POST', '/api/ai-reports'],
      ['GET', '/api/ai-reports/00000000-0000-0000-0000-000000000000'],
    ] as const) {
      expect((await call(undefined, method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(401);
    }
  });

  it('lists at least 30 templates with their parameters and sections', async () => {
    const response = await call(admin, 'GET', '/api/ai-reports/templates');
    expect(response.statusCode).toBe(200);
    const { items, categories } = response.json();
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(categories).toContain('Stakeholders');
    const summary = items.find((item: { id: string }) => item.id === 'bill-summary');
    expect(summary.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['bill', 'state']);
    expect(summary.sections[0]).toBe('What the bill changes');
  });

  it('answers bad input with a 400 that says what is needed', async () => {
    const unknown = await call(admin, 'POST', '/api/ai-reports', { template: 'horoscope', parameters: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('There is no AI report template called "horoscope"');

    const missing = await call(admin, 'POST', '/api/ai-reports', { template: 'stakeholder-impact', parameters: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      '3 things are missing. 1. Which bill is it about (for example HB 1)? 2. Which state should it cover (for example Texas or TX)? 3. Which company or industry is the report for (for example ethanol producers)?',
    );
    expect(missing.json().details.missing.map((item: { name: string }) => item.name)).toEqual([
      'bill',
      'state',
      'company',
    ]);

    const noSuchBill = await call(admin, 'POST', '/api/ai-reports', {
      template: 'bill-summary',
      parameters: { bill: 'HB 9999', state: 'TX' },
    });
    expect(noSuchBill.statusCode).toBe(400);
    expect(noSuchBill.json().message).toBe('No bill HB 9999 was found in TX. Check the number and the state.');

    const badBody = await call(admin, 'POST', '/api/ai-reports', {
      template: 'bill-summary',
      parameters: { bill: [] },
    });
    expect(badBody.statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/ai-reports/not-a-uuid')).statusCode).toBe(400);
    const badFormat = await call(
      admin,
      'GET',
      '/api/ai-reports/00000000-0000-0000-0000-000000000000/download?format=exe',
    );
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toContain('format must be pdf, docx or markdown');
  });

  it('writes a bill summary of TX HB 1 with citations to its text, and downloads it as PDF, DOCX and Markdown', async () => {
    const created = await call(admin, 'POST', '/api/ai-reports', {
      template: 'bill-summary',
      parameters: { bill: 'H.B. 1', state: 'Texas' },
    });
    expect(created.statusCode, created.body).toBe(202);
    expect(created.json().status).toBe('queued');
    expect(created.json().parameters).toEqual({ bill: 'HB 1', state: 'TX' });
    expect(created.json().progress).toEqual({ done: 0, total: 5 });

    const report = await finished(admin, created.json().id);
    expect(report.status, report.error ?? '').toBe('done');
    expect(report.extractive).toBe(true);
    expect(report.progress).toEqual({ done: 5, total: 5 });
    expect(report.sections.map((section) => section.heading)).toEqual([
      'What the bill changes',
      'What the bill does',
      'Key provisions',
      'Who is affected',
      'Effective date',
    ]);
    const cited = report.sections.flatMap((section) => section.citations);
    expect(cited.length).toBeGreaterThan(3);
    for (const citation of cited) {
      expect(citation.kind).toBe('bill_version');
      expect(citation.billId).toBe(TX_BILL);
    }
    // It leads with what the bill changes: the sections of law it amends and the dates it sets, each cited.
    const changes = report.sections[0]!;
    expect(changes.text).toContain('Section 141.002, Health and Safety Code: amended by amending Subdivision (1)');
    expect(changes.text).toContain('April 1, 2026');
    expect(changes.citations.length).toBeGreaterThan(3);
    // The enrolled text ends with the vote certification: never what the bill does or a key provision.
    for (const section of report.sections.slice(0, 4)) expect(section.text).not.toMatch(/I certify|following vote/);
    const effective = report.sections[4]!;
    expect(effective.text.toLowerCase()).toContain('effect');
    expect(effective.text).toMatch(/\[1\]/);

    const pdf = await call(admin, 'GET', `/api/ai-reports/${report.id}/download?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/attachment; filename="bill-summary-\d{4}-\d{2}-\d{2}\.pdf"/);
    keepFile('ai-report.pdf', pdf.rawPayload);
    const text = (await pdfPages(pdf.rawPayload)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Bill summary');
    expect(text).toContain('Key provisions');
    expect(text).toContain('TX HB 1');
    expect(text).toContain('Extractive (offline)');

    const docx = await call(admin, 'GET', `/api/ai-reports/${report.id}/download?format=docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const markdown = await call(admin, 'GET', `/api/ai-reports/${report.id}/download?format=markdown`);
    expect(markdown.statusCode).toBe(200);
    expect(markdown.headers['content-type']).toContain('text/markdown');
    expect(markdown.body).toContain('## Effective date');
    expect(markdown.body).toContain(`/bills/${TX_BILL}?tab=text&version=`);
  });

  it('writes a search-based report from bills, statutes and the account files', async () => {
    const created = await call(admin, 'POST', '/api/ai-reports', {
      template: 'topic-research',
      parameters: { topic: 'youth camp', state: 'TX' },
    });
    expect(created.statusCode, created.body).toBe(202);
    const report = await finished(admin, created.json().id);
    expect(report.status, report.error ?? '').toBe('done');
    const kinds = new Set(report.sections.flatMap((section) => section.citations.map((citation) => citation.kind)));
    expect(kinds.has('bill_version')).toBe(true);
  });

  it('compares two bills from their texts', async () => {
    const created = await call(admin, 'POST', '/api/ai-reports', {
      template: 'bill-comparison',
      parameters: { bill: 'HB 1', state: 'TX', otherBill: 'SB 1', otherState: 'TX' },
    });
    expect(created.statusCode, created.body).toBe(202);
    const report = await finished(admin, created.json().id);
    expect(report.status, report.error ?? '').toBe('done');
    const bills = new Set(report.sections.flatMap((section) => section.citations.map((citation) => citation.billId)));
    expect(bills).toEqual(new Set([TX_BILL, 'TX-892-SB-1']));
  });

  it('lists the account reports for every member, and keeps them from other accounts', async () => {
    const mine = await call(admin, 'GET', '/api/ai-reports?pageSize=2');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().total).toBe(3);
    expect(mine.json().items).toHaveLength(2);
    const id = mine.json().items[0].id as string;

    const colleagues = await call(colleague, 'GET', '/api/ai-reports');
    expect(colleagues.json().total).toBe(3);

    const theirs = await call(outsider, 'GET', '/api/ai-reports');
    expect(theirs.json()).toEqual({ items: [], total: 0 });
    expect((await call(outsider, 'GET', `/api/ai-reports/${id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/api/ai-reports/${id}/download?format=pdf`)).statusCode).toBe(404);
  });
});
