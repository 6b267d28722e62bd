import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { richTextEditor } from './src/richText/editor'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import sharp from 'sharp'

import { Users } from './collections/Users'
import { Sites } from './collections/Sites'
import { Dealerships } from './collections/Dealerships'
import { Locations } from './collections/Locations'
import { HolidayHours } from './collections/HolidayHours'
import { Manufacturers } from './collections/Manufacturers'
import { Media } from './collections/Media'
import { Offers } from './collections/Offers'
import { Reviews } from './collections/Reviews'
import { Menus } from './collections/Menus'
import { Pages } from './collections/Pages'
import { ModelPages } from './collections/ModelPages'
import { Posts } from './collections/Posts'
import { Vehicles } from './collections/Vehicles'
import { PhoneReveals } from './collections/PhoneReveals'
import { Leads } from './collections/Leads'
import { MailOutbox } from './collections/MailOutbox'
import { CaptchaSolutions } from './collections/CaptchaSolutions'
import { LeadPhotos } from './collections/LeadPhotos'
import { Customers } from './collections/Customers'
import { CustomersWatchlist } from './collections/CustomersWatchlist'
import { SavedSearches } from './collections/Alerts/SavedSearches'
import { AlertItems } from './collections/Alerts/AlertItems'
import { AlertSuppressions } from './collections/Alerts/AlertSuppressions'
import { WebVitals } from './collections/WebVitals'
import { leadTasks } from './src/leads/jobs'
import { leadSweeperTask } from './src/leads/sweep'
import { alertsTask } from './src/alerts/task'
import { paymentSweeperTask } from './src/reservations/sweepTask'
import { vitalsRetentionTask } from './src/vitals/retention'
import { carViewsRetentionTask } from './src/insight/views'
import { reservationTasks } from './src/reservations/jobs'
import { Reservations } from './collections/Reservations'
import { nodemailerAdapter } from './src/mail/mailAdapter'
import { searchTasks } from './src/search/jobs'
import { startJobRunner } from './src/jobs/runner'
import { withSafeJobQueue } from './src/jobs/atomicClaims'
import { databasePoolMax } from './src/db/poolSize'
import { shouldRunJobs } from './src/jobs/appServer'
import { livePreviewUrl } from './src/preview/livePreviewUrl'
import { warmSearchIndex } from './src/search/provider'
import { PlatformSettings } from './globals/PlatformSettings'
import { isPlatformAdminUser } from './src/access/roles'
import { resolvePayloadSecret } from './src/secret'
import { pgWithPoolErrorHandling } from './src/db/pg'
import { csrfOriginsPlugin, followPeerSiteEdits } from './src/security/csrfOrigins'
import { whenStartupReady } from './src/server/startupGate'
import { onExpiry } from './src/cache/expiryBus'
import { SITES_DIRECTORY_TAG } from './src/cache/tags'
import { graphqlValidationRules } from './src/security/graphqlLimits'
import { keepFieldErrors } from './src/errors/fieldErrors'
import { answerDatabaseUnavailable } from './src/errors/databaseUnavailable'
import { adminConventions } from './src/admin/adminConventions'
import { objectStoragePlugin } from './src/uploads/objectStoragePlugin'
import { checkPayloadPackages } from './src/uploads/payloadPackages'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload's package version check, with @payloadcms/storage-s3 (a patch behind) checked on its own.
checkPayloadPackages()

/** Collections whose documents belong to one site (the multi-tenant plugin scopes them). */
const siteScoped = ['dealerships', 'locations', 'holiday-hours', 'reviews', 'menus', 'pages', 'model-pages', 'posts', 'vehicles', 'phone-reveals', 'leads', 'lead-photos', 'mail-outbox', 'customers', 'watchlist-items', 'reservations', 'web-vitals', 'saved-searches', 'alert-items', 'alert-suppressions'] as const

