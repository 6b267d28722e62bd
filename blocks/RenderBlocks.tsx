/**
 * Renders a page's `layout` blocks in order. Each block is wrapped in
 * <section data-block-type data-block-id> so tests can check the order. Unknown block types
 * render nothing.
 */
import type { Page, Site } from '@/payload-types'
import type { LayoutBlock } from './shared/types'
import BudgetSearchComponent from './BudgetSearch/Component'
import { ContentColumnsComponent } from './ContentColumns/Component'
import { FeatureBannerComponent } from './FeatureBanner/Component'
import { FormBlockComponent } from './Form/Component'
import { HeroComponent } from './Hero/Component'
import { LocationsBlockComponent } from './Locations/Component'
import { OffersGridComponent } from './OffersGrid/Component'
import { ReviewsCarouselComponent } from './ReviewsCarousel/Component'
import { RichTextComponent } from './RichText/Component'
import { TradeInFaqComponent } from './TradeInFaq/Component'
import { TradeInValuationComponent } from './TradeInValuation/Component'
import { NearIsland } from '@/components/island/Island'

export type { LayoutBlock }

export interface RenderBlocksProps {
  /** The page's `layout` array. */
  blocks: Page['layout'] | undefined
  site: Site
  /** Passed to blocks that search stock (the budget search block). */
  searchConfig?: unknown
}

/** The renderer of one block; null for a block type this build does not know (old data). */
function renderBlock(block: LayoutBlock, site: Site, searchConfig: unknown, index: number) {
  const type: string = block.blockType
  switch (block.blockType) {
    case 'hero':
      return <HeroComponent block={block} site={site} index={index} />
    case 'featureBanner':
      return <FeatureBannerComponent block={block} site={site} />
    case 'offersGrid':
      return <OffersGridComponent block={block} site={site} />
    case 'reviewsCarousel':
      return <ReviewsCarouselComponent block={block} site={site} />
    case 'locations':
      return <LocationsBlockComponent block={block} site={site} />
    case 'budgetSearch':
      return <BudgetSearchComponent block={block} site={site} searchConfig={searchConfig} />
    case 'tradeInFaq':
      return <TradeInFaqComponent block={block} site={site} />
    case 'tradeInValuation':
      return <TradeInValuationComponent block={block} site={site} />
    case 'contentColumns':
      return <ContentColumnsComponent block={block} site={site} />
    case 'richText':
      return <RichTextComponent block={block} site={site} />
    case 'leadForm':
      return <FormBlockComponent block={block} site={site} />
    default: {
      block satisfies never // a new block type without a case here fails the typecheck
      if (process.env.NODE_ENV !== 'production') console.warn(`[blocks] no renderer for block type "${type}"`)
      return null
    }
  }
}

/**
 * Blocks whose interactive parts (lazy parts: offer text toggles, opening hours, maps, the
 * nearest dealer) hydrate only as they come near the screen, unless first on the page.
 */
const HYDRATED_NEAR_SCREEN = new Set<string>(['offersGrid', 'locations'])

export function RenderBlocks({ blocks, site, searchConfig }: RenderBlocksProps) {
  if (!blocks || blocks.length === 0) return null
  return (
    <>
      {blocks.map((block, index) => {
        let rendered = renderBlock(block, site, searchConfig, index)
        if (!rendered) return null
        if (index > 0 && HYDRATED_NEAR_SCREEN.has(block.blockType)) rendered = <NearIsland>{rendered}</NearIsland>
        return (
          <section
            key={block.id ?? `${block.blockType}-${index}`}
            data-block-type={block.blockType}
            data-block-id={block.id ?? undefined}
            data-block-name={block.blockName || undefined}
          >
            {rendered}
          </section>
        )
      })}
    </>
  )
}
