// The layering of STACK.md and docs/ARCHITECTURE.md, checked by `npm run lint` (issue 23):
// web → (typed client of) api → services → db → domain, no arrow back up, no import circle;
// in the web app, routes → blocks/features → ui; a feature is used by others only through the
// files at its root (decision 0021).
const feature = '^apps/web/src/features/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle ties its modules into one: nothing in it can be read or tested alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'packages/domain holds pure rules: it imports no other package of ours.',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/(db|services|api)|apps)/' },
    },
    {
      name: 'db-below-services',
      severity: 'error',
      from: { path: '^packages/db/' },
      to: { path: '^(packages/(services|api)|apps)/' },
    },
    {
      name: 'services-below-api',
      severity: 'error',
      from: { path: '^packages/services/' },
      to: { path: '^(packages/api|apps)/' },
    },
    {
      name: 'api-below-web',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-not-into-db-or-services',
      severity: 'error',
      comment:
        'The web reads data through the API (its typed client), never the database or a port.',
      from: { path: '^apps/web/' },
      to: { path: '^packages/(db|services)/' },
    },
    {
      name: 'web-uses-the-api-through-its-client',
      severity: 'error',
      comment:
        "Web code reaches the API through its typed client; only the API's mount points under app/api take the app itself.",
      from: { path: '^apps/web/', pathNot: '^apps/web/src/app/api/' },
      to: {
        path: '^packages/api/src/',
        pathNot: '^packages/api/src/(web-client|client|content-client)\\.ts$',
      },
    },
    {
      name: 'ui-is-a-leaf',
      severity: 'error',
      comment: 'UI primitives know nothing of features, blocks or routes.',
      from: { path: '^apps/web/src/ui/' },
      to: { path: '^apps/web/src/(features|blocks|app)/' },
    },
    {
      name: 'nothing-imports-routes',
      severity: 'error',
      from: { path: '^apps/web/src/(features|blocks|ui|i18n)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'features-through-their-root',
      severity: 'error',
      comment:
        "Another feature's subfolders are its internals: import the files at its root (decision 0021).",
      from: { path: feature },
      to: { path: '^apps/web/src/features/[^/]+/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'blocks-and-routes-use-features-through-their-root',
      severity: 'error',
      from: { path: '^apps/web/src/(blocks|app)/' },
      to: { path: '^apps/web/src/features/[^/]+/[^/]+/' },
    },
  ],
  options: {
    includeOnly: '^(apps/web/src|packages/[^/]+/src)/',
    exclude: { path: '(\\.test\\.tsx?$|/test-utils\\.tsx$|/testing\\.tsx?$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    combinedDependencies: true,
  },
};
