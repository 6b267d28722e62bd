/**
 * Manufacturers by URL segment: shared by every site, read from the database through the data
 * cache (Next's, under the manufacturers tag that a manufacturer save expires).
 */
import 'server-only'
import { payloadClient } from './payload'
import { globalCollectionTag } from '@/cache/tags'
import { cachedShared } from './cache'

/** The name of the manufacturer with this slug (shared by every site), or null. */
export async function getManufacturerName(segment: string): Promise<string | null> {
  try {
    return await cachedShared(['manufacturer-name', segment], [globalCollectionTag('manufacturers')], async () => {
      const payload = await payloadClient()
      const res = await payload.find({ collection: 'manufacturers', where: { slug: { equals: segment } }, limit: 1, depth: 0, overrideAccess: true })
      return (res.docs[0] as { name?: string } | undefined)?.name ?? null
    })
  } catch {
    return null
  }
}
