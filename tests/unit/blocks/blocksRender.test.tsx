/**
 * Server-render smoke tests of the block renderers with fixture data (the data loaders are
 * mocked): markup, accessibility attributes and the rules they apply.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { prerender } from 'react-dom/static'
import type { ReactElement } from 'react'
import type { Location, Offer, Review, RichTextBlock, Site } from '@/payload-types'
import { holidayHourDoc, locationDoc, manufacturerDoc, mediaDoc, offerDoc, reviewDoc } from '../../support/docs'

const fixtures = vi.hoisted(() => ({
  locations: [] as unknown[],
  offers: [] as unknown[],
  reviews: [] as unknown[],
  holidays: [] as unknown[],
}))

vi.mock('@/data/blocks', () => ({
  loadLocations: async () => fixtures.locations,
  loadOffers: async () => fixtures.offers,
  loadReviews: async () => fixtures.reviews,
  loadHolidayHours: async () => fixtures.holidays,
  loadSoldModels: async () => [], // no model pages: "Explore model" keeps its search fallback
}))

const { LocationsBlockComponent } = await import('../../../blocks/Locations/Component')
const { OffersGridComponent } = await import('../../../blocks/OffersGrid/Component')
const { ReviewsCarouselComponent } = await import('../../../blocks/ReviewsCarousel/Component')
const { FeatureBannerComponent } = await import('../../../blocks/FeatureBanner/Component')
const { TradeInFaqComponent } = await import('../../../blocks/TradeInFaq/Component')
const { HeroComponent } = await import('../../../blocks/Hero/Component')
const { RichTextComponent } = await import('../../../blocks/RichText/Component')
const { ContentColumnsComponent } = await import('../../../blocks/ContentColumns/Component')

const site = {
  id: 9,
  name: 'Harbour Ford',
  slug: 'harbour-ford',
  manufacturerName: '',
  defaultState: 'qld',
  settings: { reviewsMinimumRating: 4, reviewsHidden: false, offersAlwaysExpanded: false, offerIdsExemptFromExclusion: [] },
  updatedAt: '',
  createdAt: '',
} as unknown as Site

const days = (['1', '2', '3', '4', '5'] as const).map((weekday) => ({ weekday, status: 'Open' as const, open: '08:30', close: '17:30' }))
const address: Location['address'] = { street: '1 Harbour Rd', city: 'Brisbane', state: 'qld', postcode: '4000', lat: -27.47, long: 153.02, place_url: '' }
const locations: Location[] = [
  locationDoc({
    id: 1,
    name: 'Harbour Ford Brisbane',
    slug: 'harbour-ford-brisbane',
    primary: true,
    location_type: 'sales',
    badgeText: 'Coming Late 2025',
    address,
    contact_detail: { phone: '07 3000 1234' },
    opening_hours: [{ department: 'sales', days }],
    image: mediaDoc({ url: '/media/a.jpg', alt: 'Showroom', sizes: { card: { url: '/media/a-card.jpg' } } }),
    reviews: { average_rating: 4.7, review_count: 524 },
    map: { zoom: 15 },
  }),
  locationDoc({
    id: 2,
    name: 'Harbour Ford Service',
    slug: 'harbour-ford-service',
    location_type: 'service',
    address,
    opening_hours: [{ department: 'service', days }],
    reviews: { average_rating: 3.9, review_count: 10 },
  }),
]

/**
 * The block's HTML once everything in it has rendered: blocks' interactive parts are lazy parts
 * (issue 25), which the server renders after their code has loaded, so a synchronous render
 * cannot wait for them. React's comment markers (Suspense, Activity) are left out.
 */
async function render(element: ReactElement | Promise<ReactElement | null> | null): Promise<string> {
  const resolved = await element
  if (!resolved) return ''
  const { prelude } = await prerender(resolved)
  const html = await new Response(prelude).text()
  return html.replace(/<!--[\s\S]*?-->/g, '')
}

beforeEach(() => {
  fixtures.locations = locations
  fixtures.offers = []
  fixtures.reviews = []
  fixtures.holidays = []
})