export default buildConfig({
  serverURL: process.env.SERVER_URL || '',
  secret: resolvePayloadSecret(),
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' | Dealer Platform' },
    // No third-party avatar requests from the admin.
    avatar: 'default',
    // The first screen says what happened on the viewer's sites and what to do (src/admin/dashboard).
    components: {
      beforeDashboard: ['/src/admin/dashboard/Dashboard#Dashboard'],
      // "Add a dealer" (platform admins): a new dealer site from the admin (src/admin/newDealer).
      views: { newDealer: { Component: '/src/admin/newDealer/NewDealerView#NewDealerView', path: '/new-dealer' } },
    },
    livePreview: {
      url: livePreviewUrl,
      collections: ['pages', 'posts'],
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 400, height: 800 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1400, height: 900 },
      ],
    },
  },
  collections: [Users, Sites, Dealerships, Locations, HolidayHours, Manufacturers, Media, Offers, Reviews, Menus, Pages, ModelPages, Posts, Vehicles, PhoneReveals, Leads, LeadPhotos, MailOutbox, CaptchaSolutions, Customers, CustomersWatchlist, Reservations, WebVitals, SavedSearches, AlertItems, AlertSuppressions],
  jobs: {
    // Every task of the queue; failed jobs retry. They run in the app server's job runner
    // (src/jobs/runner.ts, started in onInit in the app server), not Payload's autoRun cron.
    tasks: [...searchTasks, ...leadTasks, ...reservationTasks],
    deleteJobOnComplete: true,
  },
  globals: [PlatformSettings],
  // REST validation errors keep every field's own message (src/errors/fieldErrors.ts); an unreachable
  // database answers 503 + Retry-After instead of 500 (src/errors/databaseUnavailable.ts).
  hooks: { afterError: [keepFieldErrors, answerDatabaseUnavailable] },
  // A query naming a field that cannot be queried is the caller's mistake (400): one line, no stack.
  loggingLevels: { QueryError: 'info' },
  // Lexical's defaults; a link's URL is checked on save (src/richText/editor.ts).
  editor: richTextEditor,
  // Lead mail: SMTP_URL through nodemailer, otherwise .eml files under MAIL_DIR (src/mail/mailAdapter.ts).
  email: nodemailerAdapter(),
  // Jobs are claimed atomically and a failed queue update rolls back (src/jobs/atomicClaims.ts).
  db: withSafeJobQueue(postgresAdapter({
    // Bounded waits (30 s also covers waiting for a free pool connection on a busy 2-core host):
    // with the database unreachable a request fails instead of hanging, and the
    // pool opens fresh connections once it is back (no restart needed). Its size: src/db/poolSize.ts.
    pool: { connectionString: process.env.DATABASE_URL || '', max: databasePoolMax(), connectionTimeoutMillis: 30_000, idleTimeoutMillis: 30_000, keepAlive: true },
    pg: pgWithPoolErrorHandling,
    // The schema only ever changes through committed migrations, in every mode.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    // No `prodMigrations`: Payload would run them inside every production boot, the app server's
    // included, beside the start script's. The start script is the one migrator, under an
    // advisory lock (scripts/lib/prepareDatabase.ts); a deploy step may run `npm run payload -- migrate`.
  })),
  sharp,
  // No usage reports to Payload's servers: dealer servers send nothing to third parties, and a
  // machine without internet access must not wait on them.
  telemetry: false,
  onInit: async (payload) => {
    // In the app server: nothing queries the database before the start script has migrated and
    // seeded it (its start-up gate; at once without one). Then the CSRF plugin loads the sites' origins.
    await whenStartupReady()
    // The embedded index loads in the background at server start, so the first search is fast.
    if (process.env.NEXT_RUNTIME === 'nodejs') void warmSearchIndex(payload)
    // The lead sweeper re-queues leads left without a delivery job (src/leads/sweep.ts); the
    // payment sweeper finishes payments a crash or a lost event left unsettled (src/reservations/server/sweep.ts);
    // saved-search and watchlist alerts are matched and sent (src/alerts/task.ts); old car-view days go.
    if (shouldRunJobs()) startJobRunner(payload, { periodic: [leadSweeperTask, paymentSweeperTask, vitalsRetentionTask, carViewsRetentionTask, alertsTask] })
    // Another instance's site edit (a peer's sites-directory expiry) changes the allow-list here too.
    followPeerSiteEdits(payload, { subscribe: onExpiry, sitesTag: SITES_DIRECTORY_TAG })
  },
  // Types only from `npm run generate:types`: otherwise every Payload boot outside production (the
  // start script's, the seed's, each test run's) spawns a `payload generate:types` process that
  // rewrites src/payload-types.ts in the background while the start goes on.
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
  // Anonymous visitors cannot reach GraphQL (src/security/graphqlGate.ts); staff queries are bounded.
  graphQL: { disablePlaygroundInProduction: true, validationRules: graphqlValidationRules },
  // Always an allow-list (SERVER_URL, the local server, every site's hosts): see csrfOriginsPlugin.
  csrf: [],
  plugins: [
    csrfOriginsPlugin,
    // Media and lead photos in an S3-compatible bucket when S3_BUCKET is set, else on local disk
    // (src/uploads/objectStoragePlugin.ts); files are always served through Payload's access-checked route.
    objectStoragePlugin(),
    multiTenantPlugin({
      tenantsSlug: 'sites',
      tenantField: { name: 'site', admin: { description: 'The site this belongs to.' } },
      tenantsArrayField: { arrayFieldName: 'sites', arrayTenantFieldName: 'site' },
      tenantSelectorLabel: 'Site',
      userHasAccessToAllTenants: (user) => isPlatformAdminUser(user),
      collections: Object.fromEntries(siteScoped.map((slug) => [slug, {}])),
    }),
    // Last, so it sees every field: readable labels, day-first dates with the year, block row titles.
    adminConventions,
  ],
})
