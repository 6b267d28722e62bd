'use client'
/**
 * "More": the header items that do not fit in the desktop row (NavMenu decides which). A button
 * and a popover (the HTML popover attribute), so it opens, closes on Escape or a click elsewhere,
 * and puts its links next in the tab order even before React has hydrated; Escape with focus
 * inside returns focus to the button. Once hydrated, aria-expanded follows it and following a
 * link closes it (a client-side navigation keeps the page). The panel hangs below the button by
 * CSS anchor positioning (globals.css .nav-more-*), or is placed by script where that is missing.
 * A dropdown that overflows is listed as a group: its name, then its links.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { GatedLink } from '../components/shopper/GatedLink'
import type { CurrentNav, NavLink } from '@/shell/navLayout'

type Props = {
  items: NavLink[]
  /** Index in the whole menu of items[0] (to match `current`). */
  offset: number
  current: CurrentNav | null
  hidden: boolean
  /** Told when the panel opens and closes (NavMenu holds its measuring meanwhile). */
  onOpenChange?: (open: boolean) => void
}

export function NavMore({ items, offset, current, hidden, onOpenChange }: Props) {
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const [hydrated, setHydrated] = useState(false)

  useEffect(() => {
    setHydrated(true)
    const el = panel.current
    if (!el) return
    const onToggle = (e: Event) => {
      const isOpen = (e as ToggleEvent).newState === 'open'
      setOpen(isOpen)
      onOpenChange?.(isOpen)
      if (isOpen && !CSS.supports('anchor-name', '--a') && button.current) {
        const r = button.current.getBoundingClientRect()
        el.style.top = `${r.bottom + 4}px`
        el.style.right = `${Math.max(8, document.documentElement.clientWidth - r.right)}px`
      }
    }
    el.addEventListener('toggle', onToggle)
    return () => el.removeEventListener('toggle', onToggle)
  }, [onOpenChange])

  useEffect(() => {
    if (hidden && panel.current?.matches(':popover-open')) panel.current.hidePopover()
  }, [hidden])

  const isCurrent = (i: number, child: number | null) => current?.index === offset + i && current.exact && current.child === child
  return (
    <div className={hidden ? 'hidden' : 'hidden shrink-0 md:block'}>
      <button
        ref={button}
        type="button"
        popoverTarget={panelId}
        // Before hydration the browser reports the popover's state itself.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        className="nav-more-button flex min-h-10 items-center gap-1 text-sm font-semibold hover:underline"
        data-testid="nav-more-button"
      >
        More
        <span aria-hidden="true">▾</span>
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        className="nav-more-panel min-w-56 rounded-md border border-gray-200 bg-white py-2 text-sm font-semibold text-gray-900 shadow-lg"
        data-testid="nav-more-panel"
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) panel.current?.hidePopover()
        }}
      >
        <ul>
          {items.map((item, i) => (
            <MoreItem key={item.children?.length ? item.label : item.href + item.label} item={item} groupId={`${panelId}-${i}`} currentChild={(c) => isCurrent(i, c)} />
          ))}
        </ul>
      </div>
    </div>
  )
}

const LINK = 'block rounded px-4 py-2 hover:bg-gray-100 focus:bg-gray-100'

/** One overflowed item in the panel: a link, or a dropdown as a named group of its links. */
function MoreItem({ item, groupId, currentChild }: { item: NavLink; groupId: string; currentChild: (child: number | null) => boolean }) {
  if (!item.children?.length) {
    return (
      <li>
        <GatedLink href={item.href} aria-current={currentChild(null) ? 'page' : undefined} className={LINK}>
          {item.label}
        </GatedLink>
      </li>
    )
  }
  return (
    <li className="py-1">
      <span id={groupId} className="block px-4 pt-1 text-xs uppercase tracking-wide text-gray-600">
        {item.label}
      </span>
      <div role="group" aria-labelledby={groupId}>
        <ul>
          {item.children.map((child, c) => (
            <li key={child.href + child.label}>
              <GatedLink href={child.href} aria-current={currentChild(c) ? 'page' : undefined} className={`${LINK} font-normal`}>
                {child.label}
              </GatedLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}
