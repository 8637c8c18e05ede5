export type SnippetPart = { text: string; marked: boolean };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return entities[entity.toLowerCase()] ?? match;
  });

/** A server snippet (escaped text, matches in <mark>) as text parts; no other markup survives. */
export function parseSnippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const token of snippet.split(/(<\/?mark\s*>)/i)) {
    if (/^<mark\s*>$/i.test(token)) marked = true;
    else if (/^<\/mark\s*>$/i.test(token)) marked = false;
    else {
      const text = decode(token.replace(/<[^>]*>/g, ''));
      if (text) parts.push({ text, marked });
    }
  }
  return parts;
}