describe('Locations block', () => {
  it('renders a grid of small cards', async () => {
    const html = await render(LocationsBlockComponent({ block: { blockType: 'locations', filter: 'all', display: 'grid', heading: 'Our Locations' }, site }))
    expect(html).toContain('<h2')
    expect(html.match(/data-location-card="small"/g)).toHaveLength(2)
    expect(html).toContain('md:grid-cols-2')
    expect(html).toContain('href="/contact-us/harbour-ford-brisbane"')
    expect(html).toContain('href="tel:0730001234"')
    expect(html).toContain('Coming Late 2025')
    expect(html).toContain('Get Directions')
    expect(html).toContain('Rated 4.7 out of 5 from 524 reviews')
    // 3.9 is not above the minimum 4: no rating on the service card.
    expect(html).not.toContain('Rated 3.9')
  })

  it('renders one large card with map and holiday hours button', async () => {
    fixtures.holidays = [holidayHourDoc({ name: 'Christmas Day', date: '2999-12-25T00:00:00.000Z', status: 'Closed', department: 'all' })]
    const html = await render(LocationsBlockComponent({ block: { blockType: 'locations', filter: 'primary', display: 'card' }, site }))
    expect(html).toContain('data-location-card="large"')
    expect(html).toContain('Holiday Opening Hours')
    expect(html).toContain('<dialog')
    expect(html).toContain('Christmas Day')
    expect(html).toContain('Map showing Harbour Ford Brisbane')
    // Two departments at one address: a labelled department selector.
    expect(html).toMatch(/<label[^>]*>Department<\/label><select/)
    // Map tiles are not requested on the server.
    expect(html).not.toContain('tile.openstreetmap.org')
  })

  it('renders nothing when no location matches', async () => {
    expect(await render(LocationsBlockComponent({ block: { blockType: 'locations', filter: 'parts', display: 'grid' }, site }))).toBe('')
  })
})

describe('Offers grid', () => {
  const long = 'Drive away today with a great deal. '.repeat(10).trim()
  const offers: Offer[] = [
    offerDoc({
      id: 1,
      name: 'Ranger deal',
      description: long,
      disclaimer: 'Short print.',
      manufacturer: manufacturerDoc({ name: 'Ford', slug: 'ford' }),
      model: { name: 'Ranger', slug: 'ranger' },
    }),
    offerDoc({ id: 2, name: 'Hidden here', excluded_website_ids: [9] }),
  ]

  it('shows cards with View more, links and no excluded offers', async () => {
    fixtures.offers = offers
    const html = await render(OffersGridComponent({ block: { blockType: 'offersGrid', heading: 'Latest Offers' }, site }))
    expect(html.match(/data-offer-card/g)).toHaveLength(1)
    expect(html).toContain('lg:grid-cols-3')
    expect(html).toContain('href="/offers/ford/1"')
    expect(html).toContain('href="/search/ford/ranger"')
    expect(html).toContain('aria-expanded="false"')
    expect(html).toContain('View more')
    expect(html).not.toContain('Hidden here')
  })

  it('always expands offers when the site says so', async () => {
    fixtures.offers = offers
    const expanded = { ...site, manufacturerName: 'Ford', settings: { ...site.settings, offersAlwaysExpanded: true } } as Site
    const html = await render(OffersGridComponent({ block: { blockType: 'offersGrid' }, site: expanded }))
    expect(html).not.toContain('View more')
    expect(html).toContain('href="/offers/1"')
  })

  it('says so when there are no offers', async () => {
    const html = await render(OffersGridComponent({ block: { blockType: 'offersGrid', emptyText: 'Nothing yet.' }, site }))
    expect(html).toContain('Nothing yet.')
  })
})

describe('Reviews carousel', () => {
  const reviews: Review[] = Array.from({ length: 20 }, (_, i) =>
    reviewDoc({
      id: i + 1,
      customer_name: `Customer ${i + 1}`,
      text: i === 3 ? null : 'Great service!',
      rating: 5,
      review_date: '2025-03-14T00:00:00.000Z',
    }),
  )

  it('shows the summary and a carousel of the reviews (default 12)', async () => {
    fixtures.reviews = reviews
    const html = await render(
      ReviewsCarouselComponent({ block: { blockType: 'reviewsCarousel', heading: 'Reviews', location: 1 }, site }),
    )
    expect(html).toContain('Rated 4.7 out of 5 from 524 reviews')
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(12)
    expect(html).toContain('March 2025')
    expect(html).toContain(' ago')
  })

  it('is hidden when the rating is not above the minimum or reviews are hidden', async () => {
    fixtures.reviews = reviews
    expect(await render(ReviewsCarouselComponent({ block: { blockType: 'reviewsCarousel', location: 2 }, site }))).toBe('')
    const hidden = { ...site, settings: { ...site.settings, reviewsHidden: true } } as Site
    expect(await render(ReviewsCarouselComponent({ block: { blockType: 'reviewsCarousel' }, site: hidden }))).toBe('')
  })
})

