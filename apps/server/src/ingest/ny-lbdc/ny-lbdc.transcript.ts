import { RecordError } from '../core/errors';
import { monthNumber } from '../loaders/records';

export type TranscriptKind = 'hearing' | 'floor';

export type Transcript = {
  kind: TranscriptKind;
  /** Hearing: the cover page's title; floor: `Senate Regular Session` (or Extraordinary, ...). */
  title: string;
  date: string;
  /** `HH:MM` local (Albany) time, null when the cover gives none. */
  time: string | null;
  location: string | null;
  /** Line numbers and page numbers removed, leading indentation kept relative, a form feed between pages. */
  text: string;
  firstPage: number;
  pageCount: number;
};

const dateRe =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{1,2}),?\s+(\d{4})\b/i;
const timeRe = /\b(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\b\.?/i;
const dashLine = /^\s*-{5,}\s*$/;

/** UTF-8 when the bytes are valid UTF-8, else Latin-1 (the older floor transcripts). */
export function decodeTranscript(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * Splits stenographic text into pages of content lines. Page numbers (a number alone on a line, far to
 * the right, or above 25 at the margin, or `Page 12`) and form feeds start pages; line numbers (1-25 at the left
 * margin, increasing within a page) are removed; blank lines are dropped.
 */
export function transcriptPages(raw: string): { pages: string[][]; firstPage: number } {
  const pages: { number: number | null; lines: string[] }[] = [{ number: null, lines: [] }];
  let lastLineNo = 0;
  const current = () => pages[pages.length - 1] as { number: number | null; lines: string[] };
  const newPage = (number: number | null) => {
    if (current().lines.length > 0) pages.push({ number, lines: [] });
    else if (number !== null) current().number = number;
    lastLineNo = 0;
  };
  for (const physical of raw.replace(/\r\n?/g, '\n').split('\n')) {
    let line = physical.replace(/\t/g, '    ');
    if (line.includes('\f')) {
      newPage(null);
      line = line.replace(/\f/g, '');
    }
    line = line.replace(/\s+$/, '');
    if (line === '') continue;
    const labelled = /^\s*Page\s+(\d{1,5})$/i.exec(line);
    if (labelled) {
      newPage(Number(labelled[1]));
      continue;
    }
    const bare = /^(\s*)[^\w\s]{0,3}\s*(\d{1,5})$/.exec(line);
    if (bare) {
      const value = Number(bare[2]);
      if (indentOf(line) >= 30 || value > 25) {
        newPage(value);
        continue;
      }
      // A line number on an empty line.
      if (value > lastLineNo && value <= 25) {
        lastLineNo = value;
        continue;
      }
    }
    const numbered = /^(\s{0,14})(\d{1,2})(?=\s{2,}\S|\s*$)/.exec(line);
    if (numbered) {
      const value = Number(numbered[2]);
      if (value > lastLineNo && value <= 25) {
        lastLineNo = value;
        line = ' '.repeat(numbered[0].length) + line.slice(numbered[0].length);
        if (line.trim() === '') continue;
      }
    }
    current().lines.push(line);
  }
  const kept = pages.filter((page) => page.lines.length > 0);
  // A short header before the first numbered page (`SESSION / January 17, 2001 / REGULAR`) belongs to it.
  const [head, next] = kept;
  if (head && next && head.number === null && next.number !== null && head.lines.length <= 5) {
    next.lines.unshift(...head.lines);
    kept.shift();
  }
  const margin = Math.min(...kept.flatMap((page) => page.lines.map(indentOf)));
  const firstNumber = kept[0]?.number ?? kept[1]?.number;
  const firstPage =
    kept[0]?.number ?? (firstNumber !== null && firstNumber !== undefined ? Math.max(1, firstNumber - 1) : 1);
  return { pages: kept.map((page) => page.lines.map((line) => line.slice(margin))), firstPage };
}

const collapse = (value: string): string => value.replace(/\s+/g, ' ').trim();

function dateOf(match: RegExpExecArray): string {
  const month = monthNumber(match[1] ?? '');
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(Number(match[2])).padStart(2, '0')}`;
}

function timeOf(match: RegExpExecArray): string {
  let hours = Number(match[1]) % 12;
  if ((match[3] ?? '').toLowerCase() === 'p') hours += 12;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** `05-18-11 Valesky Aging Test.txt`, `1993-03-10T1210`, `011701.V1`, `SenateLD123121.txt` -> date (and time). */
export function dateFromFileName(name: string): { date: string; time: string | null } | null {
  const iso = /(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})/.exec(name);
  if (iso) return { date: `${iso[1]}-${iso[2]}-${iso[3]}`, time: `${iso[4]}:${iso[5]}` };
  const dashed = /^(\d{1,2})-(\d{1,2})-(\d{2})\b/.exec(name);
  const packed = /(?:^|[^\d])(\d{2})(\d{2})(\d{2})(?:\.|$)/.exec(name.replace(/\.txt$/i, ''));
  const parts = dashed ?? packed;
  if (!parts) return null;
  const yy = Number(parts[3]);
  const year = yy >= 70 ? 1900 + yy : 2000 + yy;
  return {
    date: `${year}-${String(Number(parts[1])).padStart(2, '0')}-${String(Number(parts[2])).padStart(2, '0')}`,
    time: null,
  };
}

/** Title and address of a hearing's cover page: the text above the address block that sits over the date. */
function hearingCover(cover: string[], dateIndex: number): { title: string; location: string | null } {
  const dateIndent = indentOf((cover[dateIndex] ?? '').replace(/^(\s*)Date:\s*/i, '$1'));
  let start = dateIndex;
  while (start > 0) {
    const previous = cover[start - 1] ?? '';
    // Address lines are aligned with the date; a centred title line that happens to be close is not.
    if (dashLine.test(previous) || Math.abs(indentOf(previous) - dateIndent) > 1) break;
    start -= 1;
  }
  const title = collapse(
    cover
      .slice(0, start)
      .filter((line) => !dashLine.test(line))
      .join(' '),
  );
  const address = cover.slice(start, dateIndex).map(collapse).filter(Boolean);
  return { title, location: address.length > 0 ? address.join(', ') : null };
}

const titleCase = (value: string): string =>
  value
    .toLowerCase()
    .replace(/(^|[\s,])([a-z])/g, (_match, space: string, letter: string) => space + letter.toUpperCase());

/** A public hearing or floor session transcript (plain text as the stenographers deliver it). */
export function parseTranscript(raw: string, file: string, kind: TranscriptKind): Transcript {
  const name = file.split(/[\\/]/).pop() ?? file;
  const { pages, firstPage } = transcriptPages(raw);
  if (pages.length === 0) throw new RecordError('empty transcript', { file });
  // The cover: the first lines (some floor files start with a short header before the cover page).
  const head = pages.flat().slice(0, 80);
  const dateIndex = head.findIndex((line) => dateRe.test(line));
  const fromName = dateFromFileName(name);
  const dateMatch = dateIndex >= 0 ? dateRe.exec(head[dateIndex] ?? '') : null;
  const date = dateMatch ? dateOf(dateMatch) : fromName?.date;
  if (!date) throw new RecordError('no date on the cover page or in the file name', { file });
  // The time sits on or just under a date line (a floor file's short header repeats the date without it).
  let time: string | null = null;
  for (const [index, line] of head.entries()) {
    if (time || !dateRe.test(line)) continue;
    const match = head
      .slice(index, index + 3)
      .map((candidate) => timeRe.exec(candidate))
      .find(Boolean);
    if (match) time = timeOf(match);
  }
  time ??= fromName?.date === date ? fromName.time : null;

  let title: string;
  let location: string | null;
  if (kind === 'hearing') {
    const cover = pages[0] ?? [];
    const coverDate = cover.findIndex((line) => dateRe.test(line));
    if (coverDate < 0) throw new RecordError('no date on the cover page', { file });
    ({ title, location } = hearingCover(cover, coverDate));
    if (!title) throw new RecordError('no title on the cover page', { file });
  } else {
    const session = head.map(collapse).find((line) => /^(REGULAR|EXTRAORDINARY|SPECIAL)\s+SESSION$/i.test(line));
    title = `Senate ${session ? titleCase(session) : 'Session'}`;
    const place = head.map(collapse).find((line) => /^[A-Z .]+,\s*NEW YORK$/i.test(line));
    location = place ? titleCase(place) : null;
  }
  return {
    kind,
    title,
    date,
    time,
    location,
    text: pages.map((lines) => lines.join('\n')).join('\n\f'),
    firstPage,
    pageCount: pages.length,
  };
}
