/** Trade-in FAQ renderer: collapsible questions (SPEC.md §2 Trade-in FAQ, answers from §9). */
import { Accordion, type AccordionItem } from '@/components/ui/Accordion'
import type { TradeInFaqBlock } from '@/payload-types'
import type { BlockComponentProps } from '../shared/types'
import { BLOCK_CONTAINER_NARROW, BLOCK_HEADING, text } from '../shared/layout'
import { DEFAULT_TRADE_IN_FAQS } from './config'

export function TradeInFaqComponent({ block }: BlockComponentProps<TradeInFaqBlock>) {
  const source: readonly AccordionItem[] = block.items && block.items.length > 0 ? block.items : DEFAULT_TRADE_IN_FAQS
  const items = source.flatMap((item, index) => {
    const question = text(item.question)
    const answer = text(item.answer)
    return question && answer ? [{ id: item.id || String(index), question, answer }] : []
  })
  if (items.length === 0) return null
  const heading = text(block.heading)
  return (
    <div className={BLOCK_CONTAINER_NARROW}>
      {heading ? <h2 className={`${BLOCK_HEADING} mb-3`}>{heading}</h2> : null}
      {text(block.intro) ? <p className="mb-6 text-gray-700">{text(block.intro)}</p> : null}
      <Accordion items={items} />
    </div>
  )
}
