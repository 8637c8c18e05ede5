import { htmlToText } from '../../lib/html';
import type { ActionRecord } from '../core/bill-record';
import { RecordError } from '../core/errors';
import { chamberOfName } from '../loaders/records';
import { attr, childrenOf, elementsOf, findAll, firstElement, localName, textOf } from '../loaders/xml';
import { classifyCongressAction } from './congress.actions';
import { type CongressSponsor, congressBillKey, type UslmVersion } from './congress.model';
import { parseDocument, proseDate, text } from './congress.read';
import { renderUslmHtml } from './congress.uslm';

const uslmCitation = /^(\d+)(hr|s|hres|sres|hjres|sjres|hconres|sconres)(\d+)([a-z]*)$/i;

/** Parses one USLM bill, resolution or engrossed amendment: one version of one bill. */
export function parseUslmVersion(xml: string, file: string): UslmVersion {
  const root = parseDocument(xml, file);
  const meta = firstElement(root, 'meta') ?? firstElement(root, 'amendMeta');
  if (!meta) throw new RecordError(`no <meta> in <${localName(root)}>: not a USLM bill version`, { file });
  const citations = elementsOf(meta, 'citableAs').map((node) => textOf(node).replace(/\s+/g, ''));
  const compact = citations.map((value) => uslmCitation.exec(value)).find(Boolean);
  if (!compact?.[1] || !compact[2] || !compact[3])
    throw new RecordError(`cannot tell the bill from <citableAs> (${citations.join(', ')})`, { file });
  const key = congressBillKey(compact[1], compact[2], compact[3]);
  if (!key) throw new RecordError(`unknown bill ${citations[0]}`, { file });
  const code = (compact[4] ?? '').toLowerCase();
  const stage = text(meta, 'docStage') ?? code.toUpperCase();

  const body = firstElement(root, 'main') ?? firstElement(root, 'amendMain');
  const officialTitle = body ? text(body, 'longTitle', 'officialTitle') : null;
  const endorsementTitle = text(root, 'endorsement', 'longTitle', 'officialTitle');
  const metaTitle = /:\s*(.+)$/s.exec(text(meta, 'title') ?? '')?.[1]?.trim() || null;
  // An engrossed amendment names the bill it amends: `the bill ... entitled “An Act to ...”`.
  const entitled = /entitled “(?:An Act )?(.+?)”/.exec(textOf(body))?.[1] ?? null;
  const title =
    metaTitle ??
    officialTitle ??
    endorsementTitle ??
    (entitled ? entitled.charAt(0).toUpperCase() + entitled.slice(1) : null);
  const versionChamber = chamberOfName(text(meta, 'currentChamber'));

  const actionNodes = findAll([root], (node) => localName(node) === 'action');
  const actions: ActionRecord[] = [];
  const dates: string[] = [];
  for (const node of actionNodes) {
    const dateNode = firstElement(node, 'date');
    const date = (dateNode && attr(dateNode, 'date')) || proseDate(textOf(dateNode));
    if (date) dates.push(date);
    const actionText = text(node, 'actionDescription');
    // Without a description the action is only the version's dateline (`In the Senate ..., November 12, 2019.`).
    if (!date || !actionText) continue;
    const named = /House of Representatives|\bSenate\b/.exec(actionText)?.[0];
    actions.push({
      date,
      chamber: named ? (named === 'Senate' ? 'upper' : 'lower') : versionChamber,
      text: actionText,
      classification: classifyCongressAction(actionText),
      committeeName: textOf(firstElement(firstElement(node, 'actionDescription') ?? node, 'committee')) || null,
    });
  }

  const sponsors: CongressSponsor[] = findAll([root], (node) => {
    const name = localName(node);
    return name === 'sponsor' || name === 'cosponsor';
  }).map((node) => ({
    name: textOf(node),
    classification: localName(node) === 'sponsor' ? 'primary' : 'cosponsor',
    isPrimary: localName(node) === 'sponsor',
    chamber: key.typeCode.startsWith('h') ? 'lower' : 'upper',
    bioguideId: attr(node, 'bioGuideId') ?? null,
    lisId: attr(node, 'senateId') ?? null,
    // Prefaces name members by surname only (`Mr. Scott of Florida`): too weak to match by name.
    givenName: null,
    familyName: null,
  }));

  const bodyNodes = [root].flatMap((node) =>
    childrenOf(node).filter((child) => ['main', 'amendMain', 'attestation'].includes(localName(child) ?? '')),
  );
  const html = renderUslmHtml(bodyNodes);
  return {
    key,
    code,
    stage,
    title,
    date: dates.sort().at(-1) ?? null,
    chamber: versionChamber,
    actions,
    sponsors,
    text: htmlToText(html),
    html,
    file,
  };
}
