/**
 * Demo data: three dealer sites, their dealerships, locations and hours, ~150 makes, a
 * platform admin and one editor per site. Idempotent: every record is found by a natural
 * key (slug, email, name) before it is created, so a second run creates nothing new and
 * leaves editors' changes alone. All images are drawn locally with sharp.
 */
import type { Payload } from 'payload'
import { env } from '../src/env'
import { findOrCreate, progress, type SeedContext, type SeedLog } from './context'
import { DEMO_SITES } from './demoSites'
import { HOURS, holidayHours } from './hours'
import { logoPng, scenePng } from './images'
import { MANUFACTURER_NAMES } from './manufacturers'
import { slugify } from '../src/lib/slug'
import { seedMenus, seedOffers, seedPosts, seedReviews } from './content'
import { seedPages } from './pages'
import { seedVehicles } from './vehicles'
import { seedMedia, seedOneMedia, storedFilename } from './media'
import { markSeedDone, markSeedRunning } from './state'
import { demoAbn } from './abns'

type Doc = { id: number; [key: string]: unknown }

export async function seed(payload: Payload, log: SeedLog = console.log): Promise<Record<string, number>> {
  const started = Date.now()
  const ctx: SeedContext = { payload, log, created: {} }
  log('Seeding demo data')
  // Marked before the first write: an interrupted seed is completed by the next start.
  await markSeedRunning(payload)

  const makes = await timed(ctx, 'Manufacturers', () => seedManufacturers(ctx))
  const sites = await timed(ctx, 'Sites, dealerships and locations', () => seedSites(ctx, makes))
  await timed(ctx, 'Users', () => seedUsers(ctx, sites))
  await timed(ctx, 'Offers', () => seedOffers(ctx, sites, makes))
  // The sites' content side by side: their writes never share a natural key.
  await timed(ctx, 'Menus, reviews, posts and pages', () => Promise.all(
    Object.values(sites).map(async (site) => {
      ctx.log(`  Content for ${String(site.slug)}`)
      await seedMenus(ctx, site)
      await seedReviews(ctx, site)
      await seedPosts(ctx, site)
      await seedPages(ctx, site)
    }),
  ))
  await timed(ctx, 'Vehicles', () => seedVehicles(ctx, sites))

  const settings = await payload.findGlobal({ slug: 'platform-settings', overrideAccess: true, depth: 0 })
  if (!settings.defaultSite) {
    await payload.updateGlobal({ slug: 'platform-settings', data: { defaultSite: sites['sunshine-toyota'].id }, overrideAccess: true })
  }

  await markSeedDone(payload, new Date(started))

  const summary = Object.entries(ctx.created).map(([c, n]) => `${n} ${c}`).join(', ') || 'nothing new (already seeded)'
  log(`Seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s: created ${summary}`)
  log(`Platform admin: ${env.seedAdminEmail} / ${env.seedAdminPassword}`)
  for (const slug of Object.keys(sites)) log(`Site editor:    editor@${slug}.example.com / ${env.seedEditorPassword}`)
  return ctx.created
}

