/**
 * Slugs are unique within a site, not across sites (payloadcms/payload #14938): two
 * dealers may both have /pages/about. A plain `unique: true` would forbid that.
 */
import type { CollectionSlug, FieldHook, Payload, TextField, Where } from 'payload'
import { relationId } from '@/lib/relations'
import { slugify } from '@/lib/slug'

export type UniquePerSiteArgs = {
  req: { payload: Payload }
  data?: Record<string, unknown>
  id?: number | string
  collectionSlug?: string
}

const isCollectionSlug = (payload: Payload, slug: string): slug is CollectionSlug => slug in payload.collections

/** A field `validate` that rejects a value another document of the same site already uses. */
export function uniquePerSite(fieldName: string, label = fieldName) {
  return async (value: unknown, { req, data, id, collectionSlug }: UniquePerSiteArgs): Promise<true | string> => {
    // Payload passes the slug as a plain string; only a configured collection can be counted.
    if (!value || !collectionSlug || !isCollectionSlug(req.payload, collectionSlug)) return true
    const siteId = relationId(data?.site)
    if (siteId === null) return true
    const and: Where[] = [{ site: { equals: siteId } }, { [fieldName]: { equals: value } }]
    if (id !== undefined) and.push({ id: { not_equals: id } })
    const clash = await req.payload.count({ collection: collectionSlug, where: { and }, overrideAccess: true })
    return clash.totalDocs > 0 ? `Another document on this site already uses the ${label} "${String(value)}".` : true
  }
}

/** A `slug` field unique within the site and filled from the `name` field when left empty. */
export function siteSlugField(description: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    index: true,
    admin: { description },
    validate: uniquePerSite('slug'),
    hooks: { beforeValidate: [slugFromName('name')] },
  }
}

export const slugFromName =
  (source = 'name'): FieldHook =>
  ({ value, data }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const from = data?.[source]
    return typeof from === 'string' ? slugify(from) : value
  }
