/** Renders the Trade-in valuation block (./config.ts) through the shared valuation section. */
import type { TradeInValuationBlock } from '@/payload-types'
import type { BlockComponentProps } from '../shared/types'
import { ValuationSection } from '@/valuation/ValuationSection'

export function TradeInValuationComponent({ block, site }: BlockComponentProps<TradeInValuationBlock>) {
  return <ValuationSection site={site} mode={block.mode === 'sell' ? 'sell' : 'trade-in'} heading={block.heading} intro={block.intro} />
}
