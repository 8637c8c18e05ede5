import {
  type CompanyBillPosition,
  type CompanyTickSheetEntry,
  type CompanyTickSheetReply,
  type CompanyTickSheetRow,
  companyBillPositions,
  type KnownCompanyPosition,
} from '@statehouse/shared/company-tick-sheets/company-tick-sheets.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { requireBill } from '../bills/bills.service';
import { getBillCompaniesOfInterest } from '../companies/companies.service';
import { TICK_SHEET_EDITOR_ROLES } from '../tick-sheets/tick-sheets.service';
import {
  type CompanyEntryRow,
  findVisibleCompany,
  listCompanyTestimony,
  listEntries,
  saveEntry,
  type TestimonyRow,
} from './company-tick-sheets.queries';

export const companyTickSheetMessages = {
  companyNotFound: 'Company not found',
} as const;

/** Witness lists write for, against or on (neutral); the sheet's words for them. */
const testimonyPosition: Record<string, KnownCompanyPosition['position']> = {
  for: 'support',
  against: 'oppose',
  on: 'neutral',
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toEntry = (companyId: number, row: CompanyEntryRow | undefined): CompanyTickSheetEntry => ({
  companyId,
  position: row?.position ?? 'unknown',
  note: row?.note ?? '',
  updatedBy: row ? { id: row.userId, name: row.userName ?? 'Former member' } : null,
  updatedAt: row ? iso(row.updatedAt) : null,
});

function toRow(
  company: CompanyTickSheetRow['company'],
  reasons: string[],
  entry: CompanyEntryRow | undefined,
  testimony: readonly TestimonyRow[],
): CompanyTickSheetRow {
  const known: KnownCompanyPosition[] = testimony.map((row) => ({
    source: 'testimony',
    position: testimonyPosition[row.position?.toLowerCase() ?? ''] ?? null,
    witnessName: row.witnessName,
    date: row.date,
  }));
  const recorded = toEntry(company.id, entry);
  const testified = known.find((item) => item.position !== null)?.position ?? null;
  // The team's record wins; an unrecorded row shows what the latest testimony said.
  const fromTeam = entry !== undefined && recorded.position !== 'unknown';
  return {
    ...recorded,
    company,
    reasons,
    known,
    shownPosition: fromTeam ? recorded.position : (testified ?? 'unknown'),
    positionSource: fromTeam ? 'team' : testified ? 'testimony' : null,
  };
}

/**
 * The company tick sheet (decision 041): the companies that care about the bill (the companies module's
 * companies-of-interest, best first), then the companies the team recorded by hand, each with the public record's
 * positions (testimony) and the account's own. Everything the account recorded is read by account.
 */
export async function getCompanyTickSheet({
  db,
  caller,
  billId,
}: {
  db: Database;
  caller: AuthUser;
  billId: string;
}): Promise<CompanyTickSheetReply> {
  const bill = await requireBill(db, billId);
  const [interest, entries, testimony] = await Promise.all([
    getBillCompaniesOfInterest({ db, caller, billId: bill.id }),
    listEntries(db, caller.accountId, bill.id),
    listCompanyTestimony(db, bill.id),
  ]);
  const entryOf = new Map(entries.map((row) => [row.companyId, row]));
  const testimonyOf = (companyId: number) => testimony.filter((row) => row.companyId === companyId);
  const rows = interest.data.map((item) =>
    toRow(item.company, item.reasons, entryOf.get(item.company.id), testimonyOf(item.company.id)),
  );
  const listed = new Set(rows.map((row) => row.companyId));
  for (const entry of entries) {
    if (listed.has(entry.companyId)) continue;
    rows.push(
      toRow(
        { id: entry.companyId, name: entry.companyName, state: entry.companyState },
        [],
        entry,
        testimonyOf(entry.companyId),
      ),
    );
  }
  const counts = Object.fromEntries(companyBillPositions.map((position) => [position, 0])) as Record<
    CompanyBillPosition,
    number
  >;
  for (const row of rows) counts[row.shownPosition] += 1;
  return {
    bill: { id: bill.id, identifier: bill.identifier, title: bill.title, stateCode: bill.stateCode },
    companies: rows,
    counts,
    message: rows.length === 0 ? interest.message : null,
    canEdit: TICK_SHEET_EDITOR_ROLES.includes(caller.role),
  };
}

/** Records the account's view of where a company stands on the bill (adds the company to the sheet if need be). */
export async function setCompanyTickSheetEntry({
  db,
  caller,
  billId,
  companyId,
  input,
}: {
  db: Database;
  caller: Pick<AuthUser, 'id' | 'accountId'>;
  billId: string;
  companyId: number;
  input: { position: CompanyBillPosition; note: string };
}): Promise<CompanyTickSheetEntry> {
  const bill = await requireBill(db, billId);
  if (!(await findVisibleCompany(db, companyId, caller.accountId)))
    throw new AppError('NOT_FOUND', companyTickSheetMessages.companyNotFound);
  await saveEntry(db, {
    accountId: caller.accountId,
    billId: bill.id,
    companyId,
    position: input.position,
    note: input.note,
    userId: caller.id,
  });
  const entry = (await listEntries(db, caller.accountId, bill.id)).find((row) => row.companyId === companyId);
  return toEntry(companyId, entry);
}
