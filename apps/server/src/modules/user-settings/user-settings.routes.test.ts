import type { UserSettings } from '@statehouse/shared/users/users.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount, type SignedIn } from '../../../test/factories/accounts';

let testApp: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await registerAccount(testApp.app);
}, 60_000);
afterAll(() => testApp.close());

const read = async (who: SignedIn = owner) =>
  (
    await testApp.app.inject({ method: 'GET', url: '/api/user-settings', headers: { cookie: who.cookie } })
  ).json<UserSettings>();
const save = (payload: Record<string, unknown>, who: SignedIn = owner) =>
  testApp.app.inject({ method: 'POST', url: '/api/user-settings', headers: { cookie: who.cookie }, payload });

describe('the state and session kept in user settings', () => {
  it('has none until one is picked, then keeps it per user beside the other settings', async () => {
    expect((await read()).legislative).toBeUndefined();
    const saved = await save({ legislative: { stateCode: 'mi', sessionCode: '25R' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<UserSettings>().legislative).toEqual({ stateCode: 'MI', sessionCode: '25R' });

    // Saving the theme alone leaves the choice as it was.
    await save({ theme: 'dark' });
    expect(await read()).toMatchObject({ theme: 'dark', legislative: { stateCode: 'MI', sessionCode: '25R' } });

    const other = await registerAccount(testApp.app);
    expect((await read(other)).legislative).toBeUndefined();
  });

  it('accepts ALL with its pseudo-sessions', async () => {
    const saved = await save({ legislative: { stateCode: 'ALL', sessionCode: 'MOST_RECENT' } });
    expect(saved.json<UserSettings>().legislative).toEqual({ stateCode: 'ALL', sessionCode: 'MOST_RECENT' });
  });

  it('refuses a state or session that is not one, with a message', async () => {
    const badState = await save({ legislative: { stateCode: 'ZZ', sessionCode: '25R' } });
    expect(badState.statusCode).toBe(400);
    expect(badState.json().message).toMatch(/legislative.stateCode must be a two-letter state code or ALL/);
    const badSession = await save({ legislative: { stateCode: 'TX', sessionCode: '2025' } });
    expect(badSession.statusCode).toBe(400);
    expect(badSession.json().message).toMatch(/legislative.sessionCode must be a session id/);
  });

  it('drops a stored choice that no longer fits without resetting the other settings', async () => {
    await save({ theme: 'dark', legislative: { stateCode: 'TX', sessionCode: '892' } });
    await testApp.database.db.execute(
      sql`update user_settings set settings = jsonb_set(settings, '{legislative}', '{"stateCode":"XX"}')
          where user_id = ${owner.userId}`,
    );
    const settings = await read();
    expect(settings.theme).toBe('dark');
    expect(settings.legislative).toBeUndefined();
  });
});
