import type { BillAction, BillDetail, BillVersion, VoteEvent } from '@statehouse/shared/bills/bills.schemas';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills } from '../../db/schema/index';
import { selectRows } from '../../db/sql';
import { sponsorsJsonSql, summaryColumnsSql } from './bills.sql';

// One bill: its row, actions, versions and their text, votes, subjects, companions and statute links.

export type BillDetailRow = Omit<BillDetail, 'statusLabel' | 'stateName' | 'primarySponsors'> & { sessionPk: string };

export async function selectBillDetail(db: Database, id: string): Promise<BillDetailRow | undefined> {
  const [row] = await selectRows<BillDetailRow>(
    db,
    sql`select ${summaryColumnsSql}, ls.id as "sessionPk", b.classification, b.subject_terms as "subjectTerms",
      b.first_action_text as "firstActionText", b.other_titles as "otherTitles", b.other_identifiers as "otherIdentifiers",
      b.sources, b.source, to_json(b.updated_at) #>> '{}' as "updatedAt", b.extras -> 'substitutedBy' as "substitutedBy",
      ${sponsorsJsonSql(false)} as sponsors,
      coalesce((select json_agg(json_build_object('name', d.name, 'date', d.date::text, 'url', d.url, 'mediaType', d.media_type)
        order by d.position) from bill_documents d where d.bill_id = b.id), '[]'::json) as documents,
      (select count(*)::int from bill_versions v where v.bill_id = b.id) as "versionCount",
      (select count(*)::int from bill_actions a where a.bill_id = b.id) as "actionCount",
      (select count(*)::int from vote_events ve where ve.bill_id = b.id) as "voteCount",
      (select count(*)::int from bill_relations r where r.bill_id = b.id or r.related_bill_id = b.id) as "companionCount"
    from bills b join legislative_sessions ls on ls.id = b.session_id
    where b.id = ${id}`,
  );
  return row;
}

/**
 * What the modules that hang things on a bill need of it: tick sheets name it and pick its state's members, tags
 * check its state and session, an e-mail share prints its status and last action.
 */
export type BillRef = {
  id: string;
  identifier: string;
  title: string;
  stateCode: string;
  sessionCode: string;
  fromChamber: string | null;
  status: number;
  lastActionDate: string | null;
  lastActionText: string | null;
};

/** The bill with this (canonical) id, or nothing. */
export async function selectBillRef(db: Database, id: string): Promise<BillRef | undefined> {
  const [row] = await selectBillRefs(db, [id]);
  return row;
}

/** The bills among these (canonical) ids, in no particular order; the ids that name no bill are left out. */
export async function selectBillRefs(db: Database, ids: readonly string[]): Promise<BillRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: bills.id,
      identifier: bills.identifier,
      title: bills.title,
      stateCode: bills.jurisdictionId,
      sessionCode: sql<string>`split_part(${bills.id}, '-', 2)`,
      fromChamber: bills.fromChamber,
      status: bills.status,
      lastActionDate: bills.lastActionDate,
      lastActionText: bills.lastActionText,
    })
    .from(bills)
    .where(inArray(bills.id, [...ids]));
}

/**
 * A committee name as compared when resolving an action's committee: lower case, "&" read as "and", letters and
 * digits only ("Ways & Means" = "Ways and Means", "Disaster Preparedness & Flooding, Select" = "Disaster
 * Preparedness and Flooding Select").
 */
export const committeeKeySql = (name: SQL): SQL =>
  sql`regexp_replace(replace(lower(${name}), '&', 'and'), '[^a-z0-9]+', '', 'g')`;

/**
 * `committee_keys (id, jurisdiction_id, chamber, key)`: every name and other name of the committees of the bills
 * `bills`, as committeeKeySql keys, for committeeIdSql. Computed once per query, not once per action.
 */
export const committeeKeysCte = (bills: SQL): SQL => sql`committee_keys as materialized (
  select c.id, c.jurisdiction_id, c.chamber, ${committeeKeySql(sql`n`)} as key
  from committees c cross join lateral unnest(array[c.name] || c.other_names) n
  where c.jurisdiction_id in (select jurisdiction_id from bills where id in (${bills}))
)`;

/**
 * The committee an action names (decision 022): of the bill's state, with a name or other name of the same
 * committeeKeySql key, and of the action's chamber (a joint committee, or an action without a chamber, matches
 * either; the same chamber wins, then the lowest id). Null when the action names none or none matches. Reads
 * committee_keys (committeeKeysCte).
 */
export const actionCommitteeIdSql = (action: { name: SQL; chamber: SQL; state: SQL }): SQL =>
  sql`(case when ${action.name} is null then null else (
  select k.id from committee_keys k
  where k.jurisdiction_id = ${action.state} and k.key = ${committeeKeySql(action.name)} and k.key <> ''
    and (k.chamber is null or k.chamber = 'legislature' or ${action.chamber} is null or ${action.chamber} = k.chamber)
  order by (k.chamber is not distinct from ${action.chamber}) desc, k.id limit 1) end)`;

