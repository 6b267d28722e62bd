/** Shapes shared by the page-builder blocks and their renderers. */
import type { Page, Site } from '@/payload-types'

/** One entry of a page's `layout` (payload-types: a union discriminated by `blockType`). */
export type LayoutBlock = NonNullable<Page['layout']>[number]

/** Props every block renderer receives: `B` is one member of LayoutBlock, e.g. HeroBlock. */
export interface BlockComponentProps<B extends LayoutBlock> {
  block: B
  site: Site
  searchConfig?: unknown
  /** The block's place on the page, 0 for the first (the top of the page, where the largest paint is). */
  index?: number
}
