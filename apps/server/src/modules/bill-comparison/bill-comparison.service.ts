import type { AiCitation } from '@statehouse/shared/ai/ai.schemas';
import type {
  BillComparison,
  ChangedSection,
  ComparedVersion,
  ComparisonRequest,
  ComparisonSummary,
  RedlineSegment,
  TouchedStatute,
} from '@statehouse/shared/bill-comparison/bill-comparison.schemas';
import { amountPattern } from '../../ai/bill-changes';
import type { AiProvider } from '../../ai/provider';
import type { Database } from '../../db/client';
import { extractStatuteCitations } from '../../ingest/statute-citations/statute-citations.extract';
import { selectSectionTargets } from '../../ingest/statute-citations/statute-citations.queries';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { splitSections } from '../../text-reuse/sections';
import {
  insertComparison,
  selectBillVersion,
  selectComparison,
  selectVersionTexts,
  type VersionRow,
} from './bill-comparison.queries';
import { changedSections } from './changed-sections';
import { diffBySections } from './section-alignment';
import { type DiffSpan, diffWords, spanText } from './word-diff';

// Bill comparison (decision 045): a word-level redline of two versions (of one bill or two), the sections it
// changes with the statute sections each touches, stored for the account so the plain-language account can be
// asked for afterwards by id.

const AMOUNT_LIMIT = 40;

type Side = VersionRow & { versionId: number; versionName: string; text: string };

async function loadSide(db: Database, side: ComparisonRequest['left'], which: string): Promise<Side> {
  const { billId } = side;
  const row = await selectBillVersion(db, billId, side.versionId);
  if (!row) throw new AppError('NOT_FOUND', `Bill ${billId} was not found`);
  if (row.versionId === null || row.versionName === null) {
    if (side.versionId !== undefined)
      throw new AppError('NOT_FOUND', `Bill ${billId} has no version ${side.versionId}`);
    throw new AppError('BAD_REQUEST', `Bill ${billId} has no version text to compare (${which})`);
  }
  if (!row.text?.trim())
    throw new AppError('BAD_REQUEST', `${row.identifier} ${row.versionName} has no text to compare (${which})`);
  return row as Side;
}

const describeSide = (side: Side): ComparedVersion => ({
  billId: side.billId,
  identifier: side.identifier,
  stateCode: side.stateCode,
  title: side.title,
  versionId: side.versionId,
  versionName: side.versionName,
  versionDate: side.versionDate,
  words: side.text.match(/\S+/g)?.length ?? 0,
});

/**
 * The redline's segments, cut where a section of the side they show begins (the right text for equal and inserted
 * words, the left for deleted ones); such a segment carries the section's label, so the page can break the text there.
 */
export function redlineSegments(spans: readonly DiffSpan[], left: string, right: string): RedlineSegment[] {
  const starts = (text: string) =>
    new Map(
      splitSections(text)
        .filter((section) => section.number > 0)
        .map((section) => [section.start, section.label]),
    );
  const leftStarts = starts(left);
  const rightStarts = starts(right);
  const segments: RedlineSegment[] = [];
  for (const span of spans) {
    const onLeft = span.op === 'delete';
    const text = onLeft ? left : right;
    const sectionAt = onLeft ? leftStarts : rightStarts;
    const from = onLeft ? span.leftStart : span.rightStart;
    const to = onLeft ? span.leftEnd : span.rightEnd;
    const points = [from, ...[...sectionAt.keys()].filter((at) => at > from && at < to).sort((a, b) => a - b), to];
    for (let index = 0; index + 1 < points.length; index += 1) {
      const start = points[index] as number;
      const end = points[index + 1] as number;
      if (end <= start) continue;
      const section = sectionAt.get(start);
      segments.push({ op: span.op, text: text.slice(start, end), ...(section ? { section } : {}) });
    }
  }
  return segments.length ? segments : spans.map((span) => ({ op: span.op, text: spanText(span, left, right) }));
}

