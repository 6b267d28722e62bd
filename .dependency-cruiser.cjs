/**
 * The layering of docs/architecture.md as rules: `npm run lint:layers`, run by `npm test`.
 * `layers` says which folder may import which (the table "Which folder may import which" in
 * docs/architecture.md is printed from it by `node scripts/layers-table.mjs`); the rules after it
 * hold across folders. An exception names its files and says why. Paths are relative to the
 * repository root; npm packages are not app layers.
 */

/** Page-level UI: components, block renderers, route files and anything rendered (.tsx). */
const UI = '^(src/components/|src/[^/]+/ui/|blocks/|src/app/)|[.]tsx$'
/** Modules of the app (as opposed to npm packages and Node's own). */
const APP = '^(src/|blocks/|collections/|globals/|seed/|scripts/|payload[.]config[.]ts$)'
/** Shared by every layer: the generated document types, the environment and the app secret. */
const SHARED = ['src/payload-types.ts', 'src/env.ts', 'src/secret.ts']

/**
 * The features: each capability's one home (docs/architecture.md "Features"). What other folders
 * import of a feature sits at its top level (its entry: route handlers, page parts, jobs and hooks
 * the schema registers); its subfolders (`ui/`, `server/`, `delivery/` …) are its own.
 */
const FEATURES = ['accounts', 'admin', 'alerts', 'feeds', 'icons', 'inventory', 'leads', 'locations', 'models', 'reservations', 'stock', 'valuation', 'vehicle', 'vitals']

/**
 * The layers, lowest first. A folder may import its own files, SHARED, npm packages and the
 * folders of the layers below its own; not its own layer's other folders (so a layer's folders
 * never tie each other in a knot), except in the features layer, where a feature may use another
 * feature's entry and `npm run lint:layers` (scripts/folder-cycles.mjs) keeps them without a
 * cycle. Every folder and top-level module of the app is in exactly one layer.
 */
const layers = [
  { name: 'foundation', folders: ['src/lib/', 'src/db/', 'src/uploads/', 'src/errors/'], why: 'helpers and Node adapters that know nothing of the app' },
  {
    name: 'rules and primitives',
    folders: ['src/rules/', 'src/access/', 'src/hooks/', 'src/jobs/', 'src/mail/', 'src/notices/', 'src/richText/', 'src/security/'],
    why: 'SPEC.md rules as pure functions; access rules, the job runner, mail transport, PostgreSQL notices, rate limits',
  },
  {
    name: 'services',
    folders: ['src/cache/', 'src/analytics/', 'src/forms/', 'src/insight/', 'src/payments/'],
    why: 'the in-process cache and expiry bus, the form kit (schemas and fields every form shares), page views, the payments interface',
  },
  { name: 'index and edge', folders: ['src/search/', 'src/edge/'], why: 'the search contract, engine and records; the shared cache in front and its purges' },
  {
    name: 'readers and UI kit',
    folders: ['src/seo/', 'src/components/', 'src/server/'],
    why: 'SEO and sitemaps; the UI kit every page shares (primitives, islands, car cards, the shopper\'s saved state); the server edge in front of Next',
  },
  { name: 'data', folders: ['src/data/', 'src/preview/'], why: 'the one read module (through one cache) and draft preview' },
  { name: 'request guards', folders: ['src/api/'], why: 'REST guards and health answers' },
  {
    name: 'features',
    folders: FEATURES.filter((f) => f !== 'models').map((f) => `src/${f}/`),
    why: 'one folder per capability, with its routes\' handlers, UI, reads and jobs',
  },
  { name: 'blocks', folders: ['blocks/'], why: 'page blocks: each block\'s admin config and renderer, placing features on pages' },
  { name: 'page shells', folders: ['src/site/', 'src/models/', 'src/shell/'], why: 'pages made of blocks (content, lead-form, model pages) and the site\'s header and footer' },
  { name: 'schema', folders: ['collections/', 'globals/'], why: 'the admin schema: collections and globals with their hooks, access and endpoints' },
  { name: 'composition root', folders: ['payload.config.ts'], why: 'the Payload config: every collection, job and plugin; the data layer loads it lazily (`import()` in src/data/payload.ts)' },
  { name: 'demo data', folders: ['seed/'], why: 'the three demo sites, loaded by the start-up and the seed script' },
  { name: 'entry points', folders: ['src/app/', 'src/instrumentation.ts', 'src/proxy.ts', 'scripts/'], why: 'what Next, Node and npm scripts start' },
]

const escape = (p) => p.replace(/[.()[\]]/g, (c) => `[${c}]`)
const target = (p) => (p.endsWith('/') ? `^${escape(p)}` : `^${escape(p)}$`)
const either = (paths) => paths.map(target).join('|')

