export type SnippetPart = { text: string; marked: boolean };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities an HTML-escaped snippet may hold (named ones above and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return entities[entity.toLowerCase()] ?? match;
  });
}

/**
 * Splits a server snippet (HTML-escaped text with matches in <mark>…</mark>) into plain text parts. Only <mark>
 * survives; any other tag is dropped, so nothing from the source is ever inserted as HTML.
 */
export function parseSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const token of snippet.split(/(<\/?mark\s*>)/i)) {
    if (/^<mark\s*>$/i.test(token)) {
      marked = true;
      continue;
    }
    if (/^<\/mark\s*>$/i.test(token)) {
      marked = false;
      continue;
    }
    const text = decodeEntities(token.replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, marked });
  }
  return parts;
}
