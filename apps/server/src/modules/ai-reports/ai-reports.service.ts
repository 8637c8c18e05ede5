import type { AiCitation, AiPassage } from '@statehouse/shared/ai/ai.schemas';
import type {
  AiReport,
  AiReportListItem,
  AiReportListReply,
  AiReportSection,
  AiReportStatus,
  AiReportTemplate,
  createAiReportRequestSchema,
} from '@statehouse/shared/ai-reports/ai-reports.schemas';
import { aiReportCategories } from '@statehouse/shared/ai-reports/ai-reports.schemas';
import type { z } from 'zod';
import { billChanges, billFigures } from '../../ai/bill-changes';
import { EXTRACTIVE_NOTICE } from '../../ai/extractive-provider';
import { type AiProvider, collectAnswer } from '../../ai/provider';
import { retrievePassages, type SearchScope, type SourceDocument } from '../../ai/retrieval';
import { quoteSpan, splitSentences, tidy } from '../../ai/text-analysis';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { findMissingParams } from '../ai/ai.service';
import { getBillText } from '../bills/bills.service';
import {
  describeTemplate,
  fillIn,
  findTemplate,
  type ReportTemplateDefinition,
  reportTemplates,
} from './ai-report-templates';
import {
  type AiReportRow,
  insertReport,
  selectBillId,
  selectReport,
  selectReports,
  updateReport,
} from './ai-reports.queries';

export type Caller = Pick<AuthUser, 'id' | 'accountId'>;
type Values = Record<string, string | number | boolean>;

/** How many passages each section is answered from, and the most sentences an extractive section quotes. */
const PASSAGES_PER_SECTION = 6;
const SENTENCES_PER_SECTION = 4;

/** What is stored in ai_reports.output while a report runs and once it is done. */
type ReportOutput = {
  templateName: string;
  progress: { done: number; total: number };
  sections: AiReportSection[];
  extractive?: boolean;
};

export function listTemplates(): { items: AiReportTemplate[]; categories: (typeof aiReportCategories)[number][] } {
  return { items: reportTemplates.map(describeTemplate), categories: [...aiReportCategories] };
}

/** A template by id, or a 400 naming the call that lists them. */
function requireTemplate(id: string): ReportTemplateDefinition {
  const template = findTemplate(id);
  if (!template) {
    throw new AppError(
      'VALIDATION_FAILED',
      `There is no AI report template called "${id}". GET /api/ai-reports/templates lists them.`,
    );
  }
  return template;
}

/**
 * The template's parameters from what was given: values that fit their type are kept, required ones left without
 * a value make a 400 whose message asks for them in plain words (the request-missing-params logic), and named
 * bills must exist.
 */
export async function checkParameters(
  db: Database,
  template: ReportTemplateDefinition,
  provided: Values,
): Promise<{ values: Values; billIds: string[] }> {
  const found = findMissingParams({ request: '', parameters: template.parameters, provided });
  if (!found.complete) {
    throw new AppError('VALIDATION_FAILED', found.message, { missing: found.missing });
  }
  const values = found.values;
  const billIds: string[] = [];
  for (const [billName, stateName] of [
    ['bill', 'state'],
    ['otherBill', 'otherState'],
  ] as const) {
    const bill = values[billName];
    if (bill === undefined) continue;
    const stateCode = values[stateName] === undefined ? undefined : String(values[stateName]);
    const id = await selectBillId(db, String(bill), stateCode);
    if (!id) {
      throw new AppError(
        'VALIDATION_FAILED',
        `No bill ${bill}${stateCode ? ` was found in ${stateCode}` : ' was found'}. Check the number and the state.`,
        { missing: [{ name: billName, label: billName === 'bill' ? 'bill' : 'second bill' }] },
      );
    }
    billIds.push(id);
  }
  return { values, billIds };
}

const outputOf = (row: AiReportRow): ReportOutput => {
  const output = (row.output ?? {}) as Partial<ReportOutput>;
  return {
    templateName: output.templateName ?? findTemplate(row.template)?.name ?? row.template,
    progress: output.progress ?? { done: 0, total: 0 },
    sections: output.sections ?? [],
    extractive: output.extractive,
  };
};

