/**
 * Slugs are unique within a site, not across sites (payloadcms/payload #14938): two
 * dealers may both have /pages/about. A plain `unique: true` would forbid that.
 */
import type { FieldHook } from 'payload'
import { ValidationError } from 'payload'

export function uniquePerSite(fieldName: string, label = fieldName): FieldHook {
  return async ({ value, data, originalDoc, req, collection }) => {
    if (!value || !collection) return value
    const site = (data?.site ?? originalDoc?.site) as unknown
    const siteId = site && typeof site === 'object' && 'id' in site ? (site as { id: unknown }).id : site
    if (siteId === undefined || siteId === null) return value
    const where: Record<string, unknown> = {
      and: [{ site: { equals: siteId } }, { [fieldName]: { equals: value } }],
    }
    if (originalDoc?.id !== undefined) (where.and as unknown[]).push({ id: { not_equals: originalDoc.id } })
    const clash = await req.payload.find({
      collection: collection.slug as never,
      where: where as never,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
      draft: true,
    })
    if (clash.totalDocs > 0) {
      throw new ValidationError({
        collection: collection.slug,
        errors: [{ path: fieldName, message: `Another document on this site already uses the ${label} "${String(value)}".` }],
      })
    }
    return value
  }
}

/** Turns a name into a URL slug: lower-case, hyphens, no punctuation. */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const slugFromName =
  (source = 'name'): FieldHook =>
  ({ value, data }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const from = data?.[source]
    return typeof from === 'string' ? slugify(from) : value
  }
