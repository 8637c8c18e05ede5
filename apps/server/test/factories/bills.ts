import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/client';
import { nyLegislationImporter } from '../../src/ingest/ny-legislation/ny-legislation.importer';
import { openstatesBillsImporter } from '../../src/ingest/openstates-bills/openstates-bills.importer';
import { openstatesPeopleImporter } from '../../src/ingest/openstates-people/openstates-people.importer';
import { sdLegislatureImporter } from '../../src/ingest/sd-legislature/sd-legislature.importer';
import { importQuietly, sharedData } from '../shared-data';

const txBills = sharedData('openstates-bills-windycivi/tx-data-pipeline/country-us/state-tx/sessions/892/bills');
const coBills = sharedData('openstates-bills-windycivi/co-data-pipeline/country-us/state-co/sessions/2025B/bills');
const nyMirror = sharedData('ny-legislation-jehiah/bills');
const sdArchive = sharedData('sd-legislature-archive/data');

/** TX 892 bills with versions and texts (HB 1 and SB 1 on youth camps; HB 2 and SB 10 with companions). */
export const sampleTxBills = ['HB1', 'SB1', 'HB2', 'SB10', 'HB7', 'HB8'];
/** CO 2025B bills with roll calls. */
export const sampleCoBills = ['SB25B-002', 'SB25B-004', 'HB25B-1001'];
/** NY 2025: S3967 (signed, floor and committee roll calls, LawCode) and its same-as A1029. */
export const sampleNyBills = ['A1029.json', 'S3967.json'];
/** SD 2024: SB 90 with its roll calls. */
export const sampleSdBills = ['sd-legislature-bill-24427.json'];

/**
 * A small real subset through the real importers: TX, CO and NY legislators and TX committees (so sponsors,
 * voters and committee chairs resolve), then the sample bills of TX, CO, NY and SD.
 */
export async function loadBillSample(db: Database): Promise<void> {
  for (const folder of ['tx/legislature', 'tx/committees', 'co/legislature', 'ny/legislature']) {
    await importQuietly(db, openstatesPeopleImporter, sharedData('openstates-people/data', folder));
  }
  for (const bill of sampleTxBills) await importQuietly(db, openstatesBillsImporter, `${txBills}/${bill}`);
  for (const bill of sampleCoBills) await importQuietly(db, openstatesBillsImporter, `${coBills}/${bill}`);

  const dir = mkdtempSync(path.join(tmpdir(), 'bills-sample-'));
  try {
    mkdirSync(path.join(dir, 'ny', '2025'), { recursive: true });
    cpSync(path.join(nyMirror, '2025-index.json'), path.join(dir, 'ny', '2025-index.json'));
    for (const name of sampleNyBills) cpSync(path.join(nyMirror, '2025', name), path.join(dir, 'ny', '2025', name));
    await importQuietly(db, nyLegislationImporter, path.join(dir, 'ny'));

    for (const folder of ['sessions', 'legislators', 'committees']) {
      cpSync(path.join(sdArchive, folder), path.join(dir, 'sd', folder), { recursive: true });
    }
    for (const name of sampleSdBills) cpSync(path.join(sdArchive, 'bills', name), path.join(dir, 'sd', 'bills', name));
    await importQuietly(db, sdLegislatureImporter, path.join(dir, 'sd'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
