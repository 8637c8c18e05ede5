import type { Database } from '../../src/db/client';
import { openstatesBillsImporter } from '../../src/ingest/openstates-bills/openstates-bills.importer';
import { openstatesPeopleImporter } from '../../src/ingest/openstates-people/openstates-people.importer';
import { importQuietly, sharedData } from '../shared-data';

const txBills = sharedData('openstates-bills-windycivi/tx-data-pipeline/country-us/state-tx/sessions/892/bills');
const coBills = sharedData('openstates-bills-windycivi/co-data-pipeline/country-us/state-co/sessions/2025B/bills');

/** TX 892 bills with versions and texts (HB 1 and SB 1 on youth camps; HB 2 and SB 10 with companions). */
export const sampleTxBills = ['HB1', 'SB1', 'HB2', 'SB10', 'HB7', 'HB8'];
/** CO 2025B bills with roll calls. */
export const sampleCoBills = ['SB25B-002', 'SB25B-004', 'HB25B-1001'];

/**
 * A small real subset through the real importers: TX and CO legislators and TX committees (so sponsors,
 * voters and committee chairs resolve), then the sample bills.
 */
export async function loadBillSample(db: Database): Promise<void> {
  for (const folder of ['tx/legislature', 'tx/committees', 'co/legislature']) {
    await importQuietly(db, openstatesPeopleImporter, sharedData('openstates-people/data', folder));
  }
  for (const bill of sampleTxBills) await importQuietly(db, openstatesBillsImporter, `${txBills}/${bill}`);
  for (const bill of sampleCoBills) await importQuietly(db, openstatesBillsImporter, `${coBills}/${bill}`);
}
