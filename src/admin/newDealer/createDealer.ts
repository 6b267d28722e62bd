/**
 * Creates a dealer site from the wizard's answers in one transaction: the site
 * with its domain, colour, logo and the template site's settings (less the template dealer's own
 * claims; platform offers off); its dealership with licence numbers; its first location with its
 * week's hours and, when given, public-holiday hours; the template's pages (published) and menus,
 * with the template's name replaced by the new one and the dealer's own story on the home and about
 * pages (./templateCopy.ts); and, when asked, a site editor. Nothing is left half
 * made: any failure rolls everything back. Inventory starts empty (import a feed with
 * `npm run inventory:import`).
 */
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import type { Menu, Page, Site } from '@/payload-types'
import { fittedSeo } from '@/rules/seoLimits'
import { domainTakenMessage } from '@/rules/siteDomain'
import { timeZoneForState } from '@/rules/timeZone'
import { calendarDateInTimeZone } from '@/rules/specialHours'
import { menuItemsForNewDealer } from '@/rules/newDealerMenus'
import { copiedContent, firstLocationHolidays, firstLocationHours, type NewDealerInput } from './input'
import { layoutForNewDealer, settingsForNewDealer } from './templateCopy'
import { siteOwnedReferences, withoutReferences } from './references'

export interface LogoFile {
  data: Buffer
  mimetype: string
  name: string
  size: number
}

export interface CreatedDealer {
  site: { id: number; slug: string; name: string }
  dealership: number
  dealershipSlug: string
  location: number
  pages: number
  menus: number
  editor?: number
}

/** A refusal the wizard shows at a field (400), e.g. a slug already in use. */
export class NewDealerConflict extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

