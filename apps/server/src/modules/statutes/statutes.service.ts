import { billStatusLabel } from '@statehouse/shared/reference/bill-status';
import { getStateName } from '@statehouse/shared/reference/states';
import {
  formatCitation,
  parseCodeName,
  parseSectionReference,
  pickVariant,
  sectionLabel,
} from '@statehouse/shared/statutes/citations';
import {
  type CitationSuggestions,
  LAW_SECTION_BILLS_LIMIT,
  type LawCodesReply,
  type LawKind,
  type LawSearchParams,
  type LawSearchReply,
  type LawSectionDetail,
  type LawSectionRef,
  type LawTreeLevel,
  type LawTreeReply,
} from '@statehouse/shared/statutes/statutes.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { HierarchyLevel } from '../../db/schema/statutes';
import { AppError } from '../../lib/app-error';
import { anyOfTerms, extractPassages, OFFLINE_ANSWER_NOTE, questionTerms } from './offline-question';
import { formatTreePath, type PathLevel, parseTreePath } from './section-order';
import {
  type CodeFilter,
  countSearch,
  planSearch,
  selectCodeNames,
  selectFacets,
  selectSearchPage,
  selectSectionTexts,
} from './statutes.search.queries';
import {
  type SectionRow,
  selectCitedSections,
  selectCitingBills,
  selectNearSections,
  selectNeighbour,
  selectSection,
  selectSessionLaws,
  selectSessionStart,
  selectTitleEdge,
  selectTitles,
  selectVersions,
} from './statutes.section.queries';
import {
  type SectionRefRow,
  selectCodes,
  selectPathHierarchy,
  selectSectionsUnder,
  selectTreeNodes,
} from './statutes.tree.queries';

const kindName = (kind: LawKind) => (kind === 'statute' ? 'Statute section' : 'Regulation section');

const toRef = (row: SectionRefRow): LawSectionRef => ({
  id: row.id,
  section: row.section,
  variant: row.variant,
  heading: row.heading,
  label: sectionLabel(row),
});

/** The code name on screen: 'Tax Code', 'D.C. Code', '27 CFR' (a section label without its number). */
const codeLabel = (code: { jurisdictionCode: string; code: string }) =>
  sectionLabel({ ...code, section: '' }).replace(/ § $/, '');

// ------------------------------------------------------------------------------------------------- codes and tree

export async function listCodes({ db, kind }: { db: Database; kind: LawKind }): Promise<LawCodesReply> {
  const rows = await selectCodes(db, kind);
  return {
    data: rows.map((row) => ({
      ...row,
      jurisdictionName: getStateName(row.jurisdictionCode) ?? row.jurisdictionCode,
      label: codeLabel(row),
    })),
  };
}

/**
 * The stored codes a code name stands for: the stored form itself ('TX Tax Code', any case), or a name as cited
 * ('Tax Code', 'D.C. Code', '27 C.F.R.'), placed by `stateCode` when given.
 */
async function matchCodes(db: Database, kind: LawKind, name: string, stateCode: string | undefined) {
  const stored = await selectCodeNames(db, kind);
  const cited = parseCodeName(name, stateCode);
  const lower = name.trim().toLowerCase();
  return stored.filter(
    (code) =>
      (stateCode === undefined || code.jurisdictionCode === stateCode) &&
      (code.code.toLowerCase() === lower ||
        (cited !== null &&
          (cited.jurisdictionCode === null
            ? code.code.toLowerCase().endsWith(` ${cited.code.toLowerCase()}`)
            : code.jurisdictionCode === cited.jurisdictionCode &&
              code.code.toLowerCase() === cited.code.toLowerCase()))),
  );
}

const levelsOf = (hierarchy: readonly HierarchyLevel[]): LawTreeLevel[] =>
  hierarchy.map((level, index) => ({
    level: level.level,
    num: level.num,
    heading: level.heading ?? null,
    path: formatTreePath(hierarchy.slice(0, index + 1)),
  }));

export async function getTree({
  db,
  kind,
  query,
}: {
  db: Database;
  kind: LawKind;
  query: { code: string; state?: string; path?: string };
}): Promise<LawTreeReply> {
  const [code, other] = await matchCodes(db, kind, query.code, query.state);
  if (!code)
    throw new AppError(
      'NOT_FOUND',
      `No ${kind === 'statute' ? 'statutory' : 'administrative'} code named "${query.code}" is loaded`,
    );
  if (other)
    throw new AppError(
      'BAD_REQUEST',
      `"${query.code}" names codes of several states: add state (${code.jurisdictionCode}, ${other.jurisdictionCode}, ...)`,
    );
  const levels = parseTreePath(query.path);
  let path: LawTreeLevel[] = [];
  if (levels.length) {
    const found = await selectPathHierarchy(db, kind, code, levels);
    if (!found) throw new AppError('NOT_FOUND', `${codeLabel(code)} has no ${query.path}`);
    path = levelsOf(found.hierarchy.slice(0, levels.length));
  }
  const [nodes, sections] = [
    await selectTreeNodes(db, kind, code, levels),
    await selectSectionsUnder(db, kind, code, levels),
  ];
  return {
    jurisdictionCode: code.jurisdictionCode,
    code: code.code,
    label: codeLabel(code),
    path,
    nodes: nodes.map((node) => ({
      level: node.level,
      num: node.num,
      heading: node.heading,
      path: formatTreePath([...levels, node]),
      sectionCount: node.sectionCount,
    })),
    sections: sections.map(toRef),
  };
}

