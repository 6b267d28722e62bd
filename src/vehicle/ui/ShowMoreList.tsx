'use client'
/**
 * A list that shows its first items and a toggle for the rest (SPEC.md §5: first 4 specs then
 * a show-more; 8 features then a show-all). The hidden items stay in the HTML for search
 * engines and are revealed without a request.
 */
import { useId, useState } from 'react'

type Props = {
  items: Array<{ key: string; node: React.ReactNode }>
  visible: number
  moreLabel: string
  lessLabel: string
  as?: 'ul' | 'dl'
  className?: string
  testId?: string
}

export function ShowMoreList({ items, visible, moreLabel, lessLabel, as = 'ul', className = '', testId }: Props) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const List = as
  const needsToggle = items.length > visible
  return (
    <div data-testid={testId}>
      <List id={id} className={className}>
        {items.map((item, i) => (
          as === 'ul' ? (
            <li key={item.key} hidden={!expanded && i >= visible}>
              {item.node}
            </li>
          ) : (
            <div key={item.key} hidden={!expanded && i >= visible} className="flex justify-between gap-4 border-b border-gray-100 py-2">
              {item.node}
            </div>
          )
        ))}
      </List>
      {needsToggle ? (
        <button type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)} className="mt-2 min-h-10 font-semibold text-brand underline underline-offset-2">
          {expanded ? lessLabel : `${moreLabel} (${items.length - visible} more)`}
        </button>
      ) : null}
    </div>
  )
}