/** Statute sections a section's text refers to, linked to the stored sections when they are loaded. */
async function statutesOf(
  db: Database,
  texts: readonly { text: string; state: string }[],
): Promise<TouchedStatute[][]> {
  const found = texts.map(({ text, state }) => {
    const seen = new Set<string>();
    return extractStatuteCitations(text, state).filter((citation) => {
      const key = `${citation.code}|${citation.section}|${citation.kind}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
  const keys = new Map<string, { jurisdictionId: string; code: string; section: string }>();
  for (const citation of found.flat())
    keys.set(`${citation.jurisdictionId}|${citation.code}|${citation.section}`, citation);
  const targets = await selectSectionTargets(db, [...keys.values()]);
  const target = (table: string, citation: { jurisdictionId: string; code: string; section: string }) =>
    targets.find(
      (item) =>
        item.table === table &&
        item.jurisdictionId === citation.jurisdictionId &&
        item.code === citation.code &&
        item.section === citation.section,
    )?.id ?? null;
  return found.map((citations) =>
    citations.map((citation) => ({
      code: citation.code,
      section: citation.section,
      kind: citation.kind,
      statuteSectionId: target('statute', citation),
      regulationSectionId: target('regulation', citation),
    })),
  );
}

export async function compareBills({
  db,
  caller,
  input,
}: {
  db: Database;
  caller: AuthUser;
  input: ComparisonRequest;
}): Promise<BillComparison> {
  const left = await loadSide(db, input.left, 'left');
  const right = await loadSide(db, input.right, 'right');
  if (left.versionId === right.versionId) throw new AppError('BAD_REQUEST', 'Choose two different versions to compare');

  // Versions of one bill: one diff over the whole text (decision 045); two bills: section by section (063).
  const diff = left.billId === right.billId ? diffWords(left.text, right.text) : diffBySections(left.text, right.text);
  const segments = redlineSegments(diff.spans, left.text, right.text);
  const changes = changedSections(diff.spans, left.text, right.text);
  const statutes = await statutesOf(
    db,
    changes.map((change) => ({
      text: change.text,
      state: change.status === 'removed' ? left.stateCode : right.stateCode,
    })),
  );
  const sections: ChangedSection[] = changes.map(({ text: _text, ...change }, index) => ({
    ...change,
    statutes: statutes[index] ?? [],
  }));
  const amounts: BillComparison['amounts'] = [];
  for (const segment of segments) {
    if (segment.op === 'equal') continue;
    for (const match of segment.text.matchAll(amountPattern))
      if (amounts.length < AMOUNT_LIMIT) amounts.push({ op: segment.op, text: match[0] });
  }
  const result = {
    left: describeSide(left),
    right: describeSide(right),
    sameBill: left.billId === right.billId,
    redline: {
      segments,
      insertedWords: diff.spans.filter((span) => span.op === 'insert').reduce((sum, span) => sum + span.words, 0),
      deletedWords: diff.spans.filter((span) => span.op === 'delete').reduce((sum, span) => sum + span.words, 0),
      aligned: diff.aligned,
    },
    sections,
    amounts,
  };
  const stored = await insertComparison(db, {
    accountId: caller.accountId,
    userId: caller.id,
    leftVersionId: left.versionId,
    rightVersionId: right.versionId,
    result,
  });
  return { id: stored.id, createdAt: new Date(stored.createdAt).toISOString(), ...result };
}

async function requireComparison(db: Database, user: AuthUser, id: string) {
  const row = await selectComparison(db, user.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Comparison not found');
  return row.result as unknown as Omit<BillComparison, 'id' | 'createdAt'>;
}

const name = (version: ComparedVersion) => `${version.identifier} (${version.versionName})`;
const statuteList = (statutes: readonly TouchedStatute[]) =>
  statutes
    .slice(0, 6)
    .map((statute) => `${statute.code.replace(/^[A-Z]{2} /, '')} § ${statute.section}`)
    .join(', ') + (statutes.length > 6 ? ` and ${statutes.length - 6} more` : '');
/** Sections described one by one; the rest are counted. */
const POINT_LIMIT = 15;

/** The account of changes built from the redline itself: sections added, removed and changed, amounts, statutes. */
function offlineAccount(
  comparison: Omit<BillComparison, 'id' | 'createdAt'>,
  texts: Map<number, string>,
): Omit<ComparisonSummary, 'id' | 'provider' | 'extractive'> {
  const { left, right, sections, redline, amounts } = comparison;
  const citations: AiCitation[] = [];
  const cite = (version: ComparedVersion, label: string, start: number, end: number) => {
    const text = texts.get(version.versionId) ?? '';
    const quote = text
      .slice(start, Math.min(end, start + 400))
      .replace(/\s+/g, ' ')
      .trim();
    citations.push({
      n: citations.length + 1,
      kind: 'bill_version',
      id: String(version.versionId),
      billId: version.billId,
      label: `${name(version)}, ${label}`,
      start,
      end,
      quote,
    });
    return citations.length;
  };
  const points: ComparisonSummary['points'] = [];
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const section of sections) counts[section.status] += 1;
  points.push({
    text: `${name(right)} compared with ${name(left)}: ${redline.insertedWords} words inserted and ${redline.deletedWords} deleted; ${counts.added} sections added, ${counts.removed} removed and ${counts.changed} changed.${redline.aligned ? '' : ' The texts differ too much to align word by word, so the whole text is shown as replaced.'}`,
    citations: [],
  });
  for (const section of sections.slice(0, POINT_LIMIT)) {
    const touched = section.statutes.length ? ` It refers to ${statuteList(section.statutes)}.` : '';
    if (section.status === 'added' && section.rightStart !== null && section.rightEnd !== null) {
      const n = cite(right, section.label, section.rightStart, section.rightEnd);
      points.push({ text: `${section.label} is new: “${section.excerpt}” [${n}]${touched}`, citations: [n] });
    } else if (section.status === 'removed' && section.leftStart !== null && section.leftEnd !== null) {
      const n = cite(left, section.label, section.leftStart, section.leftEnd);
      points.push({
        text: `${section.label} of ${name(left)} was removed: “${section.excerpt}” [${n}]${touched}`,
        citations: [n],
      });
    } else if (section.rightStart !== null && section.rightEnd !== null) {
      const n = cite(right, section.label, section.rightStart, section.rightEnd);
      const renumbered =
        section.leftLabel && section.leftLabel !== section.label ? ` (${section.leftLabel} before)` : '';
      const what = [
        section.firstInserted ? `inserts “${section.firstInserted}”` : '',
        section.firstDeleted ? `deletes “${section.firstDeleted}”` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      points.push({
        text: `${section.label}${renumbered} changed (${section.insertedWords} words inserted, ${section.deletedWords} deleted): it ${what} [${n}].${touched}`,
        citations: [n],
      });
    }
  }
  if (sections.length > POINT_LIMIT)
    points.push({
      text: `${sections.length - POINT_LIMIT} more sections changed; see the list of sections.`,
      citations: [],
    });
  if (amounts.length) {
    const inserted = amounts.filter((amount) => amount.op === 'insert').map((amount) => amount.text);
    const deleted = amounts.filter((amount) => amount.op === 'delete').map((amount) => amount.text);
    points.push({
      text: `Amounts and dates: ${[inserted.length ? `inserted ${inserted.join(', ')}` : '', deleted.length ? `deleted ${deleted.join(', ')}` : ''].filter(Boolean).join('; ')}.`,
      citations: [],
    });
  }
  return {
    summary: points.map((point) => point.text).join('\n\n'),
    points,
    citations,
  };
}

/** GET /api/bills/comparison-ai/{id}: the account of changes, written by the model when one is configured. */
export async function summarizeComparison({
  db,
  provider,
  caller,
  id,
}: {
  db: Database;
  provider: AiProvider;
  caller: AuthUser;
  id: string;
}): Promise<ComparisonSummary> {
  const comparison = await requireComparison(db, caller, id);
  const texts = new Map(
    (await selectVersionTexts(db, [comparison.left.versionId, comparison.right.versionId])).map((row) => [
      row.id,
      row.text,
    ]),
  );
  const account = offlineAccount(comparison, texts);
  if (provider.extractive || !provider.complete) return { id, provider: provider.name, extractive: true, ...account };
  // A model rewrites the same points in plain language, keeping their [n] citations.
  const summary = await provider.complete([
    {
      role: 'system',
      content:
        'You explain to a non-lawyer what changed between two versions of legislation. Use only the facts given. Keep every [n] citation marker next to the fact it supports. Write short paragraphs, no headings.',
    },
    {
      role: 'user',
      content: `${account.points.map((point) => point.text).join('\n')}\n\nCited passages:\n${account.citations.map((citation) => `[${citation.n}] ${citation.label}: ${citation.quote}`).join('\n')}`,
    },
  ]);
  return { id, provider: provider.name, extractive: false, ...account, summary: summary.trim() || account.summary };
}
