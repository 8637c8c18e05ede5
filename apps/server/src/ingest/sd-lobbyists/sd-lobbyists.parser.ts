import { createHash } from 'node:crypto';
import { parseDelimited } from '../loaders/delimited';
import type { LobbyRegistrationRecord } from '../loaders/lobbying';
import { clean, type ParseResult } from '../loaders/records';

const privateColumns = [
  'YEAR',
  'REGISTRATION_NUMBER',
  'REGISTRATION_STATUS',
  'LOBBYIST_FIRST_NAME',
  'LOBBYIST_MIDDLE_NAME',
  'LOBBYIST_LAST_NAME',
  'LOBBYIST_CITY',
  'LOBBYIST_STATE',
  'LOBBYIST_ZIP',
  'LOBBYIST_PHONE',
  'LOBBYIST_EMAIL',
  'LOBBYIST_OCCUPATION',
  'SUBJECT_OF_LEGISLATION',
  'EMPLOYER',
  'EMPLOYER_ADDR1',
  'EMPLOYER_ADDR2',
  'EMPLOYER_ADDR3',
  'EMPLOYER_CITY',
  'EMPLOYER_STATE',
  'EMPLOYER_ZIP',
] as const;

/** A record of the private export starts with `YEAR|REGISTRATION_NUMBER|`. */
const recordStart = /^\d{4}\|\d+\|/;

const keyOf = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) =>
      (part ?? '')
        .toLowerCase()
        .replace(/[^a-z0-9@.]+/g, ' ')
        .trim(),
    )
    .join('|');

/** Which South Dakota export a file is, from its header. */
export function sdFileKind(content: string): 'private' | 'public' | undefined {
  const header = content.replace(/^\uFEFF/, '').split('\n', 1)[0] ?? '';
  if (header.startsWith('YEAR|REGISTRATION_NUMBER|')) return 'private';
  if (header.startsWith('year,lobbyist_name,agency')) return 'public';
  return undefined;
}

/**
 * The Secretary of State's pipe-delimited export of private lobbyist registrations. Fields are not
 * quoted and SUBJECT_OF_LEGISLATION may hold line breaks, so a record runs on over following lines
 * until it has its 20 fields; a line that starts a new record ends the one before.
 */