// ------------------------------------------------------------------------------------------------------- search

/** The stored codes the `code` filter names; null without the filter. */
async function codeFilterOf(db: Database, kind: LawKind, params: LawSearchParams): Promise<CodeFilter | null> {
  if (!params.code) return null;
  const matched = await matchCodes(db, kind, params.code, params.state);
  return matched.map((code) => code.code);
}

export async function searchLaw({
  db,
  kind,
  params,
}: {
  db: Database;
  kind: LawKind;
  params: LawSearchParams;
}): Promise<LawSearchReply> {
  const text =
    (params.searchMode === 'ai' ? (params.query ?? params.aiQuery) : (params.query ?? params.wordQuery)) ?? null;
  const terms = params.searchMode === 'ai' && text ? questionTerms(text) : [];
  if (params.searchMode === 'ai' && text && terms.length === 0) {
    throw new AppError(
      'BAD_REQUEST',
      'The question has no words to search for: say what it is about, e.g. "Is food taxed?"',
    );
  }
  const method = !text ? 'filters-only' : params.searchMode === 'ai' ? 'offline-question' : 'full-text';
  const tsquery = !text
    ? null
    : method === 'offline-question'
      ? sql`websearch_to_tsquery('english', ${anyOfTerms(terms)})`
      : sql`websearch_to_tsquery('english', ${text})`;
  const code = await codeFilterOf(db, kind, params);
  const plan = planSearch(kind, params, code, tsquery);
  const rows = await selectSearchPage(db, plan, params);
  const total = rows[0]?.total ?? (params.page > 1 ? await countSearch(db, plan) : 0);
  const facets = await selectFacets(db, plan, code !== null && code.length === 1);
  let answer: LawSearchReply['answer'] = null;
  if (method === 'offline-question' && params.page === 1 && rows.length) {
    const best = rows.slice(0, 3);
    const texts = await selectSectionTexts(
      db,
      kind,
      best.map((row) => row.id),
    );
    const ordered = best.flatMap((row) => texts.filter((item) => item.id === row.id));
    const passages = extractPassages(ordered, terms);
    answer = {
      method: 'offline-question',
      note: OFFLINE_ANSWER_NOTE,
      passages: passages.map((passage) => {
        const row = best.find((item) => item.id === passage.id);
        return {
          id: passage.id,
          label: row ? sectionLabel(row) : '',
          heading: row?.heading ?? null,
          text: passage.text,
        };
      }),
    };
  }
  const facetValue = (row: { value: string; label: string | null; count: number }) => ({
    value: row.value,
    label: row.label ?? row.value,
    count: row.count,
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind,
      jurisdictionCode: row.jurisdictionCode,
      code: row.code,
      section: row.section,
      variant: row.variant,
      heading: row.heading,
      label: sectionLabel(row),
      citation: formatCitation(row),
      hierarchy: row.hierarchy,
      snippet: row.snippet,
      rank: row.rank,
    })),
    total,
    page: params.page,
    pageSize: params.pageSize,
    method,
    query: text,
    terms,
    answer,
    facets: {
      codes: facets.codes.map((row) => ({
        ...facetValue(row),
        label: codeLabel({ jurisdictionCode: row.jurisdictionCode, code: row.value }),
        jurisdictionCode: row.jurisdictionCode,
      })),
      titles: facets.titles.map(facetValue),
      chapters: facets.chapters.map(facetValue),
      parts: facets.parts.map(facetValue),
    },
  };
}

// ------------------------------------------------------------------------------------------------------ a section

/** Before and after the section in code order: within its title, else the last / first of the adjacent title. */
async function neighbours(db: Database, kind: LawKind, row: SectionRow) {
  let [previous, next] = [
    await selectNeighbour(db, kind, row, 'previous', { value: row.title }),
    await selectNeighbour(db, kind, row, 'next', { value: row.title }),
  ];
  if (!previous || !next) {
    const titles = (await selectTitles(db, kind, row)).sort(compareTitles);
    const at = titles.indexOf(row.title);
    const before = titles[at - 1];
    const after = titles[at + 1];
    if (!previous && before !== undefined) previous = await selectTitleEdge(db, kind, row, before, 'last');
    if (!next && after !== undefined) next = await selectTitleEdge(db, kind, row, after, 'first');
  }
  return { previous, next };
}

/** Titles in code order: by number, then by the rest ('2' < '10' < '10A'); none last. */
function compareTitles(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const [na, nb] = [Number.parseInt(a, 10), Number.parseInt(b, 10)];
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) return na - nb;
  return a.localeCompare(b, 'en');
}

