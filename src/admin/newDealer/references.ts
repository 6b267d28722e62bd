/**
 * A copied page must not point at the template dealer's own documents (its images, locations,
 * dealerships, cars, reviews): the page editor refuses them for another site, and they are not
 * the new dealer's. These find every upload or relationship field to such a collection in a
 * collection's fields (inside groups, rows, tabs, arrays and blocks) and clear them in a copy, so
 * the new site's pages start with the template's structure and text, and no borrowed pictures.
 * Pure.
 */
import type { Field } from 'payload'

/** Collections whose documents belong to one site. */
const SITE_OWNED = new Set(['media', 'locations', 'dealerships', 'vehicles', 'reviews', 'pages', 'posts', 'menus'])

type AnyField = { type: string; name?: string; relationTo?: string | string[]; hasMany?: boolean; fields?: Field[]; tabs?: { name?: string; fields: Field[] }[]; blocks?: { slug: string; fields: Field[] }[] }

/** Field paths as a tree: a name maps to true (clear it) or to the references inside it. */
export type ReferenceTree = { [name: string]: true | ReferenceTree | BlocksRule }
type BlocksRule = { __blocks: Record<string, ReferenceTree> }
const isBlocksRule = (rule: unknown): rule is BlocksRule => Boolean(rule && typeof rule === 'object' && '__blocks' in rule)

const pointsAtSiteDocs = (f: AnyField) =>
  (f.type === 'upload' || f.type === 'relationship') && [f.relationTo].flat().some((slug) => typeof slug === 'string' && SITE_OWNED.has(slug))

export function siteOwnedReferences(fields: readonly Field[]): ReferenceTree {
  const tree: ReferenceTree = {}
  for (const raw of fields) {
    const f = raw as AnyField
    if (pointsAtSiteDocs(f) && f.name) tree[f.name] = true
    else if (f.type === 'blocks' && f.name && f.blocks) {
      const blocks: Record<string, ReferenceTree> = {}
      for (const block of f.blocks) blocks[block.slug] = siteOwnedReferences(block.fields)
      tree[f.name] = { __blocks: blocks }
    } else if ((f.type === 'group' || f.type === 'array') && f.name && f.fields) tree[f.name] = siteOwnedReferences(f.fields)
    else if (f.type === 'tabs' && f.tabs) {
      for (const tab of f.tabs) Object.assign(tree, tab.name ? { [tab.name]: siteOwnedReferences(tab.fields) } : siteOwnedReferences(tab.fields))
    } else if ((f.type === 'row' || f.type === 'collapsible') && f.fields) Object.assign(tree, siteOwnedReferences(f.fields))
  }
  return tree
}

export function withoutReferences<T>(value: T, tree: ReferenceTree): T {
  if (Array.isArray(value)) return value.map((item) => withoutReferences(item, tree)) as T
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  for (const [name, rule] of Object.entries(tree)) {
    if (!(name in out)) continue
    if (rule === true) out[name] = Array.isArray(out[name]) ? [] : null
    else if (isBlocksRule(rule)) {
      if (!Array.isArray(out[name])) continue
      out[name] = (out[name] as Record<string, unknown>[]).map((block) => {
        const inner = rule.__blocks[String(block?.blockType)]
        return inner ? withoutReferences(block, inner) : block
      })
    } else out[name] = withoutReferences(out[name], rule)
  }
  return out as T
}
