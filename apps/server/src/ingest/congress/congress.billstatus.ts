import { htmlToText } from '../../lib/html';
import type { DocumentRecord, RelationRecord, VersionRecord } from '../core/bill-record';
import { RecordError } from '../core/errors';
import { chamberOfName } from '../loaders/records';
import { elementAt, elementsAt, firstElement, localName, rawTextOf, type XmlNode } from '../loaders/xml';
import { mergeActions, readActions, readVotes } from './congress.actions';
import {
  type BillStatusBill,
  billTypes,
  type CongressSponsor,
  citationOf,
  congressBillId,
  congressBillKey,
  congressGovUrl,
  congressSession,
  govinfoLinks,
  keyString,
  ordinal,
  versionCodeOf,
} from './congress.model';
import { easternDate, parseDocument, text } from './congress.read';

function readSponsor(item: XmlNode, classification: CongressSponsor['classification']): CongressSponsor {
  const fullName = text(item, 'fullName');
  const givenName = text(item, 'firstName');
  const familyName = text(item, 'lastName');
  const name = fullName ?? [givenName, text(item, 'middleName'), familyName].filter(Boolean).join(' ');
  return {
    name,
    classification,
    isPrimary: classification === 'primary',
    chamber: /^Rep\.|^Del\.|^Resident Commissioner/i.test(name) ? 'lower' : /^Sen\./i.test(name) ? 'upper' : null,
    bioguideId: text(item, 'bioguideId') ?? text(item, 'identifiers', 'bioguideId'),
    lisId: text(item, 'identifiers', 'lisID'),
    givenName,
    familyName,
  };
}

const relationTypeOf = (details: string[]): string => {
  if (details.some((detail) => /identical/i.test(detail))) return 'companion';
  if (details.some((detail) => /procedurally/i.test(detail))) return 'procedurally-related';
  return 'related';
};

