'use client'
/**
 * Dealer Comments (SPEC.md §2 first section; §4 400 characters with show more / show less; §8
 * pending text). Paragraphs come from rules/dealerComments; all text is rendered as text.
 */
import { useId, useState } from 'react'
import { DEALER_COMMENTS_PENDING, SHOW_LESS_LABEL, SHOW_MORE_LABEL, type DealerCommentsView } from '@/rules/dealerComments'

export function DealerComments({ view }: { view: DealerCommentsView }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  if (view.pending) return <p className="text-gray-700" data-testid="dealer-comments">{DEALER_COMMENTS_PENDING}</p>
  const shown = expanded || !view.needsToggle ? view.paragraphs : view.collapsed
  return (
    <div data-testid="dealer-comments" data-expanded={expanded ? 'true' : 'false'}>
      <div id={id} className="space-y-3 text-gray-800">
        {shown.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {view.needsToggle ? (
        <button type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)} className="mt-2 min-h-10 font-semibold text-brand underline underline-offset-2">
          {expanded ? SHOW_LESS_LABEL : SHOW_MORE_LABEL}
        </button>
      ) : null}
    </div>
  )
}
