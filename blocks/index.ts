/**
 * The page-builder blocks: `pageBlocks` for the Pages collection's `layout` field.
 * This module holds Payload configs only (no React), so payload.config.ts can import it; the
 * renderer is `RenderBlocks` in ./RenderBlocks.tsx.
 */
import type { Block } from 'payload'
import { BudgetSearchBlock } from './BudgetSearch/config'
import { ContentColumnsBlock } from './ContentColumns/config'
import { FeatureBannerBlock } from './FeatureBanner/config'
import { FormBlock } from './Form/config'
import { HeroBlock } from './Hero/config'
import { LocationsBlock } from './Locations/config'
import { OffersGridBlock } from './OffersGrid/config'
import { ReviewsCarouselBlock } from './ReviewsCarousel/config'
import { RichTextBlock } from './RichText/config'
import { TradeInFaqBlock } from './TradeInFaq/config'
import { TradeInValuationBlock } from './TradeInValuation/config'

/** Every block an editor can add to a page, in the order the admin's block picker lists them. */
export const pageBlocks: Block[] = [
  HeroBlock,
  FeatureBannerBlock,
  OffersGridBlock,
  ReviewsCarouselBlock,
  LocationsBlock,
  BudgetSearchBlock,
  TradeInValuationBlock,
  TradeInFaqBlock,
  ContentColumnsBlock,
  RichTextBlock,
  FormBlock,
]
