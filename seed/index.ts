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

type Doc = { id: number; [key: string]: unknown }

export async function seed(payload: Payload, log: SeedLog = console.log): Promise<Record<string, number>> {
  const started = Date.now()
  const ctx: SeedContext = { payload, log, created: {} }
  log('Seeding demo data')

  const makes = await seedManufacturers(ctx)
  const sites = await seedSites(ctx, makes)
  await seedUsers(ctx, sites)
  await seedOffers(ctx, sites, makes)
  for (const site of Object.values(sites)) {
    ctx.log(`  Content for ${String(site.slug)}`)
    await seedMenus(ctx, site)
    await seedReviews(ctx, site)
    await seedPosts(ctx, site)
    await seedPages(ctx, site)
  }
  await seedVehicles(ctx, sites)

  const settings = await payload.findGlobal({ slug: 'platform-settings', overrideAccess: true, depth: 0 })
  if (!settings.defaultSite) {
    await payload.updateGlobal({ slug: 'platform-settings', data: { defaultSite: sites['sunshine-toyota'].id }, overrideAccess: true })
  }

  const summary = Object.entries(ctx.created).map(([c, n]) => `${n} ${c}`).join(', ') || 'nothing new (already seeded)'
  log(`Seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s: created ${summary}`)
  log(`Platform admin: ${env.seedAdminEmail} / ${env.seedAdminPassword}`)
  for (const slug of Object.keys(sites)) log(`Site editor:    editor@${slug}.example.com / ${env.seedEditorPassword}`)
  return ctx.created
}

async function seedManufacturers(ctx: SeedContext): Promise<Map<string, Doc>> {
  const bar = progress(ctx.log, 'Manufacturers', MANUFACTURER_NAMES.length)
  const bySlug = new Map<string, Doc>()
  for (const name of MANUFACTURER_NAMES) {
    const slug = slugify(name)
    const make = await findOrCreate<Doc>(ctx, 'manufacturers', { slug: { equals: slug } }, async () => {
      const logo = await findOrCreate<Doc>(
        ctx,
        'media',
        { filename: { equals: `make-${slug}.png` } },
        () => ({ alt: `${name} logo` }),
        async () => ({ data: await logoPng(name, 200), mimetype: 'image/png', name: `make-${slug}.png` }),
      )
      return { name, slug, logo: logo.id }
    })
    bySlug.set(name, make)
    bar.tick()
  }
  return bySlug
}

async function seedSites(ctx: SeedContext, makes: Map<string, Doc>): Promise<Record<string, Doc>> {
  const out: Record<string, Doc> = {}
  const holidays = holidayHours()
  for (const s of DEMO_SITES) {
    ctx.log(`  Site ${s.slug}`)
    const site = await findOrCreate<Doc>(ctx, 'sites', { slug: { equals: s.slug } }, async () => {
      const logo = await findOrCreate<Doc>(
        ctx,
        'media',
        { filename: { equals: `logo-${s.slug}.png` } },
        () => ({ alt: `${s.name} logo` }),
        async () => ({ data: await logoPng(s.name, 256), mimetype: 'image/png', name: `logo-${s.slug}.png` }),
      )
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
        branding: { ...s.branding, logo: logo.id },
        settings: s.settings,
      }
    })
    out[s.slug] = site
    // Media uploaded for the site belongs to it.
    await ctx.payload.update({ collection: 'media', where: { filename: { equals: `logo-${s.slug}.png` } }, data: { site: site.id }, overrideAccess: true })

    const dealerships = new Map<string, Doc>()
    for (const d of s.dealerships) {
      const doc = await findOrCreate<Doc>(ctx, 'dealerships', { and: [{ site: { equals: site.id } }, { slug: { equals: d.slug } }] }, () => ({
        ...d,
        site: site.id,
        manufacturers: d.manufacturers.map((m) => makes.get(m)?.id).filter(Boolean),
        // Demo lead inbox: mail lands in .data/mail/ unless SMTP_URL is set.
        leadEmails: [{ email: `leads@${d.slug}.example.com` }],
      }))
      dealerships.set(d.slug, doc)
    }

    const locationIds: number[] = []
    for (const l of s.locations) {
      const doc = await findOrCreate<Doc>(ctx, 'locations', { and: [{ site: { equals: site.id } }, { slug: { equals: l.slug } }] }, async () => {
        const image = await findOrCreate<Doc>(
          ctx,
          'media',
          { filename: { equals: `location-${l.slug}.jpg` } },
          () => ({ alt: `${l.name} showroom`, site: site.id }),
          async () => ({ data: await scenePng(l.name, 1200, 675), mimetype: 'image/jpeg', name: `location-${l.slug}.jpg` }),
        )
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
          image: image.id,
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
  for (const [slug, site] of Object.entries(sites)) {
    await findOrCreate(ctx, 'users', { email: { equals: `editor@${slug}.example.com` } }, () => ({
      email: `editor@${slug}.example.com`,
      password: env.seedEditorPassword,
      name: `${String(site.name)} editor`,
      role: 'site-editor',
      sites: [{ site: site.id }],
    }))
  }
}