export function parseSdPrivateExport(content: string, file: string): ParseResult<LobbyRegistrationRecord>[] {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  const results: ParseResult<LobbyRegistrationRecord>[] = [];
  let index = 1;
  while (index < lines.length) {
    const startLine = index + 1;
    let text = lines[index]!;
    index += 1;
    if (!text.trim()) continue;
    while (text.split('|').length < privateColumns.length && index < lines.length && !recordStart.test(lines[index]!)) {
      text += `\n${lines[index]}`;
      index += 1;
    }
    const fields = text.split('|');
    const ref = { file, line: startLine, record: fields[1] ? `registration ${fields[1]}` : undefined };
    if (fields.length !== privateColumns.length) {
      const atEnd = index >= lines.length && fields.length < privateColumns.length;
      results.push({
        ok: false,
        ref,
        reason:
          fields.length < privateColumns.length
            ? `has ${fields.length} of ${privateColumns.length} fields; missing ${privateColumns.slice(fields.length).join(', ')}${atEnd ? ' (file ends inside the record)' : ''}`
            : `has ${fields.length} fields, the header names ${privateColumns.length}`,
      });
      continue;
    }
    const value = Object.fromEntries(privateColumns.map((name, column) => [name, fields[column] ?? ''])) as Record<
      (typeof privateColumns)[number],
      string
    >;
    const year = Number.parseInt(value.YEAR, 10);
    const registrationNumber = clean(value.REGISTRATION_NUMBER);
    const first = clean(value.LOBBYIST_FIRST_NAME);
    const middle = clean(value.LOBBYIST_MIDDLE_NAME);
    const last = clean(value.LOBBYIST_LAST_NAME);
    const employer = clean(value.EMPLOYER);
    if (!registrationNumber || !Number.isFinite(year)) {
      results.push({ ok: false, ref, reason: 'YEAR or REGISTRATION_NUMBER is missing' });
      continue;
    }
    if (!last || !employer) {
      results.push({ ok: false, ref, reason: 'LOBBYIST_LAST_NAME or EMPLOYER is empty' });
      continue;
    }
    const email = clean(value.LOBBYIST_EMAIL)?.toLowerCase() ?? null;
    const city = clean(value.LOBBYIST_CITY);
    const subject = value.SUBJECT_OF_LEGISLATION.split('\n')
      .map((part) => part.replace(/^[•\s]+/, '').trim())
      .filter(Boolean)
      .join('; ');
    results.push({
      ok: true,
      ref,
      value: {
        jurisdictionId: 'SD',
        year,
        registrationNumber,
        status: clean(value.REGISTRATION_STATUS),
        subject: subject || null,
        lobbyist: {
          externalKey: `private:${keyOf(first, last)}|${email ?? keyOf(city)}`,
          name: [first, middle, last].filter(Boolean).join(' '),
          firstName: first,
          middleName: middle,
          lastName: last,
          city,
          state: clean(value.LOBBYIST_STATE),
          zip: clean(value.LOBBYIST_ZIP),
          phone: clean(value.LOBBYIST_PHONE),
          email,
          occupation: clean(value.LOBBYIST_OCCUPATION),
          lobbyistType: 'private',
        },
        client: {
          externalKey: `company:${keyOf(employer)}`,
          name: employer,
          address:
            [value.EMPLOYER_ADDR1, value.EMPLOYER_ADDR2, value.EMPLOYER_ADDR3].map(clean).filter(Boolean).join(', ') ||
            null,
          city: clean(value.EMPLOYER_CITY),
          state: clean(value.EMPLOYER_STATE),
          zip: clean(value.EMPLOYER_ZIP),
          clientType: 'company',
        },
        firm: null,
      },
    });
  }
  return results;
}

/**
 * The public-agency lobbyist list (`year,lobbyist_name,agency,agency_address`). It has no registration
 * numbers; each row gets `public-<hash of year, name and agency>` (with `#2`... for repeats).
 */
export function parseSdPublicList(content: string, file: string): ParseResult<LobbyRegistrationRecord>[] {
  const seen = new Map<string, number>();
  return parseDelimited(content, { delimiter: ',' }).map((row) => {
    const name = clean(row.values.lobbyist_name);
    const agency = clean(row.values.agency);
    const year = Number.parseInt(row.values.year ?? '', 10);
    const ref = { file, line: row.line, record: name ?? undefined };
    if (row.problem) return { ok: false, ref, reason: row.problem };
    if (!name || !agency || !Number.isFinite(year)) {
      return { ok: false, ref, reason: 'year, lobbyist_name or agency is empty' };
    }
    const digest = createHash('sha1')
      .update(keyOf(String(year), name, agency))
      .digest('hex')
      .slice(0, 12);
    const occurrence = (seen.get(digest) ?? 0) + 1;
    seen.set(digest, occurrence);
    const address = clean(row.values.agency_address);
    return {
      ok: true,
      ref: { ...ref, record: `${year} ${name}` },
      value: {
        jurisdictionId: 'SD',
        year,
        registrationNumber: `public-${digest}${occurrence > 1 ? `#${occurrence}` : ''}`,
        status: null,
        subject: null,
        lobbyist: {
          externalKey: `public:${keyOf(name)}`,
          name,
          firstName: null,
          middleName: null,
          lastName: null,
          city: null,
          state: null,
          zip: null,
          phone: null,
          email: null,
          occupation: null,
          lobbyistType: 'public',
        },
        client: {
          externalKey: `agency:${keyOf(agency)}`,
          name: agency,
          address,
          city: null,
          state: address?.match(/,\s*([A-Z]{2})\s+\d{5}/)?.[1] ?? null,
          zip: address?.match(/(\d{5})(?:-\d{4})?\s*$/)?.[1] ?? null,
          clientType: 'agency',
        },
        firm: null,
      },
    };
  });
}
