/** Block pages for each demo site: a home page using every block, and the SPEC.md content routes. */
import { findOrCreate, type SeedContext } from './context'
import { scenePng } from './images'
import { mapPool, seedOneMedia } from './media'
import { heading, richText } from './lexical'

type Doc = { id: number; [k: string]: unknown }

const text = (title: string, ...paras: string[]) => [{ blockType: 'richText', width: 'narrow', content: richText(heading(title), ...paras) }]

/** SPEC.md §2 content routes, as pages editors control. */
function contentPages(site: Doc): { slug: string; title: string; layout: Record<string, unknown>[] }[] {
  const name = String(site.name)
  return [
    { slug: 'about-us', title: 'About us', layout: text(`About ${name}`, `${name} has helped local drivers find the right car for years.`, 'Visit our showroom, or browse our stock online.') },
    { slug: 'terms-and-conditions', title: 'Terms and conditions', layout: text('Terms and conditions', 'By using this website you agree to these terms.', 'Prices and specifications are subject to change without notice; errors and omissions excepted.') },
    { slug: 'privacy-policy', title: 'Privacy policy', layout: text('Privacy policy', 'We collect the details you give us in enquiries to respond to you, and keep them secure.', 'We never sell your personal information.') },
    { slug: 'faqs', title: 'Frequently asked questions', layout: [{ blockType: 'tradeInFaq', heading: 'Trade-in questions' }, ...text('More questions?', 'Call us or send an enquiry and we will help.')] },
    { slug: 'warranty', title: 'Warranty', layout: text('Warranty', 'Every new vehicle comes with the manufacturer warranty. Ask us about extended cover.') },
    { slug: 'service', title: 'Service', layout: [{ blockType: 'hero', heading: 'Book your service online', subheading: 'Capped-price servicing by factory-trained technicians.', ctas: [{ label: 'Book a service', href: '/pages/book-a-service', style: 'primary' }] }, { blockType: 'locations', heading: 'Our service centres', filter: 'service-and-parts', display: 'grid' }] },
    { slug: 'book-a-service', title: 'Book a service', layout: [...text('Book a service', 'Choose a time that suits you and we will confirm by phone.'), { blockType: 'leadForm', heading: 'Your service booking', form: 'service' }] },
    // What reserve online and buy online do: the same numbers as the site's reservation settings' defaults.
    {
      slug: 'buying',
      title: 'Reserve online',
      layout: text(
        'Reserve online',
        'Found the one? Press "Reserve online" on any in-stock car with a price. Enter your name, e-mail and mobile, then pay a $200 deposit by card.',
        'As soon as your payment goes through, the car is marked Reserved and held for you for 48 hours: nobody else can reserve it. You get a receipt by e-mail and our team contacts you.',
        'The deposit is 100% refundable. If the car is not sold to you within the 48 hours, the hold ends by itself and the deposit goes back to your card. The rest of the price is paid at the dealership.',
        'On sites that offer it, used cars can also be bought online: tell us about your trade-in, choose finance or paying in full at pickup, pick delivery or pickup, and pay the same deposit. Used cars bought online come with a 48-hour money-back guarantee and a 14-day return policy (within 14 days of delivery, at most 500 km driven, at least a quarter tank of fuel, all keys and accessories returned, no encumbrance).',
      ),
    },
    { slug: 'fleet', title: 'Fleet', layout: text('Fleet and business', 'Dedicated fleet managers for businesses of every size.') },
    { slug: 'roadside-assistance', title: 'Roadside assistance', layout: text('Roadside assistance', '24/7 roadside assistance Australia-wide for eligible vehicles.') },
    { slug: 'vehicle-parts-and-accessories', title: 'Parts and accessories', layout: [{ blockType: 'locations', heading: 'Parts departments', filter: 'parts', display: 'grid' }] },
    { slug: 'prepaid-maintenance-plan', title: 'Prepaid maintenance plan', layout: text('Prepaid maintenance plan', 'Lock in today’s servicing prices for the years ahead.') },
    { slug: 'trade-in', title: 'Trade-in', layout: [{ blockType: 'hero', heading: 'Sell your car with an instant offer in 2 minutes', subheading: 'An indicative online estimate, confirmed by inspection.' }, { blockType: 'tradeInValuation', mode: 'trade-in' }, { blockType: 'tradeInFaq' }] },
    { slug: 'sell-my-car', title: 'Sell my car', layout: [{ blockType: 'tradeInValuation', mode: 'sell', heading: 'Get an instant offer for your car' }, { blockType: 'leadForm', heading: 'Or tell us about your car and send photos', form: 'sell-my-car' }, { blockType: 'tradeInFaq' }] },
    { slug: 'finance', title: 'Finance', layout: [...text('Car finance', 'Competitive finance for approved applicants. Repayment estimates are indicative only, not a binding quote, and do not consider your personal circumstances.'), { blockType: 'leadForm', heading: 'Finance enquiry', form: 'finance' }] },
    {
      slug: 'enquire',
      title: 'Make an enquiry',
      layout: [
        {
          blockType: 'leadForm',
          heading: 'Send us an enquiry',
          intro: 'Questions about a car, a service or a job with us? We reply within one business day.',
          form: 'contact',
          categories: ['General Enquiry', 'Sales Enquiry', 'Service Enquiry', 'Careers Enquiry'].map((value) => ({ value })),
          checkOptions: ['Roadside assistance (check_option)', 'Extended warranty (check_option)', 'Please call me back'].map((value) => ({ value })),
        },
      ],
    },
  ]
}

