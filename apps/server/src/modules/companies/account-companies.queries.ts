import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import {
  accountCompanySummaries,
  accountLobbyists,
  companies,
  companyAliases,
  prospects,
} from '../../db/schema/companies';

// The account's own data about companies: summaries, companies and lobbyists it adds, prospects. Every query
// filters by the caller's account.

const summaryColumns = {
  companyId: accountCompanySummaries.companyId,
  companyName: companies.name,
  position: accountCompanySummaries.position,
  priority: accountCompanySummaries.priority,
  notes: accountCompanySummaries.notes,
  updatedBy: sql<string | null>`nullif(trim(concat(${users.firstName}, ' ', ${users.lastName})), '')`,
  updatedAt: accountCompanySummaries.updatedAt,
};

export async function listSummaries(db: Database, accountId: number, companyId?: number) {
  return db
    .select(summaryColumns)
    .from(accountCompanySummaries)
    .innerJoin(companies, eq(companies.id, accountCompanySummaries.companyId))
    .leftJoin(users, eq(users.id, accountCompanySummaries.updatedByUserId))
    .where(
      and(
        eq(accountCompanySummaries.accountId, accountId),
        companyId === undefined ? undefined : eq(accountCompanySummaries.companyId, companyId),
      ),
    )
    .orderBy(
      sql`case ${accountCompanySummaries.priority} when 'high' then 0 when 'medium' then 1 else 2 end`,
      companies.name,
    );
}

export async function upsertSummary(
  db: Database,
  values: { accountId: number; companyId: number; position: string; priority: string; notes: string; userId: number },
) {
  const now = new Date();
  await db
    .insert(accountCompanySummaries)
    .values({ ...values, updatedByUserId: values.userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [accountCompanySummaries.accountId, accountCompanySummaries.companyId],
      set: {
        position: values.position,
        priority: values.priority,
        notes: values.notes,
        updatedByUserId: values.userId,
        updatedAt: now,
      },
    });
}

export async function findCompanyByKey(db: Database, normalizedName: string, accountId: number) {
  const [row] = await db
    .select({ id: companies.id, accountId: companies.accountId })
    .from(companies)
    .where(
      and(
        eq(companies.normalizedName, normalizedName),
        sql`(${companies.accountId} is null or ${companies.accountId} = ${accountId})`,
      ),
    )
    .orderBy(sql`${companies.accountId} nulls first`)
    .limit(1);
  return row;
}

export async function insertAccountCompany(
  db: Database,
  values: {
    accountId: number;
    userId: number;
    name: string;
    normalizedName: string;
    website?: string;
    industry?: string;
    description: string;
    keywords: string[];
    state?: string;
  },
) {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        accountId: values.accountId,
        name: values.name,
        normalizedName: values.normalizedName,
        website: values.website ?? null,
        industry: values.industry ?? null,
        description: values.description,
        keywords: values.keywords,
        state: values.state ?? null,
        createdByUserId: values.userId,
      })
      .returning({ id: companies.id });
    if (!company) throw new Error('insert returned no company');
    await tx.insert(companyAliases).values({
      companyId: company.id,
      name: values.name,
      normalizedName: values.normalizedName,
      sourceKind: 'account',
      sourceRef: `company:${company.id}`,
      jurisdictionId: values.state ?? null,
    });
    return company.id;
  });
}

export async function insertAccountLobbyist(
  db: Database,
  values: typeof accountLobbyists.$inferInsert,
): Promise<typeof accountLobbyists.$inferSelect> {
  const [row] = await db.insert(accountLobbyists).values(values).returning();
  if (!row) throw new Error('insert returned no lobbyist');
  return row;
}

export async function lobbyistExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from lobbyists where id = ${id}`);
  return ((rows as unknown as { rows: unknown[] }).rows ?? []).length > 0;
}

const prospectColumns = {
  id: prospects.id,
  name: prospects.name,
  companyId: prospects.companyId,
  companyName: companies.name,
  status: prospects.status,
  contactName: prospects.contactName,
  contactEmail: prospects.contactEmail,
  notes: prospects.notes,
  createdAt: prospects.createdAt,
  updatedAt: prospects.updatedAt,
};

export async function listProspects(db: Database, accountId: number, options: { status?: string; id?: number }) {
  return db
    .select(prospectColumns)
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(
      and(
        eq(prospects.accountId, accountId),
        options.status ? eq(prospects.status, options.status) : undefined,
        options.id === undefined ? undefined : eq(prospects.id, options.id),
      ),
    )
    .orderBy(desc(prospects.updatedAt), desc(prospects.id));
}

export async function insertProspect(db: Database, values: typeof prospects.$inferInsert): Promise<number> {
  const [row] = await db.insert(prospects).values(values).returning({ id: prospects.id });
  if (!row) throw new Error('insert returned no prospect');
  return row.id;
}

export async function updateProspect(
  db: Database,
  accountId: number,
  id: number,
  changes: { status?: string; notes?: string },
): Promise<boolean> {
  const rows = await db
    .update(prospects)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(prospects.id, id), eq(prospects.accountId, accountId)))
    .returning({ id: prospects.id });
  return rows.length > 0;
}