export async function getSection({
  db,
  kind,
  id,
  subsection = null,
}: {
  db: Database;
  kind: LawKind;
  id: number;
  subsection?: string | null;
}): Promise<LawSectionDetail> {
  const row = await selectSection(db, kind, id);
  if (!row) throw new AppError('NOT_FOUND', `${kindName(kind)} not found`);
  const breadcrumb = levelsOf(row.hierarchy);
  const container = row.hierarchy.map((level): PathLevel => ({ level: level.level, num: level.num }));
  const parentLevel = breadcrumb.at(-1);
  const siblings = parentLevel ? await selectSectionsUnder(db, kind, row, container) : [];
  const { previous, next } = await neighbours(db, kind, row);
  const versions = await selectVersions(db, kind, row);
  const cited = await selectCitedSections(db, kind, row);
  const bills = await selectCitingBills(db, kind, row, LAW_SECTION_BILLS_LIMIT);
  const sessionLaws = await selectSessionLaws(db, row);
  return {
    ...row,
    kind,
    label: sectionLabel(row),
    citation: formatCitation(row),
    subsection,
    breadcrumb,
    parent: parentLevel ? { ...parentLevel, children: siblings.map(toRef) } : null,
    previous: previous ? toRef(previous) : null,
    next: next ? toRef(next) : null,
    variants: versions.map(toRef),
    citedSections: cited,
    bills: {
      total: bills.total,
      data: bills.rows.map((bill) => ({ ...bill, statusLabel: billStatusLabel(bill.status) ?? String(bill.status) })),
    },
    sessionLaws: sessionLaws.map((law) => ({
      lawNumber: law.lawNumber,
      shortTitle: law.shortTitle,
      lawType: law.lawType,
      effectiveOn: law.effectiveOn,
      billNumber: law.billNumber,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------- citations

const SUGGESTION_COUNT = 5;

/**
 * GET /api/statutes/{statutoryCode}/{reference}: a citation as written ("Tax Code" + "151.0101", "27 CFR" +
 * "447.11") to the section, statute or regulation. A code we hold but a number we do not: 404 with the closest
 * sections in `details.suggestions`. Where a code prints two versions of the section, the one in effect when the
 * session began (stateCode + sessionCode), else today.
 */
export async function resolveCitation({
  db,
  params,
  query,
  today = new Date().toISOString().slice(0, 10),
}: {
  db: Database;
  params: { statutoryCode: string; reference: string };
  query: { stateCode?: string; sessionCode?: string };
  today?: string;
}): Promise<LawSectionDetail> {
  const reference = parseSectionReference(params.reference);
  if (!reference) {
    throw new AppError(
      'BAD_REQUEST',
      `"${params.reference}" is not a section number: write it as cited, e.g. 151.0101 or 2-1402.11`,
    );
  }
  let asOf = today;
  if (query.sessionCode) {
    if (!query.stateCode) throw new AppError('BAD_REQUEST', 'sessionCode needs a stateCode');
    const start = await selectSessionStart(db, query.stateCode, query.sessionCode.toUpperCase());
    if (start === undefined) throw new AppError('NOT_FOUND', `No session ${query.sessionCode} in ${query.stateCode}`);
    if (start) asOf = start;
  }
  const candidates: { kind: LawKind; code: { jurisdictionCode: string; code: string } }[] = [];
  for (const kind of ['statute', 'regulation'] as const) {
    for (const code of await matchCodes(db, kind, params.statutoryCode, query.stateCode))
      candidates.push({ kind, code });
  }
  if (candidates.length === 0) {
    const held = [...(await selectCodeNames(db, 'statute')), ...(await selectCodeNames(db, 'regulation'))]
      .map(codeLabel)
      .sort();
    throw new AppError(
      'NOT_FOUND',
      `No code named "${params.statutoryCode}"${query.stateCode ? ` in ${query.stateCode}` : ''} is loaded. Codes held: ${held.join(', ')}`,
      { suggestions: [] } satisfies CitationSuggestions,
    );
  }
  for (const candidate of candidates) {
    const versions = await selectVersions(db, candidate.kind, { ...candidate.code, section: reference.section });
    if (versions.length) {
      const chosen =
        versions[
          pickVariant(
            versions.map((version) => version.variant),
            asOf,
          )
        ] ?? versions[0];
      if (chosen) return getSection({ db, kind: candidate.kind, id: chosen.id, subsection: reference.subsection });
    }
  }
  const suggestions: CitationSuggestions['suggestions'] = [];
  for (const candidate of candidates) {
    for (const row of await selectNearSections(
      db,
      candidate.kind,
      candidate.code,
      reference.section,
      SUGGESTION_COUNT,
    )) {
      suggestions.push({ ...toRef(row), kind: candidate.kind, code: row.code, jurisdictionCode: row.jurisdictionCode });
    }
  }
  const [first] = candidates;
  const label = first ? sectionLabel({ ...first.code, section: reference.section }) : reference.section;
  throw new AppError('NOT_FOUND', `${label} is not among the sections held; the closest are suggested`, {
    suggestions: suggestions.slice(0, SUGGESTION_COUNT),
  } satisfies CitationSuggestions);
}