export async function selectBillActions(db: Database, billId: string) {
  return selectRows<BillAction>(
    db,
    sql`with ${committeeKeysCte(sql`${billId}`)}
    select a.id, a.position, a.date::text as date, a.chamber, a.text, a.classification,
      a.committee_name as "committeeName", ${actionCommitteeIdSql({ name: sql`a.committee_name`, chamber: sql`a.chamber`, state: sql`b.jurisdiction_id` })} as "committeeId"
    from bill_actions a join bills b on b.id = a.bill_id
    where a.bill_id = ${billId} order by a.position`,
  );
}

export async function selectBillVersions(db: Database, billId: string) {
  return selectRows<BillVersion>(
    db,
    sql`select id, bill_id as "billId", position, name, date::text as date, url, media_type as "mediaType", links,
      (text is not null and text <> '') as "hasText", (html is not null and html <> '') as "hasHtml",
      coalesce(length(text), 0)::int as "textLength"
      from bill_versions where bill_id = ${billId} order by position`,
  );
}

export type VersionContentRow = {
  id: number;
  name: string;
  date: string | null;
  url: string | null;
  mediaType: string | null;
  links: { url: string; mediaType: string }[];
  text: string | null;
  html: string | null;
};

/** A version of the bill by id, or its latest version when versionId is undefined. */
export async function selectVersionContent(
  db: Database,
  billId: string,
  versionId: number | undefined,
): Promise<VersionContentRow | undefined> {
  const [row] = await selectRows<VersionContentRow>(
    db,
    sql`select id, name, date::text as date, url, media_type as "mediaType", links, text, html
      from bill_versions where bill_id = ${billId} ${versionId === undefined ? sql`` : sql`and id = ${versionId}`}
      order by position desc limit 1`,
  );
  return row;
}

export async function selectBillVotes(db: Database, billId: string) {
  return selectRows<VoteEvent>(
    db,
    sql`select id, bill_id as "billId", motion, motion_classification as "motionClassification", date::text as date,
      chamber, organization_name as "organizationName", result, yes_count as "yesCount", no_count as "noCount",
      other_count as "otherCount", counts, sources
      from vote_events where bill_id = ${billId} order by date desc nulls last, id`,
  );
}

export async function selectSubjectsOf(db: Database, billId: string) {
  const [row] = await selectRows<{ subjects: number[]; subjectTerms: string[] }>(
    db,
    sql`select subjects, subject_terms as "subjectTerms" from bills where id = ${billId}`,
  );
  return row;
}

export type RelationRow = {
  billId: string;
  identifier: string;
  sessionIdentifier: string | null;
  relationType: string;
  direction: 'outgoing' | 'incoming';
  exists: boolean;
  title: string | null;
  status: number | null;
  lastActionDate: string | null;
};

export async function selectCompanions(db: Database, billId: string): Promise<RelationRow[]> {
  return selectRows<RelationRow>(
    db,
    sql`select r.related_bill_id as "billId", r.identifier, r.session_identifier as "sessionIdentifier",
        r.relation_type as "relationType", 'outgoing' as direction, (o.id is not null) as exists,
        o.title, o.status, o.last_action_date::text as "lastActionDate"
      from bill_relations r left join bills o on o.id = r.related_bill_id
      where r.bill_id = ${billId}
      union all
      select r.bill_id, o.identifier, ls.source_identifier, r.relation_type, 'incoming', true,
        o.title, o.status, o.last_action_date::text
      from bill_relations r join bills o on o.id = r.bill_id join legislative_sessions ls on ls.id = o.session_id
      where r.related_bill_id = ${billId}
        and not exists (select 1 from bill_relations back where back.bill_id = ${billId} and back.related_bill_id = r.bill_id)
      order by 5, 1`,
  );
}

export type BillStatuteRow = {
  jurisdictionCode: string;
  code: string;
  section: string;
  kind: 'amends' | 'adds' | 'repeals' | 'cites';
  snippet: string;
  statuteSectionId: number | null;
  regulationSectionId: number | null;
  heading: string | null;
};

/**
 * The statute and rule sections a bill's text amends, adds, repeals or cites (bill_statute_citations, written
 * by the citation pass after imports), with the heading of the stored section; amendments first.
 */
export async function selectBillStatutes(db: Database, billId: string): Promise<BillStatuteRow[]> {
  return selectRows<BillStatuteRow>(
    db,
    sql`select c.jurisdiction_id as "jurisdictionCode", c.code, c.section, c.kind, c.snippet,
        c.statute_section_id as "statuteSectionId", c.regulation_section_id as "regulationSectionId",
        coalesce(s.heading, r.heading) as heading
      from bill_statute_citations c
      left join statute_sections s on s.id = c.statute_section_id
      left join regulation_sections r on r.id = c.regulation_section_id
      where c.bill_id = ${billId}
      order by array_position(array['amends', 'adds', 'repeals', 'cites'], c.kind), c.code,
        string_to_array(regexp_replace(c.section, '[^0-9.]', '', 'g'), '.')::text[], c.section`,
  );
}

/** NY's own summary of the law a bill changes (extras.lawSection), shown above the list. */
export async function selectLawSectionSummary(
  db: Database,
  billId: string,
): Promise<{ lawSection: string | null } | undefined> {
  const [row] = await selectRows<{ lawSection: string | null }>(
    db,
    sql`select b.extras ->> 'lawSection' as "lawSection" from bills b where b.id = ${billId}`,
  );
  return row;
}
