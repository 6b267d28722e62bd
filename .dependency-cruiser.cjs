/**
 * The layering of docs/architecture.md as rules: `npm run lint:layers`, run by `npm test`.
 * `layers` says which folder may import which (the table "Which folder may import which" in
 * docs/architecture.md is printed from it by `node scripts/layers-table.mjs`); the rules after it
 * hold across folders. An exception names its files and says why. Paths are relative to the
 * repository root; npm packages are not app layers.
 */

/** Page-level UI: components, block renderers, route files and anything rendered (.tsx). */
const UI = '^(src/components/|blocks/|src/app/)|[.]tsx$'
/** Modules of the app (as opposed to npm packages and Node's own). */
const APP = '^(src/|blocks/|collections/|globals/|seed/|scripts/|payload[.]config[.]ts$)'
/** Shared by every layer: the generated document types, the environment and the app secret. */
const SHARED = ['src/payload-types.ts', 'src/env.ts', 'src/secret.ts']

/**
 * Folder → what it may import besides itself and SHARED (a folder ends in "/", else a file).
 * Folders not listed here (the pages: src/app, src/site, blocks, src/components/<area>; the schema)
 * are bound only by the rules below the list.
 */
const layers = [
  { folder: 'src/lib/', may: [], why: 'tiny pure helpers shared everywhere' },
  { folder: 'src/rules/', may: ['src/lib/'], why: 'SPEC.md rules as pure functions, no I/O' },
  { folder: 'src/components/ui/', may: ['src/lib/', 'src/rules/', 'src/components/island/'], why: 'primitives several blocks or pages share' },
  { folder: 'src/access/', may: ['src/lib/'] },
  { folder: 'src/hooks/', may: ['src/lib/'] },
  { folder: 'src/richText/', may: ['src/lib/'] },
  { folder: 'src/analytics/', may: ['src/rules/'] },
  { folder: 'src/payments/', may: ['src/rules/'] },
  { folder: 'src/uploads/', may: [], why: 'node only' },
  { folder: 'src/notices/', may: ['src/lib/'], why: 'the instance id, the PostgreSQL listener and the channels: one per process, below the caches that use them' },
  { folder: 'src/db/', may: [] },
  { folder: 'src/errors/', may: ['src/lib/'], why: 'how Payload answers errors (its afterError hooks): below payload.config.ts, which installs them' },
  { folder: 'src/security/', may: ['src/lib/'], why: 'rate limits, client address and the edge secret: below every endpoint' },
  { folder: 'src/jobs/', may: ['src/lib/'], why: 'the one job runner; the jobs themselves live with what they do' },
  { folder: 'src/cache/', may: ['src/lib/', 'src/notices/'], why: 'the one in-process cache, the expiry bus, tags; the shared page cache listens and notifies on PostgreSQL' },
  { folder: 'src/edge/', may: ['src/lib/', 'src/cache/expiryBus.ts'], why: 'the shared cache in front (Varnish, Fastly, Cloudflare): its headers, and its purges subscribed to the expiry bus' },
  {
    folder: 'src/server/',
    may: ['src/cache/expiryBus.ts', 'src/cache/edgeTagsHeader.ts', 'src/cache/mediaFileTags.ts', 'src/security/', 'src/search/frontSearchChannel.ts', 'src/search/searchGetForm.ts', 'src/edge/edgeHeaders.ts'],
    why: 'the server edge in front of Next: it reaches the app only over the typed channels (expiry bus, search bridge, edge secret); it sets the edge headers from the tags Next\'s cache handler hands it and those of media files (read from their URL); it reads the search GET form (pure)',
  },
  { folder: 'src/api/', may: ['src/lib/', 'src/db/', 'src/server/drain.ts', 'payload.config.ts'], why: 'REST guards and health answers (readiness asks the edge whether it drains)' },
  { folder: 'src/preview/', may: ['src/lib/', 'src/components/island/'] },
  {
    folder: 'src/data/',
    may: ['payload.config.ts', 'src/cache/', 'src/search/', 'src/rules/', 'src/lib/', 'src/seo/sitemap.ts'],
    why: 'the one read module; of higher folders only pure modules it applies: the sitemap path rules',
  },
  {
    folder: 'src/search/',
    may: ['src/lib/', 'src/rules/', 'src/cache/', 'src/notices/', 'src/jobs/', 'src/security/', 'src/access/'],
    why: 'the search contract, its adapters, the engine and the records, below src/data: the endpoint is wired to the data layer in src/data/searchEndpoint.ts',
  },
  { folder: 'src/seo/', may: ['src/lib/', 'src/rules/', 'src/cache/', 'src/search/', 'src/data/', 'src/site/', 'src/edge/edgeHeaders.ts'] },
  { folder: 'src/icons/', may: ['src/lib/', 'src/rules/', 'src/uploads/', 'src/data/', 'src/seo/'] },
  { folder: 'src/pdf/', may: ['src/lib/', 'src/rules/', 'src/uploads/', 'src/seo/', 'src/data/', 'src/site/', 'src/cache/memoryCache.ts', 'src/cache/expiryBus.ts'] },
  { folder: 'src/geo/', may: ['src/lib/', 'src/rules/', 'src/security/', 'src/cache/memoryCache.ts'] },
  { folder: 'src/forms/', may: ['src/lib/', 'src/rules/', 'src/leads/'] },
  {
    folder: 'src/leads/',
    may: ['src/lib/', 'src/rules/', 'src/forms/', 'src/access/', 'src/security/', 'src/db/', 'src/jobs/', 'src/data/', 'src/preview/', 'src/admin/', 'src/seo/siteOrigin.ts', 'src/uploads/'],
    why: 'the shopper e-mail links to the site by its canonical origin (src/seo/siteOrigin.ts, pure); lead mail attaches photos from wherever uploads are stored (src/uploads/)',
  },
  { folder: 'src/accounts/', may: ['src/lib/', 'src/rules/', 'src/security/', 'src/search/', 'src/data/', 'src/leads/', 'src/cache/memoryCache.ts', 'src/cache/expiryBus.ts', 'src/cache/tags.ts'] },
  { folder: 'src/inventory/', may: ['src/lib/', 'src/rules/', 'src/cache/', 'src/search/', 'collections/siteSettingsFields.ts'] },
  { folder: 'src/valuation/', may: ['src/lib/', 'src/rules/', 'src/forms/', 'src/security/', 'src/data/', 'src/leads/'] },
  {
    folder: 'src/reservations/',
    may: ['src/lib/', 'src/rules/', 'src/forms/', 'src/security/', 'src/payments/', 'src/data/', 'src/leads/', 'src/accounts/', 'src/db/', 'src/cache/', 'src/search/'],
  },
  { folder: 'src/insight/', may: ['src/lib/', 'src/rules/', 'src/access/'], why: 'per-car page views and what staff read of them (issue 35 section 5)' },
  { folder: 'src/vitals/', may: ['src/lib/', 'src/rules/', 'src/security/', 'src/api/', 'src/data/', 'src/insight/'], why: 'the one first-party beacon endpoint also counts car page views' },
  { folder: 'src/feeds/', may: ['src/lib/', 'src/rules/', 'src/data/', 'src/seo/', 'src/access/', 'src/edge/edgeHeaders.ts'], why: 'listing feeds: read through the data module cache, served on the site origin (issue 35 section 3)' },
  { folder: 'src/admin/', may: ['src/lib/', 'src/rules/', 'src/access/', 'src/preview/', 'src/search/', 'src/inventory/', 'src/vitals/', 'src/feeds/', 'src/insight/'] },
]