const toListItem = (row: AiReportRow): AiReportListItem => {
  const output = outputOf(row);
  return {
    id: row.id,
    template: row.template,
    templateName: output.templateName,
    parameters: row.parameters as Values,
    status: row.status as AiReportStatus,
    progress: output.progress,
    provider: row.provider,
    extractive: output.extractive ?? row.provider === 'extractive',
    error: row.error,
    createdAt: new Date(row.createdAt).toISOString(),
    completedAt: row.completedAt ? new Date(row.completedAt).toISOString() : null,
  };
};

export const toReport = (row: AiReportRow): AiReport => ({ ...toListItem(row), sections: outputOf(row).sections });

/**
 * POST /api/ai-reports: checks the template and parameters, stores the report as queued and starts writing it
 * after the reply (the caller polls GET /api/ai-reports/{id} for status and progress).
 */
export async function createReport({
  db,
  provider,
  log,
  caller,
  input,
}: {
  db: Database;
  provider: AiProvider;
  log?: { error: (obj: unknown, msg: string) => void };
  caller: Caller;
  input: z.output<typeof createAiReportRequestSchema>;
}): Promise<AiReport> {
  const template = requireTemplate(input.template);
  const { values, billIds } = await checkParameters(db, template, input.parameters);
  const row = await insertReport(db, {
    accountId: caller.accountId,
    userId: caller.id,
    template: template.id,
    parameters: values,
    output: { templateName: template.name, progress: { done: 0, total: template.sections.length }, sections: [] },
  });
  setImmediate(() => {
    runReport(db, provider, row, template, billIds).catch((error) =>
      log?.error(error, `AI report ${row.id} could not be recorded as failed`),
    );
  });
  return toReport(row);
}

/** The passages' sources: the named bills' latest texts, and where else the template searches. */
async function sourcesFor(
  db: Database,
  template: ReportTemplateDefinition,
  values: Values,
  billIds: string[],
  accountId: number,
): Promise<{ documents: SourceDocument[]; search?: SearchScope }> {
  const documents: SourceDocument[] = [];
  for (const billId of billIds) {
    const version = await getBillText({ db, id: billId });
    const [state = '', , type = '', number = ''] = version.billId.split('-');
    documents.push({
      kind: 'bill_version',
      id: String(version.billVersionId),
      billId: version.billId,
      label: `${state} ${type} ${number}, ${version.name}`,
      text: version.text,
    });
  }
  const stateCode = values.state === undefined ? undefined : String(values.state);
  const source = template.source;
  if (source.kind === 'search') return { documents, search: { sources: source.sources, stateCode, accountId } };
  if (source.kind === 'bill' && source.alsoSearch) {
    return { documents, search: { sources: source.alsoSearch, stateCode, accountId } };
  }
  return { documents };
}

/** An extractive answer's notice is said once for the whole report (report.extractive), not in every section. */
const withoutNotice = (text: string) => text.replace(EXTRACTIVE_NOTICE, '').trim();

/** Writes one section from its passages; nothing matching is said plainly rather than left blank. */
async function writeSection(
  db: Database,
  provider: AiProvider,
  heading: string,
  question: string,
  sources: { documents: SourceDocument[]; search?: SearchScope },
): Promise<AiReportSection> {
  const passages: AiPassage[] = await retrievePassages(db, {
    query: question,
    documents: sources.documents,
    search: sources.search,
    limit: PASSAGES_PER_SECTION,
  });
  if (passages.length === 0) {
    return { heading, text: 'Nothing in the sources read for this report speaks to this section.', citations: [] };
  }
  const { text, citations } = await collectAnswer(
    provider.answer(question, passages, {
      instructions: `Write the "${heading}" section of a report, in short plain sentences, citing passages by number.`,
      maxSentences: SENTENCES_PER_SECTION,
    }),
  );
  return { heading, text: withoutNotice(text), citations };
}

/** The most clauses and figures a "what the bill changes" section lists; the rest are counted. */
const CHANGES_LISTED = 12;
const FIGURE_SENTENCES_LISTED = 6;
const FIGURE_QUOTE_CHARS = 320;

const cutQuote = (text: string) => {
  const flat = tidy(text);
  if (flat.length <= FIGURE_QUOTE_CHARS) return flat;
  const at = flat.lastIndexOf(' ', FIGURE_QUOTE_CHARS);
  return `${flat.slice(0, at > 0 ? at : FIGURE_QUOTE_CHARS)}…`;
};

/**
 * What the bill changes, read from its text (decision 063): one line per clause that amends, adds or repeals law,
 * then the amounts, percentages and dates it sets with the sentence (and list) that sets them; each line cites the
 * passage. Facts, not a retrieval: the same with or without a model.
 */
