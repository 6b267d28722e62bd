import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getLocations, getSite } from '@/data'
import { LocationDirectory } from '@blocks/Locations/LocationDirectory'

type Props = { params: Promise<{ site: string }> }

export const metadata: Metadata = { title: 'Contact us' }

/**
 * The location directory: a card per location, columns sized by the number of locations, with
 * "Find your nearest dealership" (postcode or the browser's location) and a map of every location.
 */
export default async function ContactPage({ params }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const locations = await getLocations(site.id)
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold md:text-4xl">Contact us</h1>
      <p className="mt-2 text-gray-700">
        {site.phone ? <>Call <a className="font-semibold underline" href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a> or visit one of our locations.</> : 'Visit one of our locations.'}
      </p>
      <div className="mt-8">
        <LocationDirectory site={site} locations={locations} findNearest />
      </div>
    </div>
  )
}