const escape = (p) => p.replace(/[.()[\]]/g, (c) => `[${c}]`)
const target = (p) => (p.endsWith('/') ? `^${escape(p)}` : `^${escape(p)}$`)

const layerRules = layers.map(({ folder, may, why }) => ({
  name: `${folder.replace(/^src\//, '').replace(/\/$/, '').replace(/\//g, '-')}-imports`,
  severity: 'error',
  comment: `${folder} may import ${may.length ? may.join(', ') : 'nothing app-specific'} (docs/architecture.md)${why ? `: ${why}` : ''}.`,
  from: { path: target(folder) },
  to: { path: APP, pathNot: [folder, ...may, ...SHARED].map(target).join('|') },
}))

module.exports = {
  forbidden: [
    ...layerRules,
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
      comment: "A block's renderer and its own parts are imported by blocks and pages only (routes, src/site's page shells); the schema imports blocks/index.ts and block configs. UI two areas share lives in src/components/.",
      from: { pathNot: '^(blocks/|src/app/|src/site/[^/]+[.]tsx$)' },
      to: { path: '^blocks/(RenderBlocks[.]tsx$|[^/]+/)', pathNot: '^blocks/[^/]+/config[.]ts$' },
    },
    {
      name: 'only-ui-renders',
      severity: 'error',
      comment: 'Server modules (data, search, SEO, leads, jobs …) never import UI; UI lives in src/components, blocks, src/app, src/site page shells and the admin views.',
      from: {
        path: '^src/',
        pathNot: '^src/(components/|app/|site/|admin/|preview/|leads/admin/|reservations/admin/)|[.]tsx$',
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
