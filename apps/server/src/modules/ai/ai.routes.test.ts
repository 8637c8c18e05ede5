import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { EXTRACTIVE_NOTICE } from '../../ai/extractive-provider';
import { selectRows } from '../../db/sql';
import { loadSample } from '../../ingest/sample/load-sample';

const TX_BILL = 'TX-892-HB-1';
const CO_BILL = 'CO-251-SB-2';
type Citation = {
  n: number;
  kind: string;
  id: string;
  billId?: string;
  label: string;
  start?: number;
  end?: number;
  quote: string;
};

/** Parses a Server-Sent Events body into [event, data] pairs. */
function parseEvents(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.includes('event:'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('AI routes (extractive provider)', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let colleague: SignedIn;
  let outsider: SignedIn;
  let taxableServicesId = 0;
  let regulationId = 0;

  const call = (who: SignedIn | undefined, method: 'GET' | 'POST', url: string, payload?: object, accept?: string) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...(who ? { cookie: who.cookie } : {}), ...(accept ? { accept } : {}) },
      payload,
    });

  /** The plain text of a bill version, as GET /api/bills/{id}/text serves it (citation offsets point into it). */
  const versionText = async (billId: string, versionId: string) => {
    const response = await call(admin, 'GET', `/api/bills/${billId}/text?billVersionId=${versionId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().text as string;
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    const db = testApp.app.db;
    await loadBillSample(db, [TX_BILL, 'TX-892-SB-1', CO_BILL]);
    // The Texas Tax Code and Texas Administrative Code sections of the shipped sample.
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
    taxableServicesId = (
      await selectRows<{ id: number }>(
        db,
        sql`select id from statute_sections where code = 'TX Tax Code' and section = '151.0101'`,
      )
    )[0]!.id;
    regulationId = (
      await selectRows<{ id: number }>(
        db,
        sql`select id from regulation_sections where code = '34 TAC' and section = '3.280'`,
      )
    )[0]!.id;
    // A file of the admin's account with extracted text (what the storage module writes on upload).
    await db.execute(sql`insert into storage_files (account_id, name, content_type, size_bytes, sha256, blob_key, status, extracted_text)
      values (${admin.accountId}, 'zebra-mussel-memo.txt', 'text/plain', 120, 'x', 'k1', 'ready',
        'Internal memo. Boats leaving infested lakes must pass a zebra mussel inspection before launching elsewhere. The coalition supports mandatory decontamination stations.')`);
  });
  afterAll(() => testApp.close());

  it('requires sign-in on every call', async () => {
    for (const [method, url] of [
      ['POST', '/api/ai/bill-question'],
      ['POST', '/api/ai/statute-chat'],
      ['POST', '/api/ai/reg-chat'],
      ['POST', '/api/ai/chat'],
      ['POST', '/api/ai/gather-context'],
      ['POST', '/api/ai/request-missing-params'],
      ['GET', `/api/ai/bill-chat/history/${TX_BILL}`],
      ['GET', '/api/ai/chat/history'],
      ['POST', '/api/initSetup/summarize'],
    ] as const) {
      expect((await call(undefined, method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(401);
    }
  });

  it('answers a bill question extractively, citing sentences whose offsets point into the version text', async () => {
    const response = await call(admin, 'POST', '/api/ai/bill-question', {
      billId: TX_BILL,
      question: 'When must the operator submit a revised emergency plan after the department finds it deficient?',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.extractive).toBe(true);
    expect(answer.provider).toBe('extractive');
    expect(answer.answer.startsWith(EXTRACTIVE_NOTICE)).toBe(true);
    expect(answer.answer).toContain('45th day');
    expect(answer.citations.length).toBeGreaterThan(0);
    const first = answer.citations[0] as Citation;
    expect(first).toMatchObject({ n: 1, kind: 'bill_version', billId: TX_BILL });
    expect(first.label).toMatch(/^TX HB 1, /);
    // The quote is the text between the offsets (whitespace collapsed), for every citation.
    for (const citation of answer.citations as Citation[]) {
      expect(squash((await versionText(TX_BILL, citation.id)).slice(citation.start, citation.end))).toBe(
        citation.quote,
      );
    }
    expect(answer.answer).toContain('[1]');
    expect(answer.messageId).toBeGreaterThan(0);
  });

  it('answers "What does this bill change?" offline with the clauses that amend the law, never the caption', async () => {
    const question = 'What does this bill change?';
    const response = await call(admin, 'POST', '/api/ai/bill-question', { billId: TX_BILL, question });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(squash(answer.answer)).toMatch(/Health and Safety Code, is amended/);
    expect(answer.answer).not.toMatch(/AN ACT relating to|BE IT ENACTED|I certify/);
    // The thread keeps the question as it was asked.
    const history = await call(admin, 'GET', `/api/ai/bill-chat/history/${TX_BILL}`);
    expect(JSON.stringify(history.json())).toContain(JSON.stringify(question));
    expect(JSON.stringify(history.json())).not.toContain('amended added repealed');
  });

  it('streams the same answer as Server-Sent Events: citations, deltas, done', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/ai/bill-question',
      { billId: TX_BILL, question: 'Who must complete training on the emergency plan?' },
      'text/event-stream',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(response.body);
    expect(events[0]?.event).toBe('citations');
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const final = done?.data as { answer: string; citations: Citation[] };
    expect(deltas.map((event) => (event.data as { text: string }).text).join('')).toBe(final.answer);
    expect(final.answer).toMatch(/staff member/);
  });

  it('refuses bad input with 400 and unknown bills with 404', async () => {
    const short = await call(admin, 'POST', '/api/ai/bill-question', { billId: TX_BILL, question: 'a' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 3 characters/);
    const badId = await call(admin, 'POST', '/api/ai/bill-question', { billId: 'HB1', question: 'What does it do?' });
    expect(badId.statusCode).toBe(400);
    const missing = await call(admin, 'POST', '/api/ai/bill-question', {
      billId: 'TX-892-HB-99999',
      question: 'What does it do?',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/TX-892-HB-99999/);
    const badVersion = await call(admin, 'POST', '/api/ai/bill-question', {
      billId: TX_BILL,
      question: 'What does it do?',
      billVersionId: 2_147_483_647,
    });
    expect(badVersion.statusCode).toBe(404);
    const tooLong = await call(admin, 'POST', '/api/ai/chat', { message: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    const badState = await call(admin, 'POST', '/api/ai/chat', { message: 'youth camps', stateCode: 'ZZ' });
    expect(badState.statusCode).toBe(400);
  });

  it('says plainly when nothing in the bill matches', async () => {
    const response = await call(admin, 'POST', '/api/ai/bill-question', {
      billId: TX_BILL,
      question: 'cryptocurrency mining electricity tariffs',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().citations).toEqual([]);
    expect(response.json().answer).toMatch(/No text in TX HB 1/);
  });

  it("keeps each user's bill chat history to themselves within the account", async () => {
    const history = await call(admin, 'GET', `/api/ai/bill-chat/history/${TX_BILL.toLowerCase()}`);
    expect(history.statusCode).toBe(200);
    const items = history.json().items as { role: string; content: string; citations: Citation[] }[];
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items[0]).toMatchObject({ role: 'user' });
    expect(items[1]).toMatchObject({ role: 'assistant' });
    expect(items[1]?.citations.length).toBeGreaterThan(0);
    for (const who of [colleague, outsider]) {
      const other = await call(who, 'GET', `/api/ai/bill-chat/history/${TX_BILL}`);
      expect(other.json().items).toEqual([]);
    }
    expect((await call(admin, 'GET', `/api/ai/bill-chat/history/${CO_BILL}`)).json().items).toEqual([]);
  });

  it('answers about a statute section from it and its code', async () => {
    const response = await call(admin, 'POST', '/api/ai/statute-chat', {
      statuteId: taxableServicesId,
      question: 'Is a security service a taxable service?',
    });
    expect(response.statusCode, response.body).toBe(200);
    const citations = response.json().citations as Citation[];
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.every((citation) => citation.kind === 'statute')).toBe(true);
    expect(citations.map((citation) => citation.label).join(' ')).toMatch(/TX Tax Code § 151\.0/);
    expect(response.json().answer.toLowerCase()).toContain('security service');
    const missing = await call(admin, 'POST', '/api/ai/statute-chat', { statuteId: 999_999, question: 'What?' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Statute section 999999 was not found');
  });

  it('answers about a regulation section', async () => {
    const response = await call(admin, 'POST', '/api/ai/reg-chat', {
      regId: regulationId,
      question: 'Is the sale of an aircraft to a certificated carrier exempt?',
    });
    expect(response.statusCode, response.body).toBe(200);
    const citations = response.json().citations as Citation[];
    expect(citations[0]).toMatchObject({ kind: 'regulation' });
    expect(citations[0]?.label).toMatch(/^34 TAC § 3\.280/);
    expect((await call(admin, 'POST', '/api/ai/reg-chat', { regId: 0, question: 'What?' })).statusCode).toBe(400);
  });

  it("chats across bills, statutes, regulations and the caller's account files only", async () => {
    const general = await call(admin, 'POST', '/api/ai/chat', {
      message: 'What must a youth camp emergency plan include?',
    });
    expect(general.statusCode, general.body).toBe(200);
    const kinds = (general.json().citations as Citation[]).map((citation) => citation.billId);
    expect(kinds).toContain(TX_BILL);

    const mine = await call(admin, 'POST', '/api/ai/chat', { message: 'zebra mussel inspection for boats' });
    const mineCitations = mine.json().citations as Citation[];
    expect(
      mineCitations.some((citation) => citation.kind === 'file' && citation.label === 'zebra-mussel-memo.txt'),
    ).toBe(true);
    const theirs = await call(outsider, 'POST', '/api/ai/chat', { message: 'zebra mussel inspection for boats' });
    expect((theirs.json().citations as Citation[]).some((citation) => citation.kind === 'file')).toBe(false);

    const colorado = await call(admin, 'POST', '/api/ai/chat', {
      message: 'youth camp emergency plan',
      stateCode: 'co',
      sources: ['bill_version'],
    });
    expect((colorado.json().citations as Citation[]).every((citation) => citation.billId?.startsWith('CO-'))).toBe(
      true,
    );

    const history = await call(admin, 'GET', '/api/ai/chat/history');
    expect(history.json().items.length).toBe(6);
    expect((await call(outsider, 'GET', '/api/ai/chat/history')).json().items.length).toBe(2);
  });

  it('gathers the passages and sources a question would use', async () => {
    const response = await call(admin, 'POST', '/api/ai/gather-context', {
      query: 'floodplain cabins',
      billId: TX_BILL,
      limit: 3,
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply.passages.length).toBeGreaterThan(0);
    expect(reply.passages.length).toBeLessThanOrEqual(3);
    expect(reply.passages[0].text.toLowerCase()).toMatch(/floodplain|floodway/);
    expect(reply.sources).toEqual([expect.objectContaining({ kind: 'bill_version', billId: TX_BILL })]);
    const scores = reply.passages.map((passage: { score: number }) => passage.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);

    const everywhere = await call(admin, 'POST', '/api/ai/gather-context', {
      query: 'sales tax on amusement services',
    });
    const perSource = new Map<string, number>();
    for (const passage of everywhere.json().passages as { kind: string; id: string }[]) {
      perSource.set(`${passage.kind}:${passage.id}`, (perSource.get(`${passage.kind}:${passage.id}`) ?? 0) + 1);
    }
    expect(Math.max(...perSource.values())).toBeLessThanOrEqual(3);
    expect(everywhere.json().sources[0]).toMatchObject({
      kind: 'regulation',
      label: '34 TAC § 3.298 (Amusement Services)',
    });
    const statutes = await call(admin, 'POST', '/api/ai/gather-context', {
      query: 'sales tax on amusement services',
      sources: ['statute'],
    });
    expect(statutes.json().sources[0]).toMatchObject({
      kind: 'statute',
      label: expect.stringMatching(/AMUSEMENT SERVICE/),
    });
    expect(statutes.json().sources.every((source: { kind: string }) => source.kind === 'statute')).toBe(true);
    const missing = await call(admin, 'POST', '/api/ai/gather-context', { query: 'tax', regId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/ai/gather-context', { query: 'tax', limit: 500 })).statusCode).toBe(400);
  });

  it("asks for a template's missing parameters in plain words and reads what the request names", async () => {
    const parameters = [
      { name: 'state', label: 'state', type: 'state' },
      { name: 'bill', label: 'bill', type: 'bill' },
      { name: 'audience', label: 'audience', type: 'choice', options: ['legislator', 'client', 'board'] },
      { name: 'company', label: 'company', type: 'company' },
      { name: 'notes', label: 'notes', type: 'text', required: false },
    ];
    const response = await call(admin, 'POST', '/api/ai/request-missing-params', {
      request: 'A one-pager on H.B. No. 1 in Texas for our board',
      parameters,
      provided: { company: 'Camp Ozark' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      complete: true,
      values: { state: 'TX', bill: 'HB 1', audience: 'board', company: 'Camp Ozark' },
      recognized: ['state', 'bill', 'audience'],
      missing: [],
      message: 'Nothing is missing: every required parameter has a value.',
    });

    const partial = await call(admin, 'POST', '/api/ai/request-missing-params', {
      request: 'A one-pager please',
      parameters,
      provided: { state: 'zz' },
    });
    const reply = partial.json();
    expect(reply.complete).toBe(false);
    expect(reply.missing.map((item: { name: string }) => item.name)).toEqual(['state', 'bill', 'audience', 'company']);
    expect(reply.message).toMatch(/^4 things are missing\. 1\. Which state should it cover/);
    expect(reply.missing[2].question).toBe('Which audience: legislator, client or board?');

    const question = await call(admin, 'POST', '/api/ai/request-missing-params', { request: 'tell me' });
    expect(question.json().missing).toEqual([expect.objectContaining({ name: 'topic' })]);
    const bad = await call(admin, 'POST', '/api/ai/request-missing-params', {
      parameters: [{ name: '1bad', label: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('summarizes a description with keywords', async () => {
    const text =
      'Lone Star Camps runs resident youth camps along the Guadalupe River in Texas. Our camps host 4,000 campers each summer. ' +
      'We follow legislation on youth camp safety, floodplain rules and emergency plans closely. ' +
      'Emergency plans, camper safety training and flood warning systems are our main policy concerns. ' +
      'We also track sales tax rules that apply to camp tuition.';
    const response = await call(admin, 'POST', '/api/initSetup/summarize', { text, maxSentences: 2, maxKeywords: 5 });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ provider: 'extractive', extractive: true });
    expect(reply.keywords.length).toBeLessThanOrEqual(5);
    expect(reply.keywords).toContain('youth camps');
    expect(reply.keywords).not.toContain('camps');
    expect(reply.summary.length).toBeLessThan(text.length);
    expect(text).toContain(reply.summary.split('. ')[0]);
    expect((await call(admin, 'POST', '/api/initSetup/summarize', { text: 'too short' })).statusCode).toBe(400);
  });
});