/** Parses one BILLSTATUS XML file (the current layout and the pre-2022 one with billType/billNumber). */
export function parseBillStatus(xml: string, file: string): BillStatusBill {
  const root = parseDocument(xml, file);
  if (localName(root) !== 'billStatus')
    throw new RecordError(`not a BILLSTATUS file (root <${localName(root)}>)`, { file });
  const bill = firstElement(root, 'bill');
  if (!bill) throw new RecordError('no <bill> element', { file });
  const congress = text(bill, 'congress');
  const type = text(bill, 'type') ?? text(bill, 'billType');
  const number = text(bill, 'number') ?? text(bill, 'billNumber');
  const key = congress && type && number ? congressBillKey(congress, type, number) : null;
  if (!key)
    throw new RecordError(`cannot read the bill's congress/type/number (${congress} ${type} ${number})`, { file });
  const info = billTypes[key.typeCode];
  const record = citationOf(key);
  const title = text(bill, 'title');
  if (!title) throw new RecordError('missing <title>', { file, record });

  const rawActions = readActions(bill);
  const actions = mergeActions(rawActions);
  const votes = readVotes(bill, rawActions, key);

  const sponsors = [
    ...elementsAt(bill, 'sponsors', 'item').map((item) => readSponsor(item, 'primary')),
    ...elementsAt(bill, 'cosponsors', 'item')
      .filter((item) => !text(item, 'sponsorshipWithdrawnDate'))
      .map((item) => readSponsor(item, 'cosponsor')),
  ];

  const titles = elementsAt(bill, 'titles', 'item')
    .map((item) => text(item, 'title'))
    .filter((value): value is string => Boolean(value));
  const otherTitles = [...new Set(titles)].filter((value) => value !== title);

  // Three layouts: today's (subjects/legislativeSubjects, policyArea), 2016-2022's (subjects/billSubjects/...)
  // and the legacy one before August 2016, which named them otherSubjects and primarySubject(s)
  // (usgpo/bill-status CHANGELOG, "Adjust names of subject fields").
  const policyArea =
    text(bill, 'policyArea', 'name') ??
    text(bill, 'subjects', 'policyArea', 'name') ??
    text(bill, 'subjects', 'billSubjects', 'policyArea', 'name') ??
    text(bill, 'primarySubject', 'name') ??
    text(bill, 'subjects', 'billSubjects', 'primarySubject', 'name') ??
    text(bill, 'subjects', 'billSubjects', 'primarySubjects', 'name') ??
    text(bill, 'subjects', 'primarySubject', 'name');
  const subjectItems = [
    ...elementsAt(bill, 'subjects', 'legislativeSubjects', 'item'),
    ...elementsAt(bill, 'subjects', 'billSubjects', 'legislativeSubjects', 'item'),
    ...elementsAt(bill, 'subjects', 'billSubjects', 'otherSubjects', 'item'),
    ...elementsAt(bill, 'subjects', 'otherSubjects', 'item'),
  ];
  const subjectTerms = [
    ...new Set(
      [policyArea, ...subjectItems.map((item) => text(item, 'name'))].filter((value): value is string =>
        Boolean(value),
      ),
    ),
  ];

  const summaries = [
    ...elementsAt(bill, 'summaries', 'summary'),
    ...elementsAt(bill, 'summaries', 'billSummaries', 'item'),
  ]
    .map((item, index) => ({
      index,
      actionDate: text(item, 'actionDate') ?? '',
      updateDate: text(item, 'lastSummaryUpdateDate') ?? text(item, 'updateDate') ?? '',
      html: rawTextOf(elementAt(item, 'text')),
    }))
    .filter((summary) => summary.html.trim() !== '')
    .sort(
      (a, b) =>
        a.actionDate.localeCompare(b.actionDate) || a.updateDate.localeCompare(b.updateDate) || a.index - b.index,
    );
  const latestSummary = summaries.at(-1);

  const versions: VersionRecord[] = [];
  const versionCodes: (string | null)[] = [];
  for (const item of elementsAt(bill, 'textVersions', 'item')) {
    const name = text(item, 'type');
    const urls = elementsAt(item, 'formats', 'item')
      .map((format) => text(format, 'url'))
      .filter((url): url is string => Boolean(url));
    if (!name && urls.length === 0) continue;
    versions.push({
      name: name ?? 'Text',
      date: easternDate(text(item, 'date')),
      links: urls.flatMap(govinfoLinks),
    });
    versionCodes.push(urls.map(versionCodeOf).find(Boolean) ?? (name === 'Public Law' ? 'pl' : null));
  }

  const documents: DocumentRecord[] = [
    ...elementsAt(bill, 'cboCostEstimates', 'item').flatMap((item) => {
      const url = text(item, 'url');
      return url
        ? [
            {
              name: `CBO cost estimate: ${text(item, 'title') ?? ''}`.trim(),
              date: easternDate(text(item, 'pubDate')),
              links: [{ url, mediaType: 'text/html' }],
            },
          ]
        : [];
    }),
    ...[
      ...elementsAt(bill, 'committeeReports', 'committeeReport'),
      ...elementsAt(bill, 'committeeReports', 'item'),
    ].flatMap((item) => {
      const citation = text(item, 'citation');
      const match = citation ? /([HS])\.\s*Rept\.\s*(\d+)-(\d+)/.exec(citation) : null;
      if (!citation || !match?.[1] || !match[2] || !match[3]) return [];
      const chamberSlug = match[1] === 'H' ? 'house-report' : 'senate-report';
      return [
        {
          name: citation,
          date: null,
          links: [
            {
              url: `https://www.congress.gov/congressional-report/${ordinal(Number(match[2]))}-congress/${chamberSlug}/${match[3]}`,
              mediaType: 'text/html',
            },
          ],
        },
      ];
    }),
  ];

  const relations: RelationRecord[] = elementsAt(bill, 'relatedBills', 'item').flatMap((item) => {
    const related = congressBillKey(text(item, 'congress') ?? '', text(item, 'type') ?? '', text(item, 'number') ?? '');
    if (!related) return [];
    const details = elementsAt(item, 'relationshipDetails', 'item').map((detail) => text(detail, 'type') ?? '');
    return [
      {
        relatedBillId: congressBillId(related),
        identifier: citationOf(related),
        sessionIdentifier: String(related.congress),
        relationType: relationTypeOf(details),
      },
    ];
  });

  const laws = elementsAt(bill, 'laws', 'item').map((item) => ({
    type: text(item, 'type'),
    number: text(item, 'number'),
  }));
  const committees = [
    ...elementsAt(bill, 'committees', 'item'),
    ...elementsAt(bill, 'committees', 'billCommittees', 'item'),
  ].map((item) => ({
    name: text(item, 'name'),
    chamber: chamberOfName(text(item, 'chamber')),
    systemCode: text(item, 'systemCode'),
    subcommittees: elementsAt(item, 'subcommittees', 'item').map((sub) => text(sub, 'name')),
  }));
  const amendments = elementsAt(bill, 'amendments', 'amendment').map((item) => ({
    type: text(item, 'type'),
    number: text(item, 'number'),
    purpose: text(item, 'purpose') ?? text(item, 'description'),
  }));
  const notes = elementsAt(bill, 'notes', 'item')
    .map((item) => htmlToText(text(item, 'text') ?? ''))
    .filter(Boolean);
  const billStatusUrl = `https://www.govinfo.gov/bulkdata/BILLSTATUS/${key.congress}/${key.typeCode}/BILLSTATUS-${keyString(key)}.xml`;

  return {
    key,
    sponsors,
    versionCodes,
    record: {
      jurisdictionId: 'US',
      session: congressSession(key.congress),
      billType: info.type,
      billNumber: key.number,
      identifier: record,
      title,
      abstract: latestSummary ? htmlToText(latestSummary.html).replace(/\n[ \t]+/g, '\n') || null : null,
      classification: [info.classification],
      fromChamber: chamberOfName(text(bill, 'originChamber')) ?? info.chamber,
      subjectTerms,
      otherTitles,
      otherIdentifiers: [`${info.type} ${key.number}`],
      sources: [
        { url: congressGovUrl(key), note: 'congress.gov' },
        { url: billStatusUrl, note: 'BILLSTATUS XML' },
      ],
      extras: {
        congress: key.congress,
        introducedDate: text(bill, 'introducedDate'),
        policyArea,
        laws,
        committees,
        amendments,
        notes,
        ...(latestSummary ? { summaryVersion: latestSummary.actionDate } : {}),
      },
      actions,
      sponsorships: [],
      versions,
      documents,
      relations,
      votes,
      hearings: [],
      sourceUpdatedAt: text(bill, 'updateDate'),
    },
  };
}
