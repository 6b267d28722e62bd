/**
 * Slugs are unique within a site, not across sites (payloadcms/payload #14938): two
 * dealers may both have /pages/about. A plain `unique: true` would forbid that.
 */
import type { FieldHook } from 'payload'
import { relationId } from '@/lib/relations'
import { slugify } from '@/lib/slug'

type ValidateArgs = {
  req: { payload: import('payload').Payload }
  data?: Record<string, unknown>
  id?: number | string
  collectionSlug?: string
}

/** A field `validate` that rejects a value another document of the same site already uses. */
export function uniquePerSite(fieldName: string, label = fieldName) {
  return async (value: unknown, { req, data, id, collectionSlug }: ValidateArgs): Promise<true | string> => {
    if (!value || !collectionSlug) return true
    const siteId = relationId(data?.site)
    if (siteId === null) return true
    const and: Record<string, unknown>[] = [{ site: { equals: siteId } }, { [fieldName]: { equals: value } }]
    if (id !== undefined) and.push({ id: { not_equals: id } })
    // The validator serves several collections: Payload types `collection` as the generated slug
    // union and `where` per collection, so a runtime slug needs these two casts.
    const clash = await req.payload.count({ collection: collectionSlug as never, where: { and } as never, overrideAccess: true })
    return clash.totalDocs > 0 ? `Another document on this site already uses the ${label} "${String(value)}".` : true
  }
}

export const slugFromName =
  (source = 'name'): FieldHook =>
  ({ value, data }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const from = data?.[source]
    return typeof from === 'string' ? slugify(from) : value
  }
