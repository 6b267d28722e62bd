'use client'
/**
 * A collapsible filter group. Uses <details>/<summary> so it works with the keyboard and screen
 * readers out of the box; its content stays in the DOM (and its InstantSearch widget stays
 * mounted) while it is closed, so URL state is never dropped.
 */
import { useState } from 'react'

type Props = {
  title: string
  defaultOpen?: boolean
  /** Number of active refinements, shown next to the title and forcing the group open initially. */
  activeCount?: number
  children: React.ReactNode
  testId?: string
}

export function FacetSection({ title, defaultOpen = false, activeCount = 0, children, testId }: Props) {
  const [open, setOpen] = useState(defaultOpen || activeCount > 0)
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group border-b border-gray-200 py-1"
      data-testid={testId}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded px-1 font-semibold [&::-webkit-details-marker]:hidden">
        <span>
          {title}
          {activeCount > 0 ? (
            <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs text-on-brand">
              {activeCount}
              <span className="sr-only"> selected</span>
            </span>
          ) : null}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </summary>
      <div className="px-1 pb-3 pt-1">{children}</div>
    </details>
  )
}
