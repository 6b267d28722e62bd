/**
 * Renders a page's `layout` blocks in order. Each block is wrapped in
 * <section data-block-type data-block-id> so tests can check the order. Unknown block types
 * render nothing.
 */
import type { ComponentType } from 'react'
import type { Site } from '../src/payload-types'
import BudgetSearchComponent from './BudgetSearch/Component'
import { BudgetSearchBlock } from './BudgetSearch/config'
import { ContentColumnsComponent } from './ContentColumns/Component'
import { FeatureBannerComponent } from './FeatureBanner/Component'
import { FormBlockComponent } from './Form/Component'
import { HeroComponent } from './Hero/Component'
import { LocationsBlockComponent } from './Locations/Component'
import { OffersGridComponent } from './OffersGrid/Component'
import { ReviewsCarouselComponent } from './ReviewsCarousel/Component'
import { RichTextComponent } from './RichText/Component'
import { TradeInFaqComponent } from './TradeInFaq/Component'
import type { PageBlock } from './shared/types'

type AnyBlockComponent = ComponentType<{ block: never; site: Site; searchConfig?: unknown }>

/** blockType → renderer. */
export const blockComponents: Record<string, AnyBlockComponent> = {
  hero: HeroComponent as AnyBlockComponent,
  featureBanner: FeatureBannerComponent as AnyBlockComponent,
  offersGrid: OffersGridComponent as AnyBlockComponent,
  reviewsCarousel: ReviewsCarouselComponent as AnyBlockComponent,
  locations: LocationsBlockComponent as AnyBlockComponent,
  tradeInFaq: TradeInFaqComponent as AnyBlockComponent,
  contentColumns: ContentColumnsComponent as AnyBlockComponent,
  richText: RichTextComponent as AnyBlockComponent,
  [BudgetSearchBlock.slug]: BudgetSearchComponent as AnyBlockComponent,
  leadForm: FormBlockComponent as AnyBlockComponent,
}

export interface RenderBlocksProps {
  /** The page's `layout` array. */
  blocks: readonly PageBlock[] | null | undefined
  site: Site
  /** Passed to blocks that search stock (the budget search block). */
  searchConfig?: unknown
}

export function RenderBlocks({ blocks, site, searchConfig }: RenderBlocksProps) {
  if (!blocks || blocks.length === 0) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Component = block && typeof block.blockType === 'string' ? blockComponents[block.blockType] : undefined
        if (!Component) {
          if (process.env.NODE_ENV !== 'production') console.warn(`[blocks] no renderer for block type "${String(block?.blockType)}"`)
          return null
        }
        return (
          <section
            key={block.id ?? `${block.blockType}-${index}`}
            data-block-type={block.blockType}
            data-block-id={block.id ?? undefined}
            data-block-name={block.blockName || undefined}
          >
            <Component block={block as never} site={site} searchConfig={searchConfig} />
          </section>
        )
      })}
    </>
  )
}

export default RenderBlocks
