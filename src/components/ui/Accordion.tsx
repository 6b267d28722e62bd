/**
 * Collapsible questions with native <details>/<summary>: keyboard and screen-reader support
 * come from the browser, and it works without JavaScript.
 */
export interface AccordionItem {
  id?: string | null
  question: string
  answer: string
}

export function Accordion({ items, className }: { items: readonly AccordionItem[]; className?: string }) {
  return (
    <div className={`divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white ${className ?? ''}`}>
      {items.map((item, index) => (
        <details key={item.id ?? index} className="group" data-accordion-item="">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-gray-900 hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <svg
              viewBox="0 0 20 20"
              width="20"
              height="20"
              aria-hidden="true"
              focusable="false"
              className="shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            >
              <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="space-y-3 px-5 pb-5 text-gray-700">
            {item.answer
              .split(/\n\s*\n/)
              .map((paragraph) => paragraph.trim())
              .filter(Boolean)
              .map((paragraph, paragraphIndex) => (
                <p key={paragraphIndex} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
          </div>
        </details>
      ))}
    </div>
  )
}
