/**
 * Reads for the admin's live preview. Never cached: a draft changes with every save in the admin,
 * and only a verified preview token leads here.
 */
import 'server-only'
import { payloadClient } from './payload'
import { relationId, type Id } from '@/lib/relations'

/** The site of a page's or post's latest draft; null when there is no such document. */
export async function getDraftSiteId(collection: 'pages' | 'posts', id: string): Promise<Id | null> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection, id, draft: true, depth: 0, overrideAccess: true }).catch(() => null)
  return relationId(doc?.site)
}
