'use client'
/**
 * Text with a View more / View less toggle (SPEC.md §4 Offer text). The caller passes the view
 * from offerTextView() (src/rules/offerText.ts): collapsed text, full text and whether the
 * toggle shows. Line breaks in the text are kept.
 */
import { useId, useState } from 'react'
import { offerToggleLabel } from '@/rules/offerText'

export interface ExpandableTextProps {
  fullText: string
  collapsedText: string
  collapsible: boolean
  /** Said after the toggle label for screen readers, e.g. "description of Corolla offer". */
  toggleContext?: string
  className?: string
  buttonClassName?: string
}

export function ExpandableText({ fullText, collapsedText, collapsible, toggleContext, className, buttonClassName }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  if (!fullText) return null
  return (
    <div className={className}>
      <p id={id} className="whitespace-pre-line">
        {collapsible && !expanded ? collapsedText : fullText}
      </p>
      {collapsible ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className={`mt-1 font-semibold underline underline-offset-2 hover:no-underline ${buttonClassName ?? ''}`}
        >
          {offerToggleLabel(expanded)}
          {toggleContext ? <span className="sr-only"> {toggleContext}</span> : null}
        </button>
      ) : null}
    </div>
  )
}
