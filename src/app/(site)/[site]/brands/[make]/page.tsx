/**
 * Brand pages `/brands/{make}` (SPEC.md §2 "/brands/jeep (one site)"): on a site with
 * settings.brandPages, for a make the site sells (src/rules/modelPage.ts): the make's logo, its
 * models in stock (each linking to its model page), its current offers and its locations. The
 * make in the address is matched as a slug, so /brands/land-rover, /brands/Land%20Rover and
 * /brands/citro%C3%ABn resolve; anything else (brand pages off, a make not sold, a malformed
 * escape) answers the site's 404.
 */
import { canonicalFor } from '@/seo/canonical'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getLocations, getManufacturerBySlug, getOffers, getSite, getSoldModels } from '@/data'
import { brandForSegment, brandPagesEnabled, modelPagePath, nameSlug } from '@/rules/modelPage'
import { logoBox } from '@/rules/logoBox'
import { OfferCard } from '@blocks/OffersGrid/OfferCard'
import { offersForGrid } from '@/rules/offers'
import { LocationCard } from '@/locations/LocationCard'
import { docOf } from '@/lib/relations'
import { OFFERS_GRID_CLASS } from '@/components/ui/gridClasses'
import { SafeImage } from '@/components/SafeImage'
import { searchSegment } from '@/search/searchLinks'

type Props = { params: Promise<{ site: string; make: string }> }

// Rendered once per site and make on first visit, then served from Next's cache until a Payload
// hook expires the site's tags (src/cache/revalidate.ts) or `revalidate` (the layout) passes.
export function generateStaticParams() {
  return []
}

async function load({ params }: Props) {
  const { site: key, make: segment } = await params
  const site = await getSite(key)
  if (!site || !brandPagesEnabled(site)) return null
  const sold = await getSoldModels(site)
  const brand = brandForSegment(segment, sold)
  if (!brand) return null
  return { site, brand, models: sold.filter((m) => m.makeSlug === brand.makeSlug), sold }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props)
  if (!data) return { title: 'Page not found' }
  return {
    title: `${data.brand.make} models, offers and dealers`,
    description: `New ${data.brand.make} models in stock, current offers and ${data.site.name} locations.`,
    // /brands/Land%20Rover and /brands/land-rover are one page.
    alternates: canonicalFor(`/brands/${data.brand.makeSlug}`),
  }
}

export default async function BrandPage(props: Props) {
  const data = await load(props)
  if (!data) notFound()
  const { site, brand, models, sold } = data
  const [maker, offers, locations] = await Promise.all([getManufacturerBySlug(brand.makeSlug), getOffers(site), getLocations(site.id)])
  const brandOffers = offersForGrid(offers, site, { manufacturer: brand.make, now: new Date() })
  // The locations selling or servicing the make (their manufacturers), as a Locations block filters them.
  const brandLocations = locations.filter((location) => (location.manufacturers ?? []).some((m) => {
    const doc = docOf(m)
    return doc ? nameSlug(doc.slug || doc.name) === brand.makeSlug : false
  }))
  const logo = maker?.logo?.url ?? null
  const logoBoxSize = logoBox(maker?.logo, 64, 160)
  const total = models.reduce((n, m) => n + m.inStock, 0)
  return (
    <div data-brand-page={brand.makeSlug}>
      <section className="bg-gray-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-6 px-4 py-10">
          {logo ? (
            <SafeImage
              src={logo}
              alt={`${brand.make} logo`}
              className={logoBoxSize.contain ? 'h-16 object-contain object-left' : 'h-16 w-auto'}
              style={{ width: logoBoxSize.width }}
              width={logoBoxSize.width}
              height={logoBoxSize.height}
              loading="eager"
            />
          ) : null}
          <div>
            <h1 className="text-3xl font-bold md:text-5xl">{brand.make}</h1>
            <p className="mt-2 text-lg text-gray-800">{brand.make} at {site.name}</p>
          </div>
          {total > 0 ? (
            <Link href={`/search/${encodeURIComponent(searchSegment(brand.make))}`} className="ml-auto inline-flex items-center rounded bg-brand px-5 py-3 font-semibold text-on-brand hover:opacity-90">
              See all {brand.make} in stock
            </Link>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="brand-models" className="mx-auto max-w-7xl px-4 py-8">
        <h2 id="brand-models" className="text-2xl font-bold">{brand.make} models</h2>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="brand-models">
          {models.map((m) => (
            <li key={m.slug}>
              <Link href={modelPagePath(m)} className="block h-full rounded-lg border border-gray-200 bg-white p-5 shadow-sm hover:border-gray-400">
                <span className="block text-xl font-semibold">{m.model}</span>
                <span className="mt-1 block text-gray-700">{m.inStock > 0 ? `${m.inStock} in stock` : 'Current offer'}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {brandOffers.length > 0 ? (
        <section aria-labelledby="brand-offers" className="mx-auto max-w-7xl px-4 py-8">
          <h2 id="brand-offers" className="text-2xl font-bold">{brand.make} offers</h2>
          <ul className={`mt-4 ${OFFERS_GRID_CLASS}`}>
            {brandOffers.map((offer) => (
              <li key={String(offer.id)} className="min-w-0">
                <OfferCard offer={offer} site={site} headingLevel={3} soldModels={sold} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {brandLocations.length > 0 ? (
        <section aria-labelledby="brand-locations" className="mx-auto max-w-7xl px-4 py-8">
          <h2 id="brand-locations" className="text-2xl font-bold">{brand.make} locations</h2>
          <ul className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {brandLocations.map((location) => (
              <li key={String(location.id)} className="min-w-0">
                <LocationCard location={location} site={site} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