export function writeChangesSection(heading: string, document: SourceDocument | undefined): AiReportSection {
  if (!document) return { heading, text: 'This report names no bill to read.', citations: [] };
  const text = document.text;
  const citations: AiCitation[] = [];
  const cite = (start: number, end: number) => {
    citations.push({
      n: citations.length + 1,
      kind: document.kind,
      id: document.id,
      ...(document.billId ? { billId: document.billId } : {}),
      label: document.label,
      start,
      end,
      quote: tidy(text.slice(start, end)),
    });
    return citations.length;
  };
  const lines: string[] = [];
  const changes = billChanges(text);
  for (const change of changes.slice(0, CHANGES_LISTED)) {
    lines.push(`- ${change.subject}: ${change.how}. [${cite(change.start, change.end)}]`);
  }
  if (changes.length > CHANGES_LISTED)
    lines.push(`- And ${changes.length - CHANGES_LISTED} more clauses that amend, add or repeal law.`);
  const figures = billFigures(text);
  const sentences = splitSentences(text);
  const bySentence = new Map<number, string[]>();
  for (const figure of figures) {
    const list = bySentence.get(figure.sentence.start) ?? [];
    list.push(figure.text);
    bySentence.set(figure.sentence.start, list);
  }
  const quoted: { start: number; end: number }[] = [];
  for (const [start, amounts] of [...bySentence.entries()].slice(0, FIGURE_SENTENCES_LISTED)) {
    const index = sentences.findIndex((span) => span.start === start);
    const span = quoteSpan(text, sentences, index);
    if (quoted.some((seen) => seen.start <= span.start && seen.end >= span.end)) continue;
    quoted.push(span);
    lines.push(
      `- ${amounts.join(', ')}: "${cutQuote(text.slice(span.start, span.end))}" [${cite(span.start, span.end)}]`,
    );
  }
  if (bySentence.size > FIGURE_SENTENCES_LISTED) {
    const rest = figures.filter(
      (figure) => ![...bySentence.keys()].slice(0, FIGURE_SENTENCES_LISTED).includes(figure.sentence.start),
    );
    lines.push(`- Also: ${rest.map((figure) => figure.text).join(', ')}.`);
  }
  if (lines.length === 0)
    return {
      heading,
      text: 'The text names no section of law it amends, adds or repeals, and sets no amount, percentage or date.',
      citations: [],
    };
  return { heading, text: lines.join('\n'), citations };
}

/** Runs a stored report: running with progress after each section, then done, or failed with a readable reason. */
export async function runReport(
  db: Database,
  provider: AiProvider,
  row: AiReportRow,
  template: ReportTemplateDefinition,
  billIds: string[],
): Promise<void> {
  const values = row.parameters as Values;
  const total = template.sections.length;
  const base = { templateName: template.name, extractive: provider.extractive };
  try {
    await updateReport(db, row.accountId, row.id, {
      status: 'running',
      provider: provider.name,
      output: { ...base, progress: { done: 0, total }, sections: [] },
    });
    const sources = await sourcesFor(db, template, values, billIds, row.accountId);
    const sections: AiReportSection[] = [];
    for (const section of template.sections) {
      sections.push(
        section.facts === 'changes'
          ? writeChangesSection(fillIn(section.heading, values), sources.documents[0])
          : await writeSection(
              db,
              provider,
              fillIn(section.heading, values),
              fillIn(section.question, values),
              sources,
            ),
      );
      await updateReport(db, row.accountId, row.id, {
        output: { ...base, progress: { done: sections.length, total }, sections },
      });
    }
    await updateReport(db, row.accountId, row.id, { status: 'done', completedAt: new Date() });
  } catch (error) {
    const message =
      error instanceof AppError ? error.message : 'The report could not be written. Try again in a moment.';
    await updateReport(db, row.accountId, row.id, { status: 'failed', error: message, completedAt: new Date() });
  }
}

export async function getReport({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Caller;
  id: string;
}): Promise<AiReportRow> {
  const row = await selectReport(db, caller.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', 'That AI report was not found in your account');
  return row;
}

export async function listReports({
  db,
  caller,
  page,
}: {
  db: Database;
  caller: Caller;
  page: { page: number; pageSize: number };
}): Promise<AiReportListReply> {
  const { rows, total } = await selectReports(db, caller.accountId, {
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  return { items: rows.map(toListItem), total };
}
