// The boundaries of docs/ARCHITECTURE.md ("Boundaries") and decision 056, checked on the files imports resolve to.
// `npm run lint` runs it over packages/shared, apps/server, apps/web and e2e after Biome.

const serverSource = 'apps/server/src/';
const server = `^${serverSource}`;
const web = '^apps/web/src/';

/**
 * Test code: test files and what only tests import (fixtures, cases, test helpers and folders). It may import
 * across the tiers (a test sits on top of what it tests); production code never imports it.
 */
const testCode = [
  '\\.(test|spec)\\.tsx?$',
  '\\.test-[a-z-]+\\.tsx?$',
  '\\.cases\\.ts$',
  '(^|/)__tests__/',
  '(^|/)testing(/|-fixtures\\.ts$)',
  '(^|/)fixtures/',
  '^apps/server/test/',
  '^e2e/',
];

/**
 * The server's middle tier, above config, db and lib and below the modules: which of its folders each may
 * import. notify, ai and text-reuse are leaves; plugins decorate the app with notify's and ai's clients;
 * ingest derives text signatures after an import; jobs run all of them on a schedule.
 */
const middleTier = {
  notify: [],
  ai: [],
  'text-reuse': [],
  ingest: ['text-reuse'],
  plugins: ['notify', 'ai'],
  jobs: ['notify', 'ai', 'text-reuse', 'ingest'],
};
const middleFolders = Object.keys(middleTier);

/** The bottom tier in its own order: config imports none of ours, lib only config, db lib and config. */
const bottomTier = { config: [], lib: ['config'], db: ['config', 'lib'] };

/** The server's top: app.ts, server.ts and the module list (modules/index.ts). Only tests import them. */
const serverTop = `${server}(app|server)\\.ts$|${server}modules/index\\.ts$`;

/** One rule per folder of a tier that may not import some of the others: those it does not list. */
function orderRules(name, tier, comment) {
  return Object.entries(tier).flatMap(([folder, mayImport]) => {
    const refused = Object.keys(tier).filter((other) => other !== folder && !mayImport.includes(other));
    if (refused.length === 0) return [];
    return [
      {
        name,
        comment,
        severity: 'error',
        from: { path: `${server}${folder}/`, pathNot: testCode },
        to: { path: `${server}(${refused.join('|')})/` },
      },
    ];
  });
}

const moduleService = `${server}modules/[^/]+/[^/]+\\.service\\.ts$`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only imports included: a loop is one a reader has to untangle (decision 021).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import of ours resolves to a file, so the rules below see where it lands.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'production-imports-test-code',
      comment: 'Test files, fixtures and test helpers are for tests only.',
      severity: 'error',
      from: { pathNot: testCode },
      to: { path: testCode },
    },

    // Packages
    {
      name: 'shared-imports-an-app',
      comment: 'packages/shared is what both apps build on: it never imports apps/* or the e2e journeys.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|e2e)/' },
    },
    {
      name: 'web-imports-server',
      comment: 'The web app talks to the server over HTTP and shares only packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-imports-web',
      comment: 'The server serves the built web app (dist), never its source.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },

    // Web (decision 021)
    {
      name: 'web-feature-imports-feature',
      comment:
        'A feature never imports another feature: share through components/, lib/, hooks/, testing/ or ' +
        '@statehouse/shared, or let the route (app/) compose them.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'web-feature-imports-app',
      comment: 'Routes and layouts (app/) compose features; a feature never imports them.',
      severity: 'error',
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'web-feature-imports-itself-by-alias',
      comment: 'Inside a feature, imports are relative: @/features/... is how a file outside it would reach it.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/$1/`, dependencyTypes: ['aliased-tsconfig-paths'] },
    },
    {
      name: 'web-shared-layer-imports-feature',
      comment:
        'components/, lib/, hooks/, config/ and testing/ never import features: take what a feature draws as a prop or slot from the route.',
      severity: 'error',
      from: { path: `${web}(components|lib|hooks|config|testing)/` },
      to: { path: `${web}features/` },
    },
    {
      name: 'web-shared-layer-imports-app',
      comment: 'components/, lib/, hooks/ and config/ never import the app; test helpers and tests may render it.',
      severity: 'error',
      from: { path: `${web}(components|lib|hooks|config)/`, pathNot: testCode },
      to: { path: `${web}app/` },
    },

    // Server: modules (decision 021)
    {
      name: 'server-module-reaches-into-module',
      comment:
        "A module calls another module only through its <name>.service.ts, the module's whole public surface " +
        "(tests may also use another module's <name>.test-*.ts fixtures).",
      severity: 'error',
      from: { path: `${server}modules/([^/]+)/` },
      to: {
        path: `${server}modules/`,
        pathNot: [`${server}modules/$1/`, moduleService, `${server}modules/[^/]+/[^/]+\\.test-[a-z-]+\\.ts$`],
      },
    },

    // Server: tiers. Bottom config, lib, db; middle plugins, notify, ai, text-reuse, ingest, jobs; then modules;
    // app.ts, server.ts and modules/index.ts on top. Nothing imports upward (tests may: they build the app).
    {
      name: 'server-tier-reaches-into-module',
      comment:
        'Below the modules nothing imports a module (not even its service): work a job or plugin needs is handed in by app.ts (e.g. the report scheduler) or lives in a lower tier.',
      severity: 'error',
      from: { path: `${server}(${middleFolders.join('|')})/`, pathNot: testCode },
      to: { path: `${server}modules/`, pathNot: `${server}modules/index\\.ts$` },
    },
    {
      name: 'server-bottom-tier-imports-upward',
      comment:
        'config, lib and db are the bottom tier: they import no plugin, notify, ai, text-reuse, ingest, job or module.',
      severity: 'error',
      from: { path: `${server}(config|lib|db)/`, pathNot: testCode },
      to: { path: `${server}(${middleFolders.join('|')}|modules)/` },
    },
    ...orderRules(
      'server-bottom-tier-order',
      bottomTier,
      'Inside the bottom tier: config imports none of ours, lib imports config, db imports lib and config.',
    ),
    ...orderRules(
      'server-middle-tier-order',
      middleTier,
      'Inside the middle tier: notify, ai and text-reuse import none of it; ingest may use text-reuse; plugins ' +
        'notify and ai; jobs notify, ai, text-reuse and ingest.',
    ),
    {
      name: 'server-imports-top',
      comment: 'Nothing below the top imports app.ts, server.ts or the module list (modules/index.ts).',
      severity: 'error',
      from: { path: server, pathNot: [serverTop, ...testCode] },
      to: { path: serverTop },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|\\.gen\\.ts$|^apps/server/src/db/migrations/' },
    // Type-only imports count: a type from another feature or module couples them all the same.
    tsPreCompilationDeps: true,
    // The web app's `@/` alias; @statehouse/shared resolves through its package.json exports to packages/shared.
    tsConfig: { fileName: 'tsconfig.boundaries.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
