import type { Database } from '../../src/db/client';
import { loadSample } from '../../src/ingest/sample/load-sample';

/**
 * The Open States people of the given states from the shipped sample (data/sample), with every
 * jurisdiction: what an importer test needs to resolve sponsors and voters, without ../shared/data.
 */
export async function loadSamplePeople(db: Database, states: readonly string[]): Promise<void> {
  const wanted = new Set(states);
  await loadSample(
    db,
    { info: () => {} },
    {
      select: (table, row) =>
        table === 'jurisdictions' || (table === 'people' && wanted.has(String(row.jurisdiction_id))) ? row : null,
    },
  );
}
