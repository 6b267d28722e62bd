/**
 * Cars whose custom tag names a time that is over ("COMING LATE 2025" in Nov 2026, issue 32):
 * shoppers no longer see the tag (src/rules/tagPrecedence.ts drops it), and the dashboard names
 * the cars to staff so they can rewrite or clear it. Read with the viewer's own access, like every
 * dashboard figure. Which tags are over is the pure rule src/rules/tagExpiry.ts.
 */
import type { Payload, Where } from 'payload'
import type { User } from '@/payload-types'
import { isTagExpired } from '@/rules/tagExpiry'

/** How many cars the notice links to one by one (the rest through the filtered list). */
export const EXPIRED_TAGS_SHOWN = 5
/** How many tagged cars of a site are read to find the expired ones (tags are few). */
const TAGGED_READ_LIMIT = 2000

export interface ExpiredTags {
  count: number
  cars: { id: number; name: string; tag: string }[]
}

/** The admin's filter for the site's unsold cars that carry a tag. */
function taggedWhere(siteId: number | string): Where {
  return { and: [{ site: { equals: siteId } }, { tag: { exists: true } }, { tag: { not_equals: '' } }, { status: { not_equals: 'sold' } }] }
}

export async function expiredTags(payload: Payload, siteId: number | string, user: User, now: Date): Promise<ExpiredTags> {
  const found = await payload.find({
    collection: 'vehicles',
    where: taggedWhere(siteId),
    sort: 'id',
    limit: TAGGED_READ_LIMIT,
    depth: 0,
    select: { name: true, stocknum: true, tag: true },
    user,
    overrideAccess: false,
  })
  const expired = found.docs.filter((car) => isTagExpired(car.tag, now))
  return {
    count: expired.length,
    cars: expired.slice(0, EXPIRED_TAGS_SHOWN).map((car) => ({
      id: car.id,
      name: [car.name, car.stocknum ? `(${car.stocknum})` : ''].filter(Boolean).join(' ') || `Car ${car.id}`,
      tag: String(car.tag ?? '').trim(),
    })),
  }
}

/** "1 car has a tag whose date has passed" / "N cars have …". */
export function expiredTagsText(count: number): string {
  return `${count} ${count === 1 ? 'car has a tag' : 'cars have tags'} whose date has passed`
}
