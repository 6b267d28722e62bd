/**
 * The editor page of /trade-in or /sell-my-car with the valuation in it: the page as
 * the editor placed it when it has a Trade-in valuation block; otherwise the block is put after
 * its leading hero, so sites whose pages predate the block still get the flow.
 */
import type { Page } from '@/payload-types'
import { TRADE_IN_VALUATION_DEFAULTS } from '@/rules/tradeInValuationCopy'
import type { ValuationMode } from '@/valuation/server/schemas'

export function withValuationBlock(page: Page, mode: ValuationMode): Page {
  const layout = page.layout ?? []
  if (layout.some((b) => b.blockType === 'tradeInValuation')) return page
  const at = layout[0]?.blockType === 'hero' ? 1 : 0
  const block = { blockType: 'tradeInValuation' as const, id: `builtin-valuation-${mode}`, mode, heading: TRADE_IN_VALUATION_DEFAULTS.heading, intro: TRADE_IN_VALUATION_DEFAULTS.intro }
  return { ...page, layout: [...layout.slice(0, at), block, ...layout.slice(at)] }
}