const layerRules = layers.flatMap(({ name, folders }, i) => {
  const below = layers.slice(0, i).flatMap((l) => l.folders)
  const sameLayer = name === 'features' ? folders : []
  return folders.map((folder) => ({
    name: `layer-${folder.replace(/^src\//, '').replace(/\/$/, '').replace(/[./]/g, '-')}`,
    severity: 'error',
    comment: `${folder} (layer "${name}") imports only its own files, the layers below it${sameLayer.length ? ' and the other features' : ''} (docs/architecture.md).`,
    from: { path: target(folder) },
    to: {
      path: APP,
      pathNot: either([folder, ...below, ...sameLayer, ...SHARED]),
      // The data layer reaches the composition root only by a lazy import (rule "composition-root" below).
      ...(folder === 'src/data/' ? { dependencyTypesNot: ['dynamic-import'] } : {}),
    },
  }))
})

const featureGroup = FEATURES.join('|')

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'every-module-in-a-layer',
      severity: 'error',
      comment: 'Every folder and top-level module of the app belongs to a layer above, so none escapes the rules.',
      from: { path: APP, pathNot: either([...layers.flatMap((l) => l.folders), ...SHARED]) },
      to: {},
    },
    {
      name: 'composition-root',
      severity: 'error',
      comment: 'payload.config.ts is imported by entry points only; the data layer loads it lazily with import() on first use.',
      from: { path: APP, pathNot: either(['src/app/', 'src/instrumentation.ts', 'seed/', 'scripts/', 'src/data/']) },
      to: { path: '^payload[.]config[.]ts$' },
    },
    {
      name: 'feature-entries',
      severity: 'error',
      comment: "Outside a feature, only its top-level files (its entry) are imported; its subfolders are its own.",
      from: { pathNot: `^src/(${featureGroup})/` },
      to: { path: `^src/(${featureGroup})/[^/]+/` },
    },
    {
      name: 'feature-entries-between-features',
      severity: 'error',
      comment: "A feature uses another feature through that feature's entry (its top-level files) only.",
      from: { path: `^src/(${featureGroup})/` },
      to: { path: `^src/(${featureGroup})/[^/]+/`, pathNot: '^src/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle anywhere: each module can be read (and loaded) after what it imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'admin-schema-no-ui',
      severity: 'error',
      comment: 'The admin schema (payload.config.ts, collections, globals, block configs) never reaches UI code, so the admin config stays free of React and browser code.',
      from: { path: '^(payload[.]config[.]ts$|collections/|globals/|blocks/[^/]+/config[.]ts$)' },
      to: { path: '^src/components/|[.]tsx$', reachable: true },
    },
    {
      name: 'blocks-are-private',
      severity: 'error',
      comment: "A block's renderer and its own parts are imported by blocks, the page shells above them (src/site, src/models) and routes; the schema imports blocks/index.ts and block configs. A part a feature shares with a block lives in the feature.",
      from: { pathNot: '^(blocks/|src/app/|src/site/|src/models/)' },
      to: { path: '^blocks/(RenderBlocks[.]tsx$|[^/]+/)', pathNot: '^blocks/[^/]+/config[.]ts$' },
    },
    {
      name: 'only-ui-renders',
      severity: 'error',
      comment: 'Server modules (data, search, SEO, leads, jobs …) never import UI; UI lives in src/components, a feature\'s ui/ folder and its .tsx entries, blocks, src/app, the page shells and the admin views.',
      from: {
        path: '^src/',
        pathNot: '^src/(components/|[^/]+/ui/|app/|site/|models/|shell/|admin/|preview/|leads/admin/|reservations/admin/)|[.]tsx$',
      },
      to: { path: UI },
    },
    {
      name: 'routes-are-entry-points',
      severity: 'error',
      comment: 'Nothing outside src/app imports a route module: pages and handlers are what Next loads.',
      from: { pathNot: '^src/app/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-dev-dependencies-in-app',
      severity: 'error',
      comment: 'What the server or browser loads may not need a devDependency (production installs leave them out).',
      from: { path: '^(src/|blocks/|collections/|globals/|payload[.]config[.]ts$)' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(src/payload-types[.]ts|src/migrations/|src/app/[(]payload[)]/admin/importMap[.]js|[.]next/)' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a type from a UI module ties the layers as much as a value.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}

// For scripts/layers-table.mjs (not a dependency-cruiser option, so not enumerable).
Object.defineProperty(module.exports, 'layers', { value: layers, enumerable: false })
Object.defineProperty(module.exports, 'features', { value: FEATURES, enumerable: false })
