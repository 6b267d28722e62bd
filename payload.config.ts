import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
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
import { Posts } from './collections/Posts'
import { Vehicles } from './collections/Vehicles'
import { Leads } from './collections/Leads'
import { MailOutbox } from './collections/MailOutbox'
import { CaptchaSolutions } from './collections/CaptchaSolutions'
import { leadTasks } from './src/leads/jobs'
import { nodemailerAdapter } from './src/leads/mailAdapter'
import { searchTasks } from './src/search/jobs'
import { livePreviewUrl } from './src/preview/livePreviewUrl'
import { warmSearchIndex } from './src/search/provider'
import { PlatformSettings } from './globals/PlatformSettings'
import { isPlatformAdminUser } from './src/access/roles'
import { migrations } from './src/migrations'
import { resolvePayloadSecret } from './src/secret'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Collections whose documents belong to one site (the multi-tenant plugin scopes them). */
const siteScoped = ['dealerships', 'locations', 'holiday-hours', 'reviews', 'menus', 'pages', 'posts', 'vehicles', 'leads', 'mail-outbox'] as const

export default buildConfig({
  serverURL: process.env.SERVER_URL || '',
  secret: resolvePayloadSecret(),
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' | Dealer Platform' },
    // No third-party avatar requests from the admin.
    avatar: 'default',
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
  collections: [Users, Sites, Dealerships, Locations, HolidayHours, Manufacturers, Media, Offers, Reviews, Menus, Pages, Posts, Vehicles, Leads, MailOutbox, CaptchaSolutions],
  jobs: {
    tasks: [...searchTasks, ...leadTasks],
    // Index sync runs inside the server process (the embedded index lives there); failed jobs retry.
    autoRun: [{ cron: '*/5 * * * * *', queue: 'default', limit: 100 }],
    shouldAutoRun: () => process.env.NEXT_RUNTIME === 'nodejs' || process.env.RUN_JOBS === 'true',
    deleteJobOnComplete: true,
  },
  globals: [PlatformSettings],
  editor: lexicalEditor(),
  // Lead mail: SMTP_URL through nodemailer, otherwise .eml files under MAIL_DIR (src/leads/mailAdapter.ts).
  email: nodemailerAdapter(),
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL || '' },
    // The schema only ever changes through committed migrations, in every mode.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    prodMigrations: migrations,
  }),
  sharp,
  // The embedded index loads in the background at server start, so the first search is fast.
  onInit: (payload) => {
    if (process.env.NEXT_RUNTIME === 'nodejs') void warmSearchIndex(payload)
  },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  plugins: [
    multiTenantPlugin({
      tenantsSlug: 'sites',
      tenantField: { name: 'site', admin: { description: 'The site this belongs to.' } },
      tenantsArrayField: { arrayFieldName: 'sites', arrayTenantFieldName: 'site' },
      tenantSelectorLabel: 'Site',
      userHasAccessToAllTenants: (user) => isPlatformAdminUser(user as never),
      collections: Object.fromEntries(siteScoped.map((slug) => [slug, {}])),
    }),
  ],
})
