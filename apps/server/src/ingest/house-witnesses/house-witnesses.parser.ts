import { congressBillId, congressBillKey } from '../congress/congress.model';
import type { ParseResult } from '../loaders/records';
import { attr, elementsOf, firstElement, parseXml, textOf, type XmlNode } from '../loaders/xml';

/** One witness of a House committee meeting, as the testimonies table stores it. */
export type WitnessRecord = {
  /** `house-<meeting id>-<panel>-<position in panel>`: stable within the source. */
  sourceRef: string;
  meetingId: string;
  witnessName: string;
  witnessTitle: string | null;
  organization: string | null;
  /** The meeting day (YYYY-MM-DD) where the list gives one. */
  testifiedOn: string | null;
  /** Bill ids (`US-13R-HR-4435`) of the bills a committee-meeting record's documents name; [] for a bare list. */
  billIds: string[];
};

const text = (node: XmlNode | undefined, name: string): string | null => {
  const child = node && firstElement(node, name);
  const value = child ? textOf(child) : '';
  return value === '' ? null : value;
};

/** docs.house.gov paths carry the meeting day: /meetings/GO/GO25/20140522/102266/... */
const dayOfDocUrl = (url: string | undefined): string | null => {
  const match = url ? /\/(\d{4})(\d{2})(\d{2})\/\d+\//.exec(url) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
};

function meetingDay(root: XmlNode, witnesses: XmlNode[]): string | null {
  const details = firstElement(root, 'meeting-details');
  const calendar = details && firstElement(details, 'meeting-date');
  const day = text(calendar, 'calendar-date');
  if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  for (const witness of witnesses) {
    const documents = firstElement(witness, 'witness-documents');
    for (const item of documents ? elementsOf(documents, 'witness-document') : []) {
      const files = firstElement(item, 'files');
      for (const file of files ? elementsOf(files, 'file') : []) {
        const found = dayOfDocUrl(attr(file, 'doc-url'));
        if (found) return found;
      }
    }
  }
  return null;
}

/**
 * A House committee meeting's witness list (`<witness-list meeting-id>`, docs.house.gov) or a committee meeting
 * record (`<committee-meeting>`) with its `<witnesses>`. A meeting record without witnesses yields nothing.
 */
export function parseHouseWitnesses(content: string, file: string): ParseResult<WitnessRecord>[] {
  let nodes: XmlNode[];
  try {
    nodes = parseXml(content);
  } catch (error) {
    return [{ ok: false, ref: { file }, reason: error instanceof Error ? error.message : String(error) }];
  }
  const root = nodes.find((node) => node['witness-list'] !== undefined || node['committee-meeting'] !== undefined);
  if (!root) return [];
  const meetingId = (attr(root, 'meeting-id') ?? '').replace(/^HMTG/, '');
  const panels = root['witness-list'] !== undefined ? [root] : elementsOf(root, 'witnesses');
  const panelNodes = panels.flatMap((holder) => {
    const inner = elementsOf(holder, 'panel');
    return inner.length > 0 ? inner : [holder];
  });
  const witnesses = panelNodes.flatMap((panel) => elementsOf(panel, 'witness'));
  const testifiedOn = meetingDay(root, witnesses);
  const congress = attr(root, 'congress-num');
  const billIds = elementsOf(root, 'meeting-documents')
    .flatMap((documents) => elementsOf(documents, 'meeting-document'))
    .map((document) => {
      // `H.R. 4435`, `S. 12`, `H.J.Res. 7`
      const match = /^([A-Za-z. ]+?)\s*(\d+)$/.exec(text(document, 'legis-num') ?? '');
      const key = congress && match ? congressBillKey(congress, match[1]!, match[2]!) : null;
      return key ? congressBillId(key) : null;
    })
    .filter((value): value is string => value !== null);
  const results: ParseResult<WitnessRecord>[] = [];
  panelNodes.forEach((panel, panelIndex) => {
    elementsOf(panel, 'witness').forEach((witness, index) => {
      const panelNo = attr(panel, 'sort-order') ?? String(panelIndex + 1);
      const ref = { file, record: `meeting ${meetingId} panel ${panelNo} witness ${index + 1}` };
      const name = [text(witness, 'firstname'), text(witness, 'middlename'), text(witness, 'lastname')]
        .filter(Boolean)
        .join(' ');
      if (!meetingId) {
        results.push({ ok: false, ref, reason: 'the list has no meeting-id' });
        return;
      }
      if (!name) {
        results.push({ ok: false, ref, reason: 'the witness has no name' });
        return;
      }
      results.push({
        ok: true,
        ref,
        value: {
          sourceRef: `house-${meetingId}-${panelNo}-${index + 1}`,
          meetingId,
          witnessName: name,
          witnessTitle: text(witness, 'position'),
          organization: text(witness, 'organization'),
          testifiedOn,
          billIds: [...new Set(billIds)],
        },
      });
    });
  });
  return results;
}
