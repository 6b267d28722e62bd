/**
 * The single location page shared by /contact-us/{slug} and /teams/{slug}: the location's card
 * (address, hours, map), the cars held there and an enquiry form for it (./locationStock.tsx).
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { canonicalFor } from '@/seo/canonical'
import { getLocations, getLocationStock, getSite } from '@/data'
import { LocationDetail } from '@/locations/LocationDetail'
import { leadFormSite } from '@/leads/leadFormSite'
import { LocationEnquiry, LocationStockSection } from './locationStock'

export type LocationPageProps = { params: Promise<{ site: string; slug: string }> }

async function load({ params }: LocationPageProps) {
  const { site: key, slug } = await params
  const site = await getSite(key)
  if (!site) return null
  const location = (await getLocations(site.id)).find((l) => l.slug === decodeURIComponent(slug))
  return location ? { site, location } : null
}

export async function locationPageMetadata(props: LocationPageProps): Promise<Metadata> {
  const data = await load(props)
  if (!data) return { title: 'Location not found' }
  return {
    title: data.location.name,
    description: `Address, phone, opening hours and cars in stock at ${data.location.name}.`,
    // /teams/{slug} shows the same page: /contact-us/{slug} is the one to index.
    alternates: canonicalFor(`/contact-us/${encodeURIComponent(data.location.slug ?? '')}`),
  }
}

export async function LocationPage(props: LocationPageProps) {
  const data = await load(props)
  if (!data) notFound()
  const [stock, formSite] = await Promise.all([getLocationStock(data.site, data.location), leadFormSite(data.site)])
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <LocationDetail site={data.site} location={data.location} headingLevel={1} />
      <LocationStockSection site={data.site} location={data.location} stock={stock} />
      <LocationEnquiry location={data.location} formSite={formSite} />
    </div>
  )
}
