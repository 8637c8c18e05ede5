import type { BillAction, BillDetail, BillVersion, VoteEvent } from '@statehouse/shared/bills/bills.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

export async function billExists(db: Database, id: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(db, sql`select id from bills where id = ${id}`);
  return rows.length > 0;
}

export async function selectBillActions(db: Database, billId: string) {
  return selectRows<BillAction>(
    db,
    sql`select id, position, date::text as date, chamber, text, classification, committee_name as "committeeName"
      from bill_actions where bill_id = ${billId} order by position`,
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

export type StatuteSourceRow = {
  jurisdictionId: string;
  extras: Record<string, unknown>;
  text: string | null;
  billNumber: string;
};

export async function selectStatuteSources(db: Database, billId: string): Promise<StatuteSourceRow | undefined> {
  const [row] = await selectRows<StatuteSourceRow>(
    db,
    sql`select b.jurisdiction_id as "jurisdictionId", b.extras, b.bill_number as "billNumber",
      (select left(v.text, 300000) from bill_versions v where v.bill_id = b.id and v.text is not null
        order by v.position desc limit 1) as text
      from bills b where b.id = ${billId}`,
  );
  return row;
}

export type SessionLawSectionRow = { code: string; section: string; lawNumber: string };

/** Code sections changed by the session law (D.C. Law) enacted from this bill. */
export async function selectSessionLawSections(
  db: Database,
  jurisdictionId: string,
  billNumber: string,
): Promise<SessionLawSectionRow[]> {
  return selectRows<SessionLawSectionRow>(
    db,
    sql`select sls.code, sls.section, sl.law_number as "lawNumber"
      from session_laws sl join session_law_sections sls on sls.session_law_id = sl.id
      where sl.jurisdiction_id = ${jurisdictionId}
        and sl.bill_number = sl.period || '-' || ${billNumber.replace(/^0+/, '')}
      order by sls.code, sls.section`,
  );
}

export type StatuteSectionRef = { id: number; code: string; section: string; heading: string | null };

/** Our statute sections for (code, section) pairs of one jurisdiction; code matched case-insensitively by suffix. */
export async function selectStatuteSections(
  db: Database,
  jurisdictionId: string,
  refs: { code: string; section: string }[],
): Promise<StatuteSectionRef[]> {
  if (refs.length === 0) return [];
  const sections = [...new Set(refs.map((ref) => ref.section))];
  return selectRows<StatuteSectionRef>(
    db,
    sql`select distinct on (code, section) id, code, section, heading from statute_sections
      where jurisdiction_id = ${jurisdictionId}
        and section in (${sql.join(
          sections.map((section) => sql`${section}`),
          sql`, `,
        )})
      order by code, section, variant`,
  );
}
