import type { AiCitation } from '@statehouse/shared/ai/ai.schemas';
import type { AiReport } from '@statehouse/shared/ai-reports/ai-reports.schemas';
import type { Block, Citation, StructuredDocument } from '../../lib/documents/document';
import { findTemplate } from './ai-report-templates';

/** The longest quote a citation shows in a file's source list. */
const QUOTE_CHARS = 220;

/** Where a citation opens in the web app (the same links as the web's citationHref). */
export function citationPath(citation: AiCitation): string {
  switch (citation.kind) {
    case 'bill_version': {
      const params = new URLSearchParams({ tab: 'text', version: citation.id });
      if (citation.start !== undefined && citation.end !== undefined) {
        params.set('passage', `${citation.start}-${citation.end}`);
      }
      return `/bills/${encodeURIComponent(citation.billId ?? '')}?${params}`;
    }
    case 'statute':
      return `/statutes/${encodeURIComponent(citation.id)}`;
    case 'regulation':
      return `/regs/${encodeURIComponent(citation.id)}`;
    default:
      return '/storage';
  }
}

const citationKey = (citation: AiCitation) =>
  `${citation.kind}:${citation.id}:${citation.start ?? ''}-${citation.end ?? ''}`;

const shorten = (text: string) => {
  const squashed = text.replace(/\s+/g, ' ').trim();
  return squashed.length > QUOTE_CHARS ? `${squashed.slice(0, QUOTE_CHARS - 1).trimEnd()}…` : squashed;
};

/**
 * A section's text as bullets, each carrying the citations its [n] marks name: "Quote one. [1] Quote two. [2]"
 * becomes two items citing sources 1 and 2. The renderers then number sources across the whole document.
 */
function sectionBlocks(text: string, citations: AiCitation[], keyOf: (n: number) => string | undefined): Block[] {
  const items: { text: string; citations?: string[] }[] = [];
  const pattern = /((?:\s*\[\d+\])+)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    // The extractive provider writes each quote as a list line (- "..."); the bullet already says so.
    const segment = text
      .slice(last, match.index)
      .trim()
      .replace(/^[-•]\s*/, '');
    const ids = [...(match[1] ?? '').matchAll(/\[(\d+)\]/g)]
      .map((mark) => keyOf(Number(mark[1])))
      .filter((id): id is string => id !== undefined);
    if (segment) items.push({ text: segment, citations: ids });
    last = (match.index ?? 0) + (match[0]?.length ?? 0);
  }
  const rest = text.slice(last).trim();
  if (rest) items.push({ text: rest });
  if (items.length === 0 || citations.length === 0) return [{ kind: 'paragraph', text }];
  return [{ kind: 'bullets', items }];
}

/** A finished AI report as a structured document (PDF, DOCX, Markdown), its sources linking into the web app. */
export function aiReportDocument(report: AiReport, options: { siteUrl: string; organizationName?: string }) {
  const template = findTemplate(report.template);
  const citations: Citation[] = [];
  const seen = new Set<string>();
  const sections = report.sections.map((section) => {
    const byNumber = new Map<number, string>();
    for (const citation of section.citations) {
      const key = citationKey(citation);
      byNumber.set(citation.n, key);
      if (seen.has(key)) continue;
      seen.add(key);
      citations.push({
        id: key,
        text: `${citation.label}: "${shorten(citation.quote)}"`,
        url: `${options.siteUrl}${citationPath(citation)}`,
      });
    }
    return { heading: section.heading, blocks: sectionBlocks(section.text, section.citations, (n) => byNumber.get(n)) };
  });
  const labels = new Map((template?.parameters ?? []).map((parameter) => [parameter.name, parameter.label]));
  const parameterFacts = Object.entries(report.parameters).map(([name, value]) => ({
    label: (labels.get(name) ?? name).replace(/^./, (first) => first.toUpperCase()),
    value: String(value),
  }));
  const document: StructuredDocument = {
    title: report.templateName,
    subtitle: template?.description,
    coverFacts: [
      ...parameterFacts,
      {
        label: 'Written by',
        value: report.extractive
          ? 'Extractive (offline): quoted passages, no language model wrote or checked them'
          : (report.provider ?? 'AI model'),
      },
    ],
    generatedAt: report.completedAt ? new Date(report.completedAt) : new Date(report.createdAt),
    branding: { organizationName: options.organizationName ?? null },
    sections,
    citations,
  };
  return document;
}
