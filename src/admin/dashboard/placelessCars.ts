/**
 * Cars a shopper could not go and see: a site's unsold cars with no location (their dealership
 * had none when they were imported, so the import kept them as drafts; or a location was deleted).
 * The dashboard names them to staff, "N cars have no location to be seen at", with links. Read
 * with the viewer's own access, like every dashboard figure.
 */
import type { Payload, Where } from 'payload'
import type { User } from '@/payload-types'

/** How many cars the notice links to one by one (the rest through the filtered list). */
export const PLACELESS_SHOWN = 5

export interface PlacelessCars {
  count: number
  cars: { id: number; name: string }[]
}

/** The admin's filter for them: this site's cars with no location that are not sold. */
function placelessWhere(siteId: number | string): Where {
  return { and: [{ site: { equals: siteId } }, { location: { exists: false } }, { status: { not_equals: 'sold' } }] }
}

export async function placelessCars(payload: Payload, siteId: number | string, user: User): Promise<PlacelessCars> {
  const found = await payload.find({
    collection: 'vehicles',
    where: placelessWhere(siteId),
    sort: 'id',
    limit: PLACELESS_SHOWN,
    depth: 0,
    select: { name: true, stocknum: true },
    user,
    overrideAccess: false,
  })
  return {
    count: found.totalDocs,
    cars: found.docs.map((car) => ({ id: car.id, name: [car.name, car.stocknum ? `(${car.stocknum})` : ''].filter(Boolean).join(' ') || `Car ${car.id}` })),
  }
}

/** "1 car has no location to be seen at" / "N cars have …". */
export function placelessText(count: number): string {
  return `${count} ${count === 1 ? 'car has' : 'cars have'} no location to be seen at`
}