describe('content blocks', () => {
  it('feature banner: default tiles link offers, service and trade-in', async () => {
    const html = await render(FeatureBannerComponent({ block: { blockType: 'featureBanner', tiles: [] }, site }))
    for (const href of ['/special-offers', '/service', '/trade-in']) expect(html).toContain(`href="${href}"`)
    expect(html).toContain('instant offer in 2 minutes')
  })

  it('feature banner: unsafe links are dropped', async () => {
    const html = await render(
      FeatureBannerComponent({ block: { blockType: 'featureBanner', tiles: [{ title: 'Bad', href: 'javascript:alert(1)' }, { title: 'Good', href: '/fleet' }] }, site }),
    )
    expect(html).not.toContain('javascript:')
    expect(html).toContain('href="/fleet"')
  })

  it('trade-in FAQ: five collapsible questions', async () => {
    const html = await render(TradeInFaqComponent({ block: { blockType: 'tradeInFaq', heading: 'Trade-in FAQs' }, site }))
    expect(html.match(/<details/g)).toHaveLength(5)
    expect(html.match(/<summary/g)).toHaveLength(5)
  })

  it('hero: heading, background and only safe buttons', async () => {
    const html = await render(
      HeroComponent({
        block: {
          blockType: 'hero',
          heading: 'Welcome',
          backgroundImage: mediaDoc({ url: '/media/hero.jpg', alt: 'x' }),
          ctas: [
            { label: 'Browse', href: '/cars/', style: 'primary' },
            { label: 'Evil', href: 'javascript:alert(1)', style: 'secondary' },
          ],
        },
        site,
      }),
    )
    expect(html).toContain('<h1')
    expect(html).toMatch(/href="\/cars\/?"/)
    expect(html).not.toContain('javascript:')
    // Through next/image's optimiser, sized to the screen: a phone picks a small file.
    expect(html).toContain('sizes="100vw"')
    expect(html).toMatch(/srcSet="\/_next\/image\?url=%2Fmedia%2Fhero\.jpg&amp;w=640&amp;q=75 640w/)
    expect(html).not.toContain('src="/media/hero.jpg"')
  })

  it('hero: a stock search box when switched on, a labelled GET form into /cars/ (works without JavaScript)', async () => {
    const block = { blockType: 'hero' as const, id: 'h1', heading: 'Welcome' }
    expect(await render(HeroComponent({ block, site }))).not.toContain('role="search"')
    const html = await render(HeroComponent({ block: { ...block, searchBox: true }, site }))
    const form = /<form[^>]*>/.exec(html)?.[0] ?? ''
    expect(form).toContain('role="search"')
    expect(form).toContain('method="get"')
    expect(form).toContain('action="/cars/"')
    const input = /<input[^>]*>/.exec(html)?.[0] ?? ''
    expect(input).toContain('name="query"')
    const id = /id="([^"]+)"/.exec(input)?.[1]
    expect(html).toContain(`<label for="${id}"`)
    expect(html).toMatch(/<button type="submit"[^>]*>Search<\/button>/)
  })

  it('rich text: renders Lexical safely (no raw HTML, no script links)', async () => {
    const content: RichTextBlock['content'] = {
      root: {
        type: 'root',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            textFormat: 0,
            children: [
              { type: 'text', version: 1, text: '<script>alert(1)</script>', format: 0, detail: 0, mode: 'normal', style: '' },
              {
                type: 'link',
                version: 3,
                direction: null,
                format: '',
                indent: 0,
                fields: { url: 'javascript:alert(1)', linkType: 'custom', newTab: false },
                children: [{ type: 'text', version: 1, text: 'click', format: 0, detail: 0, mode: 'normal', style: '' }],
              },
              {
                type: 'link',
                version: 3,
                direction: null,
                format: '',
                indent: 0,
                fields: { url: '/warranty', linkType: 'custom', newTab: false },
                children: [{ type: 'text', version: 1, text: 'warranty', format: 0, detail: 0, mode: 'normal', style: '' }],
              },
            ],
          },
        ],
      },
    }
    const html = await render(RichTextComponent({ block: { blockType: 'richText', content }, site }))
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('href="/warranty"')
  })

  it('content columns: up to 4 columns with safe links', async () => {
    const html = await render(
      ContentColumnsComponent({
        block: {
          blockType: 'contentColumns',
          columns: [
            { heading: 'One', link: { label: 'More', href: '/fleet' } },
            { heading: 'Two', link: { label: 'Bad', href: 'javascript:x' } },
          ],
        },
        site,
      }),
    )
    expect(html).toContain('md:grid-cols-2')
    expect(html).toContain('<h2')
    expect(html).toContain('href="/fleet"')
    expect(html).not.toContain('javascript:')
  })
})