export async function createDealer(req: PayloadRequest, input: NewDealerInput, logo?: LogoFile): Promise<CreatedDealer> {
  const { payload } = req
  const local = { req, overrideAccess: true, depth: 0 } as const
  const { template, makes } = await checkedAnswers(req, input)

  const ownTransaction = await initTransaction(req)
  try {
    const settings = copiedContent(settingsForNewDealer(template.settings ?? {}), template.name, input.name)
    const site = (await payload.create({
      collection: 'sites',
      data: {
        name: input.name,
        slug: input.slug,
        template: template.template,
        domains: input.domain ? [{ domain: input.domain }] : [],
        defaultState: input.location.state,
        phone: input.location.phone,
        manufacturerName: makes.length === 1 ? makes[0]!.name : undefined,
        financeProvider: template.financeProvider,
        branding: { ...copiedContent(template.branding ?? {}, template.name, input.name), logo: null, icon: null, primaryColour: input.primaryColour },
        settings,
      },
      ...local,
    })) as Site
    if (logo) {
      const media = await payload.create({ collection: 'media', data: { alt: `${input.name} logo`, site: site.id }, file: logo, ...local })
      await payload.update({ collection: 'sites', id: site.id, data: { branding: { ...(site.branding ?? {}), logo: media.id } }, ...local })
    }
    const dealership = await payload.create({
      collection: 'dealerships',
      data: {
        name: input.dealership.name,
        site: site.id,
        dealerLicenceNumber: input.dealership.licenceNumber,
        motorVehicleRepairer: input.dealership.repairerNumber,
        manufacturers: input.manufacturers,
        phone: input.location.phone,
      },
      ...local,
    })
    const location = await createFirstLocation(req, input, site.id, dealership.id)
    const { pages, menus } = await copyTemplateContent(req, template, site.id, input)
    const editor = input.editor
      ? await payload.create({
          collection: 'users',
          data: { email: input.editor.email, name: input.editor.name, password: input.editor.password, role: 'site-editor', sites: [{ site: site.id }] },
          ...local,
        })
      : undefined
    if (ownTransaction) await commitTransaction(req)
    return { site: { id: site.id, slug: site.slug, name: site.name }, dealership: dealership.id, dealershipSlug: dealership.slug ?? '', location: location.id, pages, menus, ...(editor ? { editor: editor.id as number } : {}) }
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

/**
 * Refuses answers that clash with what exists (slug, domain, editor e-mail, a template site
 * deleted meanwhile) and reads the template site and the chosen makes.
 */
async function checkedAnswers(req: PayloadRequest, input: NewDealerInput) {
  const { payload } = req
  const taken = await payload.count({ collection: 'sites', where: { slug: { equals: input.slug } }, overrideAccess: true })
  if (taken.totalDocs > 0) throw new NewDealerConflict('slug', `Another site already uses the slug "${input.slug}".`)
  if (input.domain) {
    const owner = await payload.find({ collection: 'sites', where: { 'domains.domain': { equals: input.domain } }, select: { name: true }, limit: 1, depth: 0, overrideAccess: true })
    if (owner.docs[0]) throw new NewDealerConflict('domain', domainTakenMessage(input.domain, owner.docs[0].name))
  }
  if (input.editor) {
    const user = await payload.count({ collection: 'users', where: { email: { equals: input.editor.email } }, overrideAccess: true })
    if (user.totalDocs > 0) throw new NewDealerConflict('editor.email', 'A staff account with this e-mail address exists already.')
  }
  const template = (await payload.findByID({ collection: 'sites', id: input.templateSite, depth: 0, overrideAccess: true, disableErrors: true })) as Site | null
  if (!template) throw new NewDealerConflict('templateSite', 'The template site no longer exists.')
  const makes = input.manufacturers.length
    ? (await payload.find({ collection: 'manufacturers', where: { id: { in: input.manufacturers } }, depth: 0, limit: 20, overrideAccess: true })).docs
    : []
  return { template, makes }
}

/** The new dealer's first (primary sales) location with its week's hours and public-holiday hours. */
async function createFirstLocation(req: PayloadRequest, input: NewDealerInput, siteId: number, dealershipId: number) {
  const { payload } = req
  const local = { req, overrideAccess: true, depth: 0 } as const
  const location = await payload.create({
    collection: 'locations',
    data: {
      name: input.location.name,
      site: siteId,
      dealership: dealershipId,
      location_type: 'sales',
      primary: true,
      manufacturers: input.manufacturers,
      dealer_license_number: input.dealership.licenceNumber,
      address: { street: input.location.street, city: input.location.city, state: input.location.state, postcode: input.location.postcode },
      timeZone: timeZoneForState(input.location.state),
      contact_detail: { phone: input.location.phone },
      opening_hours: firstLocationHours(input.location),
    },
    ...local,
  })
  const today = calendarDateInTimeZone(new Date(), timeZoneForState(input.location.state))
  for (const holiday of firstLocationHolidays(input.location, today)) {
    await payload.create({ collection: 'holiday-hours', data: { ...holiday, site: siteId, locations: [location.id] }, ...local })
  }
  return location
}

/**
 * The template's pages (published) and menus, copied to the new site with the template's name
 * replaced; the home and about pages tell the new dealer's own story and the menus leave out
 * links to the template dealer's stock (./templateCopy.ts). Returns how many of each were made.
 */
async function copyTemplateContent(req: PayloadRequest, template: Site, siteId: number, input: NewDealerInput): Promise<{ pages: number; menus: number }> {
  const { payload } = req
  const local = { req, overrideAccess: true, depth: 0 } as const
  const facts = { name: input.name, street: input.location.street, town: input.location.city, established: input.established }
  const pages = (await payload.find({ collection: 'pages', where: { site: { equals: template.id } }, pagination: false, depth: 0, overrideAccess: true, req })).docs as Page[]
  const siteOwned = siteOwnedReferences(payload.collections.pages.config.fields)
  for (const page of pages) {
    const { id: _id, site: _site, createdAt: _c, updatedAt: _u, _status, ...content } = page
    const copy = withoutReferences(copiedContent(content, template.name, input.name), siteOwned)
    const layout = layoutForNewDealer(copy.slug, copy.layout, facts)
    // A long dealer name makes a longer SEO title than search engines show: shorten it, never refuse the name.
    const seo = copy.seo ? fittedSeo(copy.seo) : copy.seo
    await payload.create({ collection: 'pages', data: { ...copy, layout, seo, site: siteId, _status: 'published' }, ...local })
  }
  const menus = (await payload.find({ collection: 'menus', where: { site: { equals: template.id } }, pagination: false, depth: 0, overrideAccess: true, req })).docs as Menu[]
  for (const menu of menus) {
    const { id: _id, site: _site, createdAt: _c, updatedAt: _u, ...content } = menu
    const copy = copiedContent(content, template.name, input.name)
    await payload.create({ collection: 'menus', data: { ...copy, items: menuItemsForNewDealer(copy.items), site: siteId }, ...local })
  }
  return { pages: pages.length, menus: menus.length }
}
