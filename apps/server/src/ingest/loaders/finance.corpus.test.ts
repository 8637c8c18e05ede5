import { afterAll, beforeAll, describe } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { fecCases } from '../fec/fec.cases';
import { mnCfbCases } from '../mn-cfb/mn-cfb.cases';
import { sdLobbyistsCases } from '../sd-lobbyists/sd-lobbyists.cases';

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
// One migrated database for the campaign-finance and lobbying importers.
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