/** The gated editor pages (SPEC.md §2 /spin-to-win, /online-payment), on sites with shopper accounts. */
function shopperAccountPages(site: Doc): { slug: string; title: string; layout: Record<string, unknown>[] }[] {
  const settings = (site.settings ?? {}) as { shopperAccounts?: boolean }
  if (settings.shopperAccounts !== true) return []
  return [
    { slug: 'spin-to-win', title: 'Spin to Win', layout: text('Spin to Win', 'One spin per account each month: win a free service, a detail or fuel vouchers.', 'Prizes are drawn at random; see the terms and conditions.') },
    { slug: 'online-payment', title: 'Online payment', layout: text('Online payment', 'Pay a deposit or an invoice securely online.', 'Your payment is confirmed by e-mail; call us if you have any questions.') },
  ]
}

export async function seedPages(ctx: SeedContext, site: Doc): Promise<void> {
  const primary = (await ctx.payload.find({ collection: 'locations', where: { and: [{ site: { equals: site.id } }, { primary: { equals: true } }] }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
  const heroImage = await seedOneMedia(ctx, { name: `hero-${site.slug}.jpg`, alt: `${site.name} showroom`, site: site.id, mimetype: 'image/jpeg', render: () => scenePng(String(site.name), 1600, 700, `${site.slug}-hero`) })
  const caravans = site.template === 'outdoor'
  const home = [
    {
      blockType: 'hero',
      heading: `Welcome to ${site.name}`,
      subheading: caravans ? 'Quality used cars and caravans, ready for the road.' : 'New, demo and used cars with finance and trade-ins made easy.',
      backgroundImage: heroImage,
      searchBox: true,
      ctas: [
        { label: 'Browse our stock', href: '/cars/', style: 'primary' },
        { label: 'Value your trade-in', href: '/trade-in', style: 'secondary' },
      ],
    },
    { blockType: 'budgetSearch', heading: 'Find cars for your budget', vehicleType: caravans ? 'caravan' : 'car', defaultPeriod: 'weekly', searchPath: '/cars/' },
    { blockType: 'featureBanner' },
    { blockType: 'offersGrid', heading: 'Latest offers', limit: 3 },
    { blockType: 'reviewsCarousel', heading: 'What our customers say', location: primary?.id, limit: 12 },
    { blockType: 'locations', heading: 'Visit us', filter: 'all', display: 'grid' },
    {
      blockType: 'contentColumns',
      heading: 'Why buy from us?',
      columns: [
        { heading: 'Reserve online', content: richText('Hold a car for 48 hours with a $200 refundable deposit.'), link: { label: 'How it works', href: '/buying' } },
        { heading: 'Finance made easy', content: richText('Indicative repayments on every car, with approval in hours.'), link: { label: 'Finance', href: '/finance' } },
        { heading: 'Trade-ins welcome', content: richText('An instant online estimate, confirmed when we inspect your car.'), link: { label: 'Value my car', href: '/trade-in' } },
      ],
    },
    { blockType: 'tradeInFaq' },
    { blockType: 'richText', width: 'narrow', content: richText(heading('Local, family-owned and here to help'), `${site.name} has served the community for decades. Call in for a coffee and a test drive.`) },
  ]
  const pages = [{ slug: 'home', title: 'Home', layout: home }, ...contentPages(site), ...shopperAccountPages(site)]
  // A few pages at a time: each save waits on the database as much as on this process.
  await mapPool(pages, 3, async (p) => {
    await findOrCreate(ctx, 'pages', { and: [{ site: { equals: site.id } }, { slug: { equals: p.slug } }] }, () => ({
      ...p,
      site: site.id,
      seo: { title: p.slug === 'home' ? String(site.name) : `${p.title}`, description: `${p.title} at ${site.name}.` },
      _status: 'published',
    }))
  })
}