/** Runs one seed step and logs how long it took ("  ✓ Vehicles in 4.2 s"). */
async function timed<T>(ctx: SeedContext, label: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now()
  const result = await step()
  ctx.log(`  ✓ ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return result
}

async function seedManufacturers(ctx: SeedContext): Promise<Map<string, Doc>> {
  const bySlug = new Map<string, Doc>()
  const slugs = MANUFACTURER_NAMES.map((name) => slugify(name))
  const stored = await ctx.payload.find({ collection: 'manufacturers', where: { slug: { in: slugs } }, pagination: false, depth: 0, overrideAccess: true })
  const storedBySlug = new Map(stored.docs.map((d) => [String(d.slug), d]))
  const missing = MANUFACTURER_NAMES.filter((name) => !storedBySlug.has(slugify(name)))
  const bar = progress(ctx.log, 'Manufacturers', MANUFACTURER_NAMES.length)
  bar.tick(MANUFACTURER_NAMES.length - missing.length)
  // Logos in bulk (seed/media.ts), then the makes in one statement: a make is a name, a slug
  // and a logo, and its only hook (cache revalidation) has nothing to expire while seeding.
  const logos = await seedMedia(
    ctx,
    missing.map((name) => ({ name: `make-${slugify(name)}.png`, alt: `${name} logo`, mimetype: 'image/png', render: () => logoPng(name, 200) })),
  )
  if (missing.length) {
    const inserted = await insertManufacturers(ctx.payload, missing.map((name) => ({ name, slug: slugify(name), logo: logos.get(`make-${slugify(name)}.png`) ?? null })))
    ctx.created.manufacturers = (ctx.created.manufacturers ?? 0) + inserted
    const fresh = await ctx.payload.find({ collection: 'manufacturers', where: { slug: { in: missing.map((name) => slugify(name)) } }, pagination: false, depth: 0, overrideAccess: true })
    for (const d of fresh.docs) storedBySlug.set(String(d.slug), d)
    bar.tick(missing.length)
  }
  for (const name of MANUFACTURER_NAMES) bySlug.set(name, { ...storedBySlug.get(slugify(name))! })
  return bySlug
}

async function insertManufacturers(payload: Payload, rows: { name: string; slug: string; logo: number | null }[]): Promise<number> {
  const pool = payload.db.pool
  if (!pool) throw new Error('seed: the database adapter has no connection pool (PostgreSQL expected)')
  const values: unknown[] = []
  const tuples = rows.map((r) => {
    values.push(r.name, r.slug, r.logo)
    return `($${values.length - 2}, $${values.length - 1}, $${values.length})`
  })
  const result = await pool.query(`insert into manufacturers (name, slug, logo_id) values ${tuples.join(', ')} on conflict do nothing`, values)
  return result.rowCount ?? 0
}

async function seedSites(ctx: SeedContext, makes: Map<string, Doc>): Promise<Record<string, Doc>> {
  const out: Record<string, Doc> = {}
  const holidays = holidayHours()
  for (const s of DEMO_SITES) {
    ctx.log(`  Site ${s.slug}`)
    const site = await findOrCreate<Doc>(ctx, 'sites', { slug: { equals: s.slug } }, async () => {
      const logo = await seedOneMedia(ctx, { name: `logo-${s.slug}.png`, alt: `${s.name} logo`, mimetype: 'image/png', render: () => logoPng(s.name, 256) })
      return {
        name: s.name,
        slug: s.slug,
        template: s.template,
        domains: s.domains.map((domain) => ({ domain })),
        phone: s.phone,
        email: s.email,
        address: s.address,
        defaultState: s.defaultState,
        manufacturerName: s.manufacturerName,
        financeProvider: s.financeProvider,
        companyName: s.companyName,
        groupSiteUrl: s.groupSiteUrl,
        branding: { ...s.branding, logo },
        settings: s.settings,
      }
    })
    out[s.slug] = site
    // Media uploaded for the site belongs to it.
    await ctx.payload.update({ collection: 'media', where: { filename: { in: [`logo-${s.slug}.png`, storedFilename(`logo-${s.slug}.png`, 'webp')] } }, data: { site: site.id }, overrideAccess: true })

    const dealerships = new Map<string, Doc>()
    for (const d of s.dealerships) {
      const doc = await findOrCreate<Doc>(ctx, 'dealerships', { and: [{ site: { equals: site.id } }, { slug: { equals: d.slug } }] }, () => ({
        ...d,
        site: site.id,
        abn: demoAbn(d.companyName, s.companyName),
        manufacturers: d.manufacturers.map((m) => makes.get(m)?.id).filter(Boolean),
        // Demo lead inbox: mail lands in .data/mail/ unless SMTP_URL is set.
        leadEmails: [{ email: `leads@${d.slug}.example.com` }],
      }))
      dealerships.set(d.slug, doc)
    }

    const locationIds: number[] = []
    for (const l of s.locations) {
      const doc = await findOrCreate<Doc>(ctx, 'locations', { and: [{ site: { equals: site.id } }, { slug: { equals: l.slug } }] }, async () => {
        const image = await seedOneMedia(ctx, { name: `location-${l.slug}.jpg`, alt: `${l.name} showroom`, site: site.id, mimetype: 'image/jpeg', render: () => scenePng(l.name, 1200, 675) })
        return {
          name: l.name,
          slug: l.slug,
          site: site.id,
          visible: true,
          primary: Boolean(l.primary),
          dealership: dealerships.get(l.dealership)!.id,
          manufacturers: (l.manufacturers ?? []).map((m) => makes.get(m)?.id).filter(Boolean),
          location_type: l.location_type,
          location_subtype: l.subtypes ?? [],
          dealer_license_number: s.dealerships.find((d) => d.slug === l.dealership)?.dealerLicenceNumber,
          motor_vehicle_repairer: s.dealerships.find((d) => d.slug === l.dealership)?.motorVehicleRepairer,
          badgeText: l.badgeText,
          address: { ...l.address, place_url: `https://maps.google.com/?q=${encodeURIComponent(`${l.address.street}, ${l.address.city} ${l.address.postcode}`)}` },
          map: { zoom: 15 },
          contact_detail: { phone: l.phone },
          opening_hours: [{ department: l.location_type, days: HOURS[l.hours] }],
          image,
          reviews: l.rating ? { average_rating: l.rating.average, review_count: l.rating.count } : undefined,
        }
      })
      locationIds.push(doc.id)
    }

    for (const h of holidays) {
      await findOrCreate<Doc>(
        ctx,
        'holiday-hours',
        { and: [{ site: { equals: site.id } }, { name: { equals: h.name } }, { department: { equals: h.department } }, { date: { equals: h.date } }] },
        () => ({ ...h, site: site.id, locations: locationIds }),
      )
    }
  }
  return out
}

async function seedUsers(ctx: SeedContext, sites: Record<string, Doc>): Promise<void> {
  await findOrCreate(ctx, 'users', { email: { equals: env.seedAdminEmail.toLowerCase() } }, () => ({
    email: env.seedAdminEmail,
    password: env.seedAdminPassword,
    name: 'Platform Admin',
    role: 'platform-admin',
  }))
  // Side by side: most of a user's save is hashing the password.
  await Promise.all(
    Object.entries(sites).map(([slug, site]) =>
      findOrCreate(ctx, 'users', { email: { equals: `editor@${slug}.example.com` } }, () => ({
        email: `editor@${slug}.example.com`,
        password: env.seedEditorPassword,
        name: `${String(site.name)} editor`,
        role: 'site-editor',
        sites: [{ site: site.id }],
      })),
    ),
  )
}
