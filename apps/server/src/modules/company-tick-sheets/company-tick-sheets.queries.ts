import type { CompanyBillPosition } from '@statehouse/shared/company-tick-sheets/company-tick-sheets.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyTickSheetEntries } from '../../db/schema/companies';
import { selectRows } from '../../db/sql';

/** A company the account may see and record: a public one, or one the account added. */
export async function findVisibleCompany(db: Database, companyId: number, accountId: number) {
  const [row] = await selectRows<{ id: number; name: string; state: string | null }>(
    db,
    sql`select id, name, state from companies
        where id = ${companyId} and (account_id is null or account_id = ${accountId})`,
  );
  return row;
}

export type CompanyEntryRow = {
  companyId: number;
  companyName: string;
  companyState: string | null;
  position: CompanyBillPosition;
  note: string;
  userId: number | null;
  userName: string | null;
  updatedAt: Date | string;
};

/** The account's records on a bill, each with its company (always filtered by account). */
export async function listEntries(db: Database, accountId: number, billId: string) {
  return selectRows<CompanyEntryRow>(
    db,
    sql`select e.company_id as "companyId", c.name as "companyName", c.state as "companyState", e.position, e.note,
          e.updated_by_user_id as "userId",
          case when u.id is null then null
               else coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) end as "userName",
          e.updated_at as "updatedAt"
        from company_tick_sheet_entries e
        join companies c on c.id = e.company_id and (c.account_id is null or c.account_id = e.account_id)
        left join users u on u.id = e.updated_by_user_id
        where e.account_id = ${accountId} and e.bill_id = ${billId}
        order by lower(c.name), c.id`,
  );
}

export type TestimonyRow = {
  companyId: number;
  position: string | null;
  witnessName: string;
  date: string | null;
};

/** Witnesses for companies on the bill (public record), newest first. */
export async function listCompanyTestimony(db: Database, billId: string) {
  return selectRows<TestimonyRow>(
    db,
    sql`select company_id as "companyId", position, witness_name as "witnessName", testified_on::text as date
        from testimonies where bill_id = ${billId} and company_id is not null
        order by testified_on desc nulls last, id desc`,
  );
}

export async function saveEntry(
  db: Database,
  values: {
    accountId: number;
    billId: string;
    companyId: number;
    position: CompanyBillPosition;
    note: string;
    userId: number;
  },
) {
  const now = new Date();
  await db
    .insert(companyTickSheetEntries)
    .values({
      accountId: values.accountId,
      billId: values.billId,
      companyId: values.companyId,
      position: values.position,
      note: values.note,
      updatedByUserId: values.userId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [companyTickSheetEntries.accountId, companyTickSheetEntries.billId, companyTickSheetEntries.companyId],
      set: { position: values.position, note: values.note, updatedByUserId: values.userId, updatedAt: now },
    });
}
