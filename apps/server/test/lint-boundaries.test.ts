import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The boundary rules of `npm run lint` (.dependency-cruiser.cjs, decision 056) run over a small tree laid out like
// the repository in a temporary folder: every allowed kind of import passes, and each planted one fails with the
// rule meant for it. The tree is the rules' specification in miniature; the real tree is checked by `npm run lint`.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const depcruise = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** Files of the miniature tree, each with the specifiers it imports. */
const allowed: Record<string, string[]> = {
  'packages/shared/src/bills/bills.schemas.ts': [],
  'apps/web/src/features/bills/api/bill-keys.ts': ['@statehouse/shared/bills/bills.schemas'],
  'apps/web/src/features/bills/bills-page.ts': ['./api/bill-keys', '@/components/button', '@/lib/api-client'],
  'apps/web/src/features/bills/bills-page.test.ts': ['./bills-page', '@/testing/render-route'],
  'apps/web/src/features/tags/tags-page.ts': ['@/components/button'],
  'apps/web/src/components/button.ts': ['@/hooks/use-media-query'],
  'apps/web/src/hooks/use-media-query.ts': [],
  'apps/web/src/lib/api-client.ts': ['@/config/paths'],
  'apps/web/src/config/paths.ts': [],
  'apps/web/src/config/paths.test.ts': ['@/app/navigation'],
  'apps/web/src/app/navigation.ts': [],
  'apps/web/src/app/routes.ts': ['@/features/bills/bills-page', '@/features/tags/tags-page', './navigation'],
  'apps/web/src/testing/render-route.ts': ['@/app/routes'],
  'apps/server/src/config/env.ts': [],
  'apps/server/src/lib/html.ts': ['../config/env'],
  'apps/server/src/db/client.ts': ['../lib/html', '../config/env'],
  'apps/server/src/notify/mailer.ts': ['../config/env'],
  'apps/server/src/ai/provider.ts': ['../db/client'],
  'apps/server/src/text-reuse/minhash.ts': ['../lib/html'],
  'apps/server/src/ingest/run-import.ts': ['../text-reuse/minhash', '../db/client'],
  'apps/server/src/plugins/auth.ts': ['../notify/mailer', '../ai/provider'],
  'apps/server/src/jobs/report-job.ts': ['../notify/mailer', '../ai/provider', '../ingest/run-import'],
  'apps/server/src/modules/bills/bills.queries.ts': ['../../db/client'],
  'apps/server/src/modules/bills/bills.service.ts': ['./bills.queries', '../../notify/mailer'],
  'apps/server/src/modules/bills/bills.routes.ts': ['./bills.service', '../../plugins/auth'],
  'apps/server/src/modules/bills/bills.test-setup.ts': ['./bills.queries', '../../../test/build-test-app'],
  'apps/server/src/modules/tags/tags.service.ts': ['../bills/bills.service'],
  'apps/server/src/modules/tags/tags.routes.test.ts': ['./tags.service', '../bills/bills.test-setup'],
  'apps/server/src/modules/index.ts': ['./bills/bills.routes', './tags/tags.service'],
  'apps/server/src/jobs/report-job.test.ts': ['./report-job', '../modules/index'],
  'apps/server/src/app.ts': ['./modules/index', './jobs/report-job', './plugins/auth'],
  'apps/server/src/server.ts': ['./app'],
  'apps/server/test/build-test-app.ts': ['../src/app'],
};

