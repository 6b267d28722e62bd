/** Shapes shared by the page-builder blocks and their renderers. */
import type { Site } from '@/payload-types'

/** One entry of a page's `layout` array: the block's fields plus Payload's block keys. */
export type PageBlock = {
  blockType: string
  id?: string | null
  blockName?: string | null
} & Record<string, unknown>

/** Props every block renderer receives. */
export interface BlockComponentProps<B = PageBlock> {
  block: B
  site: Site
  searchConfig?: unknown
}
