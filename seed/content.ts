/** Menus, offers, reviews and blog posts for the demo sites. */
import { findOrCreate, type SeedContext } from './context'
import { scenePng } from './images'
import { mapPool, seedOneMedia } from './media'
import { heading, richText } from './lexical'
import { prng } from './random'

type Doc = { id: number; [k: string]: unknown }

const link = (label: string, href: string, children: { label: string; href: string }[] = []) => ({ label, href, children })

function headerMenu(site: Doc) {
  const isToyota = site.manufacturerName === 'Toyota'
  const vehicles = isToyota
    ? ['Corolla', 'Camry', 'RAV4', 'HiLux', 'Prado', 'Kluger'].map((m) => ({ label: m, href: `/search/toyota/${m.toLowerCase()}` }))
    : site.template === 'outdoor'
      ? [{ label: 'Caravans', href: '/cars/?refinementList[item_type][0]=caravan' }, { label: 'Used cars', href: '/search/used-cars' }]
      : ['Mazda', 'Hyundai', 'Kia', 'Ford', 'Mitsubishi'].map((m) => ({ label: m, href: `/search/${m.toLowerCase()}` }))
  return [
    link('Home', '/'),
    link('Vehicles', '/cars/', vehicles),
    link('Offers', '/special-offers'),
    // Stock-type links: a menu hides each while its list is empty (src/rules/stockLinks.ts).
    link('Our Stock', '/cars/', [
      { label: 'All stock', href: '/cars/' },
      ...(site.template === 'outdoor' ? [{ label: 'Caravans', href: '/cars/?refinementList[item_type][0]=caravan' }] : []),
      { label: 'New cars', href: '/search/new-cars' },
      { label: 'Demo cars', href: '/search/demo-cars' },
      { label: 'Used cars', href: '/search/used-cars' },
    ]),
    link('Sell My Car / Trade In', '/trade-in'),
    link('Service', '/service'),
    link('Company', '/pages/about-us', [
      { label: 'About us', href: '/pages/about-us' },
      { label: 'Contact and locations', href: '/contact' },
      { label: 'Warranty', href: '/warranty' },
      { label: 'Roadside assistance', href: '/roadside-assistance' },
      { label: 'Fleet', href: '/fleet' },
      { label: 'FAQs', href: '/faqs' },
    ]),
    link('Finance', '/finance'),
  ]
}

const footerMenu = (site: Doc) => [
  link('Shop', '/cars/', [
    { label: 'New cars', href: '/search/new-cars' },
    { label: 'Used cars', href: '/search/used-cars' },
    { label: 'Special offers', href: '/special-offers' },
    { label: 'Reserve online', href: '/buying' },
    // /online-payment needs shopper accounts (SPEC.md §4: always gated); elsewhere it does not exist.
    ...((site.settings as { shopperAccounts?: boolean } | undefined)?.shopperAccounts === true ? [{ label: 'Online payment', href: '/online-payment' }] : []),
  ]),
  link('Owners', '/service', [
    { label: 'Book a service', href: '/pages/book-a-service' },
    { label: 'Parts and accessories', href: '/vehicle-parts-and-accessories' },
    { label: 'Warranty', href: '/pages/warranty' },
    { label: 'Roadside assistance', href: '/roadside-assistance' },
  ]),
  link('Privacy policy', '/privacy-policy'),
  link('Terms and conditions', '/terms-and-conditions/'),
  link('FAQs', '/faqs'),
]

export async function seedMenus(ctx: SeedContext, site: Doc) {
  for (const placement of ['header', 'footer'] as const) {
    await findOrCreate(ctx, 'menus', { and: [{ site: { equals: site.id } }, { placement: { equals: placement } }] }, () => ({
      site: site.id,
      placement,
      items: placement === 'header' ? headerMenu(site) : footerMenu(site),
    }))
  }
}

const LONG_DESCRIPTION =
  'Drive away in a brand-new SUV this month with complimentary on-road costs, five years of capped-price servicing and a premium floor mat pack. ' +
  'This offer is available on selected in-stock vehicles while stocks last and cannot be combined with any other offer. Speak with our sales team about finance options tailored to you.'
const LONG_DISCLAIMER =
  'Offer valid for private and ABN buyers on new vehicles purchased and delivered between 1 November and 31 December, or while stocks last. Excludes fleet, government and rental buyers. ' +
  'Capped-price servicing applies to the first five scheduled services up to 75,000 km. Floor mats fitted at delivery. Dealer may withdraw the offer at any time. See the dealer for full terms and conditions.'

