import { readFile } from 'node:fs/promises';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { testimonies } from '../../db/schema/companies';
import { bills } from '../../db/schema/legislation';
import type { Importer, WriteOutcome } from '../core/types';
import { listFiles } from '../loaders/files';
import { locateIfExists } from '../loaders/locate';
import { writeParsed } from '../loaders/write-records';
import { parseHouseWitnesses, type WitnessRecord } from './house-witnesses.parser';

/**
 * One witness into testimonies. The House lists say who testified, not for or against what: position stays null.
 * The bill is the first of the meeting's bills that the data holds (a bare witness list names none).
 */
async function upsertWitness(tx: Tx, record: WitnessRecord, source: string): Promise<WriteOutcome> {
  const [bill] =
    record.billIds.length > 0
      ? await tx.select({ id: bills.id }).from(bills).where(inArray(bills.id, record.billIds)).limit(1)
      : [];
  const values = {
    jurisdictionId: 'US',
    billId: bill?.id ?? null,
    witnessName: record.witnessName,
    witnessTitle: record.witnessTitle,
    organization: record.organization,
    position: null,
    testifiedOn: record.testifiedOn,
    source,
    sourceRef: record.sourceRef,
  };
  const [written] = await tx
    .insert(testimonies)
    .values(values)
    .onConflictDoUpdate({
      target: [testimonies.source, testimonies.sourceRef],
      set: values,
      // md5 of the stored row's fields stands in for a content-hash column the table does not have.
      setWhere: sql`md5(row(${testimonies.billId}, ${testimonies.witnessName}, ${testimonies.witnessTitle}, ${testimonies.organization}, ${testimonies.testifiedOn})::text) is distinct from md5(row(excluded.bill_id, excluded.witness_name, excluded.witness_title, excluded.organization, excluded.testified_on)::text)`,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!written) return 'unchanged';
  return written.inserted ? 'inserted' : 'updated';
}

/** Witnesses of House committee meetings (docs.house.gov witness-list and committee-meeting XML) into testimonies. */
export const houseWitnessesImporter: Importer = {
  name: 'house-witnesses',
  description: 'House committee meeting witness lists (docs.house.gov XML) into testimonies',
  locate: (dataDir) => locateIfExists(dataDir, 'us-federal/unitedstates-congress/test/fixtures/hearings'),
  // After congress (order 50, the default): the bills to link to.
  order: 55,
  run: async (ctx, path) => {
    for (const file of await listFiles(path, (name) => /\.xml$/i.test(name))) {
      const results = parseHouseWitnesses(await readFile(file, 'utf8'), file);
      await writeParsed(ctx, `House witnesses ${file.split(/[/\\]/).pop()}`, results, (tx, record) =>
        upsertWitness(tx, record, ctx.source),
      );
    }
  },
};
