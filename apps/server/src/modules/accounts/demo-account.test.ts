import { stateCodes } from '@statehouse/shared/reference/states';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { login } from '../../../test/factories/accounts';
import { DEMO_ACCOUNT_NAME, ensureDemoAccount } from './demo-account';

const cheap = { memoryKib: 1024, iterations: 1 };
const collectingLog = () => {
  const lines: string[] = [];
  const record = (message: string) => lines.push(message);
  return { lines, log: { info: record, warn: record } as never };
};

describe('ensureDemoAccount', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('on an empty database creates the demo account with admin, user and analyst, and logs them', async () => {
    testApp = await buildTestApp();
    const { lines, log } = collectingLog();
    expect(await ensureDemoAccount(testApp.app.db, log, { nodeEnv: 'development', hashCost: cheap })).toBe(true);
    expect(lines.join('\n')).toContain('demo / demo1234 (admin)');
    expect(lines.join('\n')).toContain(DEMO_ACCOUNT_NAME);

    const demo = await login(testApp.app, 'demo', 'demo1234');
    expect(demo.user).toMatchObject({
      Role: { RoleName: 'admin' },
      AccountUserRelationships: [
        { FullAccount: true, Account: { Name: DEMO_ACCOUNT_NAME, AnalystPortal: true, LobbyistPortal: true } },
      ],
    });
    expect(demo.user.UserStateSubscriptions.map((subscription) => subscription.StateCode).sort()).toEqual(
      [...stateCodes].sort(),
    );
    expect(demo.user.UserStateSubscriptions.every((subscription) => subscription.Status === 'active')).toBe(true);

    const members = await testApp.app.inject({
      method: 'GET',
      url: '/api/accounts/users',
      headers: { cookie: demo.cookie },
    });
    expect(
      members
        .json()
        .data.map((member: { role: string }) => member.role)
        .sort(),
    ).toEqual(['admin', 'analyst', 'user']);
    await login(testApp.app, 'demo-user', 'demo1234');
    await login(testApp.app, 'demo-analyst', 'demo1234');

    // A second start finds users and does nothing.
    expect(await ensureDemoAccount(testApp.app.db, log, { nodeEnv: 'development', hashCost: cheap })).toBe(false);
  });

  it('creates nothing in production unless asked', async () => {
    testApp = await buildTestApp();
    const { log } = collectingLog();
    expect(await ensureDemoAccount(testApp.app.db, log, { nodeEnv: 'production', hashCost: cheap })).toBe(false);
    await expect(login(testApp.app, 'demo', 'demo1234')).rejects.toThrow(/401/);
    expect(await ensureDemoAccount(testApp.app.db, log, { nodeEnv: 'production', force: true, hashCost: cheap })).toBe(
      true,
    );
    await login(testApp.app, 'demo', 'demo1234');
  });

  it('creates nothing on a server other machines can reach unless asked, and says why', async () => {
    testApp = await buildTestApp();
    const { lines, log } = collectingLog();
    const outside = { nodeEnv: 'development', reachableFromOutside: true, hashCost: cheap };
    expect(await ensureDemoAccount(testApp.app.db, log, outside)).toBe(false);
    expect(lines.join('\n')).toContain('DEMO_ACCOUNT=true');
    await expect(login(testApp.app, 'demo', 'demo1234')).rejects.toThrow(/401/);
    expect(await ensureDemoAccount(testApp.app.db, log, { ...outside, force: true })).toBe(true);
  });
});
