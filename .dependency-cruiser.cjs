/** Import boundaries of ARCHITECTURE.md and STYLE.md rule 3; `npm run lint` fails on a violation. */
module.exports = {
  forbidden: [
    {
      name: 'common-is-standalone',
      comment: 'common/ is imported by both sides and imports neither.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(client|server)/' },
    },
    {
      name: 'client-and-server-apart',
      comment: 'The client reaches the server only over HTTP.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^client/' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'Shared pieces move down to components/ui or lib.',
      severity: 'error',
      from: { path: '^client/src/features/([^/]+)/' },
      to: { path: '^client/src/features/', pathNot: '^client/src/features/$1/' },
    },
    {
      name: 'shared-client-code-does-not-import-features',
      severity: 'error',
      from: { path: '^client/src/(components|lib)/' },
      to: { path: '^client/src/(features|app)/' },
    },
    {
      name: 'routes-hold-no-sql',
      comment: 'Route handlers parse, call a service and reply; queries live in services.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: {
        path: '(^server/src/db/|node_modules/drizzle-orm|node_modules/pg/)',
        pathNot: '^server/src/db/database\\.ts$',
      },
    },
    {
      name: 'services-do-not-import-routes',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'db-does-not-import-modules',
      comment: 'Services import db, never the reverse (the seeds may hash passwords and run the analysis).',
      severity: 'error',
      from: { path: '^server/src/db/', pathNot: '^server/src/db/(seed|seed-large)/' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'providers-do-not-import-modules',
      severity: 'error',
      from: { path: '^server/src/providers/' },
      to: { path: '^server/src/(modules|plugins)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^dist/|\\.test\\.tsx?$|^server/src/test/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