/** One planted import per rule (and per way of spelling it), with the violation it must raise. */
const planted: { file: string; imports: string; rule: string; target: string }[] = [
  {
    file: 'apps/web/src/features/search/search-page.ts',
    imports: '../bills/api/bill-keys',
    rule: 'web-feature-imports-feature',
    target: 'apps/web/src/features/bills/api/bill-keys.ts',
  },
  {
    file: 'apps/web/src/features/search/components/results.ts',
    imports: '@/features/bills/api/bill-keys',
    rule: 'web-feature-imports-feature',
    target: 'apps/web/src/features/bills/api/bill-keys.ts',
  },
  {
    file: 'apps/web/src/features/tags/tag-list.ts',
    imports: '@/app/navigation',
    rule: 'web-feature-imports-app',
    target: 'apps/web/src/app/navigation.ts',
  },
  {
    file: 'apps/web/src/features/tags/tag-chip.ts',
    imports: '@/features/tags/tags-page',
    rule: 'web-feature-imports-itself-by-alias',
    target: 'apps/web/src/features/tags/tags-page.ts',
  },
  {
    file: 'apps/web/src/components/bill-card.ts',
    imports: '../features/bills/api/bill-keys',
    rule: 'web-shared-layer-imports-feature',
    target: 'apps/web/src/features/bills/api/bill-keys.ts',
  },
  {
    file: 'apps/web/src/testing/bill-fixtures.ts',
    imports: '@/features/bills/api/bill-keys',
    rule: 'web-shared-layer-imports-feature',
    target: 'apps/web/src/features/bills/api/bill-keys.ts',
  },
  {
    file: 'apps/web/src/lib/route-link.ts',
    imports: '@/app/navigation',
    rule: 'web-shared-layer-imports-app',
    target: 'apps/web/src/app/navigation.ts',
  },
  {
    file: 'apps/web/src/lib/server-html.ts',
    imports: '../../../server/src/lib/html',
    rule: 'web-imports-server',
    target: 'apps/server/src/lib/html.ts',
  },
  {
    file: 'packages/shared/src/common/leak.ts',
    imports: '../../../../apps/server/src/lib/html',
    rule: 'shared-imports-an-app',
    target: 'apps/server/src/lib/html.ts',
  },
  {
    file: 'apps/server/src/modules/tags/tags.queries.ts',
    imports: '../bills/bills.queries',
    rule: 'server-module-reaches-into-module',
    target: 'apps/server/src/modules/bills/bills.queries.ts',
  },
  {
    file: 'apps/server/src/jobs/digest.ts',
    imports: '../modules/bills/bills.queries',
    rule: 'server-tier-reaches-into-module',
    target: 'apps/server/src/modules/bills/bills.queries.ts',
  },
  {
    file: 'apps/server/src/ai/retrieval.ts',
    imports: '../modules/bills/bills.queries',
    rule: 'server-tier-reaches-into-module',
    target: 'apps/server/src/modules/bills/bills.queries.ts',
  },
  {
    file: 'apps/server/src/text-reuse/refresh.ts',
    imports: '../modules/bills/bills.queries',
    rule: 'server-tier-reaches-into-module',
    target: 'apps/server/src/modules/bills/bills.queries.ts',
  },
  {
    file: 'apps/server/src/jobs/report-job.ts',
    imports: '../modules/bills/bills.service',
    rule: 'server-tier-reaches-into-module',
    target: 'apps/server/src/modules/bills/bills.service.ts',
  },
  {
    file: 'apps/server/src/db/sql.ts',
    imports: '../modules/bills/bills.service',
    rule: 'server-bottom-tier-imports-upward',
    target: 'apps/server/src/modules/bills/bills.service.ts',
  },
  {
    file: 'apps/server/src/lib/dates.ts',
    imports: '../db/client',
    rule: 'server-bottom-tier-order',
    target: 'apps/server/src/db/client.ts',
  },
  {
    file: 'apps/server/src/notify/sms.ts',
    imports: '../jobs/report-job',
    rule: 'server-middle-tier-order',
    target: 'apps/server/src/jobs/report-job.ts',
  },
  {
    file: 'apps/server/src/plugins/boot.ts',
    imports: '../ingest/run-import',
    rule: 'server-middle-tier-order',
    target: 'apps/server/src/ingest/run-import.ts',
  },
  {
    file: 'apps/server/src/modules/tags/tags.routes.ts',
    imports: '../../app',
    rule: 'server-imports-top',
    target: 'apps/server/src/app.ts',
  },
  {
    file: 'apps/server/src/lib/clock.ts',
    imports: '../../test/build-test-app',
    rule: 'production-imports-test-code',
    target: 'apps/server/test/build-test-app.ts',
  },
  {
    file: 'apps/server/src/lib/missing.ts',
    imports: './not-there',
    rule: 'not-to-unresolvable',
    target: './not-there',
  },
  {
    file: 'apps/server/src/lib/cycle-a.ts',
    imports: './cycle-b',
    rule: 'no-circular',
    target: 'apps/server/src/lib/cycle-b.ts',
  },
  {
    file: 'apps/server/src/lib/cycle-b.ts',
    imports: './cycle-a',
    rule: 'no-circular',
    target: 'apps/server/src/lib/cycle-a.ts',
  },
];

type Violation = { from: string; to: string; rule: { name: string } };

let root: string;

async function writeTree(files: Record<string, string[]>): Promise<void> {
  for (const [file, specifiers] of Object.entries(files)) {
    await mkdir(path.join(root, path.dirname(file)), { recursive: true });
    const lines = specifiers.map((specifier) => `import '${specifier}';`);
    await writeFile(path.join(root, file), [...lines, 'export const value = 1;', ''].join('\n'));
  }
}

async function cruise(): Promise<Violation[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      depcruise,
      'packages/shared',
      'apps/server',
      'apps/web',
      '--config',
      path.join(repoRoot, '.dependency-cruiser.cjs'),
      '--no-cache',
      '--output-type',
      'json',
    ],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => {
    // depcruise exits with the number of errors; the JSON report is on stdout all the same.
    if (!error.stdout) throw error;
    return { stdout: error.stdout };
  });
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('npm run lint: boundaries on resolved paths', () => {
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'statehouse-boundaries-'));
    // The alias file and the web tsconfig it extends, as in the repository; @statehouse/shared through a workspace link.
    for (const config of ['tsconfig.boundaries.json', 'tsconfig.base.json', 'apps/web/tsconfig.json']) {
      await mkdir(path.join(root, path.dirname(config)), { recursive: true });
      await writeFile(path.join(root, config), await readFile(path.join(repoRoot, config)));
    }
    await mkdir(path.join(root, 'packages/shared'), { recursive: true });
    await writeFile(
      path.join(root, 'packages/shared/package.json'),
      await readFile(path.join(repoRoot, 'packages/shared/package.json')),
    );
    await mkdir(path.join(root, 'node_modules/@statehouse'), { recursive: true });
    await symlink(path.join(root, 'packages/shared'), path.join(root, 'node_modules/@statehouse/shared'), 'dir');
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('passes every allowed import and fails each planted one with its rule, on the file the import resolves to', async () => {
    await writeTree(allowed);
    await writeTree(Object.fromEntries(planted.map(({ file, imports }) => [file, [imports]])));
    const found = (await cruise()).map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`);
    const expected = planted.map(({ rule, file, target }) => `${rule}: ${file} -> ${target}`);
    const isCycle = (line: string) => line.startsWith('no-circular');
    // Nothing else: each allowed import of the tree passes.
    expect(found.filter((line) => !isCycle(line)).sort()).toEqual(expected.filter((line) => !isCycle(line)).sort());
    // A cycle is one violation, reported from whichever of its files the cruise meets first.
    expect(found.filter(isCycle)).toHaveLength(1);
    expect(expected.filter(isCycle)).toContain(found.find(isCycle));
  });
});
