/**
 * Resolves a dotted `where` path (`address.postcode`, `site.slug`, `version.title`) to the kind
 * of field it names, from the sanitized Payload config. Unknown paths resolve to null and are
 * left to Payload, which answers them itself.
 */
import type { FlattenedField, SanitizedConfig } from 'payload'
import type { FieldKind, FieldResolver } from './whereGuard'

function kindOf(field: FlattenedField): FieldKind {
  if ('hasMany' in field && field.hasMany) return 'many'
  switch (field.type) {
    case 'number':
      return 'number'
    case 'relationship':
    case 'upload':
      return typeof field.relationTo === 'string' ? 'relationship' : 'other'
    case 'date':
      return 'date'
    case 'checkbox':
      return 'checkbox'
    case 'point':
      return 'point'
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'select':
    case 'radio':
      return 'text'
    default:
      return 'other'
  }
}

const VERSION_FIELDS: Record<string, FieldKind> = { parent: 'relationship', latest: 'checkbox', autosave: 'checkbox', createdAt: 'date', updatedAt: 'date' }

export function fieldResolver(config: SanitizedConfig, collectionSlug: string, versions = false): FieldResolver {
  const fieldsOf = (slug: string) => config.collections.find((c) => c.slug === slug)?.flattenedFields
  return (path) => {
    let segments = path.split('.')
    if (versions) {
      if (segments.length === 1 && segments[0] in VERSION_FIELDS) return VERSION_FIELDS[segments[0]]
      if (segments[0] === 'id') return 'id'
      if (segments[0] !== 'version') return null
      segments = segments.slice(1)
    }
    let fields = fieldsOf(collectionSlug)
    for (const [i, segment] of segments.entries()) {
      if (!fields) return null
      const last = i === segments.length - 1
      const field = fields.find((f) => f.name === segment)
      if (!field) {
        if (segment === 'id' && last) return 'id'
        // Drafts (`draft=true`) are read from the versions table, whose own fields may be named.
        return i === 0 && last && segment in VERSION_FIELDS ? VERSION_FIELDS[segment] : null
      }
      if (last) return kindOf(field)
      if ('flattenedFields' in field) {
        fields = field.flattenedFields
      } else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
        fields = fieldsOf(field.relationTo)
      } else {
        return null
      }
    }
    return null
  }
}
