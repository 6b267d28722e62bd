/** Field helpers shared by the block configs. */
import type { Field, FilterOptions, Where } from 'payload'
import { validateCtaHref } from '@/lib/links'
import { relationId } from '@/lib/relations'

/** The site id of the document being edited (the multi-tenant plugin's `site` field). */
function siteOf(data: unknown): number | string | null {
  return relationId((data as { site?: unknown } | null | undefined)?.site)
}

/**
 * Upload pickers only offer the page's site's media and shared platform media (DESIGN.md known
 * pitfall: pickers inside blocks can show other tenants' documents).
 */
export const siteMediaFilter: FilterOptions = ({ data }) => {
  const site = siteOf(data)
  if (site === null) return true
  return { or: [{ site: { equals: site } }, { site: { exists: false } }] } as Where
}

/** Relationship pickers for site-scoped collections (locations) only offer the page's site's documents. */
export const sameSiteFilter: FilterOptions = ({ data }) => {
  const site = siteOf(data)
  if (site === null) return true
  return { site: { equals: site } } as Where
}

/** A CTA link group { label, href } with href validated (same-site path or https URL). */
export function linkGroup(
  name: string,
  { label, required = false, description }: { label?: string; required?: boolean; description?: string } = {},
): Field {
  return {
    name,
    label: label ?? 'Link',
    type: 'group',
    admin: { description: description ?? 'Leave both empty for no link.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'label', type: 'text', required, admin: { width: '40%' } },
          {
            name: 'href',
            label: 'Link to',
            type: 'text',
            required,
            validate: validateCtaHref,
            admin: { width: '60%', placeholder: '/special-offers or https://…' },
          },
        ],
      },
    ],
  }
}