export async function seedOffers(ctx: SeedContext, sites: Record<string, Doc>, makes: Map<string, Doc>) {
  const all = Object.values(sites)
  const image = async (name: string) =>
    seedOneMedia(ctx, { name: `offer-${name}.jpg`, alt: name.replace(/-/g, ' '), mimetype: 'image/jpeg', render: () => scenePng(name.replace(/-/g, ' '), 1200, 675) })
  const offers = [
    { name: 'Free Servicing for 5 Years', description: 'Five years of scheduled servicing included on selected new vehicles.', disclaimer: 'Conditions apply.', sites: [] as number[], excluded: [] as number[] },
    {
      name: 'HiLux Runout Sale',
      description: 'Save on remaining HiLux SR5 stock with factory bonuses.',
      disclaimer: 'While stocks last.',
      manufacturer: 'Toyota',
      model: { name: 'HiLux', slug: 'hilux', override_url: '/search/toyota/hilux' },
      sites: [sites['sunshine-toyota'].id],
      excluded: [],
    },
    {
      name: 'Summer SUV Drive-Away Deal',
      description: LONG_DESCRIPTION,
      disclaimer: LONG_DISCLAIMER,
      manufacturer: 'Mazda',
      // No override url: "Explore model" opens the CX-5 model page /cx-5.
      model: { name: 'CX-5', slug: 'cx-5' },
      sites: [sites['harbour-auto-group'].id],
      excluded: [],
    },
    {
      name: 'Trade-In Bonus $2,000',
      description: 'Get an extra $2,000 on your trade-in when you buy any used car or caravan.',
      disclaimer: 'Minimum purchase price applies.',
      sites: [],
      excluded: [sites['sunshine-toyota'].id],
    },
    { name: 'Caravan Season Savings', description: 'Tow-ready packages on selected caravans, including a free weight distribution hitch.', disclaimer: 'Selected models only.', sites: [sites['outback-caravans'].id], excluded: [] },
  ]
  for (const o of offers) {
    await findOrCreate(ctx, 'offers', { name: { equals: o.name } }, async () => ({
      name: o.name,
      description: o.description,
      disclaimer: o.disclaimer,
      image: await image(o.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')),
      manufacturer: 'manufacturer' in o && o.manufacturer ? makes.get(o.manufacturer)?.id : undefined,
      model: 'model' in o ? o.model : undefined,
      sites: o.sites,
      excluded_website_ids: o.excluded,
      validUntil: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      _status: 'published',
    }))
  }
  void all
}

const REVIEW_TEXTS = [
  'Fantastic experience from start to finish. The team made buying our new car easy and stress free.',
  'Very professional and friendly service. Highly recommend this dealership.',
  'Great communication, car was ready on time and spotless.',
  'Best car buying experience I have had. No pressure, just honest advice.',
  'Service department was quick and kept me updated all day.',
  null,
]
const NAMES = ['Olivia M.', 'Jack T.', 'Charlotte R.', 'Noah W.', 'Amelia K.', 'Liam S.', 'Isla B.', 'William H.', 'Mia C.', 'Henry D.']

export async function seedReviews(ctx: SeedContext, site: Doc) {
  const existing = await ctx.payload.count({ collection: 'reviews', where: { site: { equals: site.id } }, overrideAccess: true })
  if (existing.totalDocs >= 20) return
  const primary = (await ctx.payload.find({ collection: 'locations', where: { and: [{ site: { equals: site.id } }, { primary: { equals: true } }] }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
  const rng = prng(Number(site.id) * 31)
  const missing = Array.from({ length: Math.max(0, 20 - existing.totalDocs) }, (_, n) => existing.totalDocs + n)
  const dates = missing.map((i) => new Date(Date.now() - (i * 9 + rng.int(0, 8)) * 86_400_000).toISOString())
  await mapPool(missing, 3, async (i, n) => {
    await ctx.payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: {
        site: site.id,
        customer_name: NAMES[i % NAMES.length],
        rating: 5,
        text: REVIEW_TEXTS[i % REVIEW_TEXTS.length],
        review_date: dates[n],
        location: primary?.id,
      },
    })
    ctx.created.reviews = (ctx.created.reviews ?? 0) + 1
  })
}

export async function seedPosts(ctx: SeedContext, site: Doc) {
  const posts = [
    { title: `Five tips for buying your next car from ${site.name}`, category: 'news', excerpt: 'What to check before you sign, from finance to trade-ins.' },
    { title: 'Road test: our favourite family SUV this year', category: 'vehicle-reviews', excerpt: 'Space, safety and running costs compared.' },
    { title: 'Servicing: why logbook servicing protects your warranty', category: 'news', excerpt: 'Keep your new car warranty intact with scheduled servicing.' },
  ]
  for (const p of posts) {
    await findOrCreate(ctx, 'posts', { and: [{ site: { equals: site.id } }, { title: { equals: p.title } }] }, () => ({
      ...p,
      site: site.id,
      publishedAt: new Date(Date.now() - posts.indexOf(p) * 7 * 86_400_000).toISOString(),
      content: richText(heading(p.title), p.excerpt, 'Our team is here to help: visit us, call, or send an enquiry online and we will get back to you the same day.'),
      _status: 'published',
    }))
  }
}
