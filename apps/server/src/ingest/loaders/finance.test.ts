import { afterAll, beforeAll, describe } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { fecCases } from '../fec/fec.cases';
import { mnCfbCases } from '../mn-cfb/mn-cfb.cases';
import { sdLobbyistsCases } from '../sd-lobbyists/sd-lobbyists.cases';

// One migrated database for the campaign-finance and lobbying importers (committed excerpts: test/fixtures/public-data).
describe('campaign finance and lobbying importers', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  mnCfbCases(() => database);
  fecCases(() => database);
  sdLobbyistsCases(() => database);
});
