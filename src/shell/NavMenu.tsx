'use client'
/**
 * Header navigation with dropdowns that open and close by mouse and keyboard: click, Enter,
 * Space or ArrowDown opens it and holds it open (a second click closes it); Escape closes and
 * returns focus; hovering previews it on devices that hover, and the click that follows keeps it
 * open (src/shell/dropdownOpen.ts); clicking elsewhere or tabbing away closes. Below `md` the list
 * is vertical inside the phone menu (HeaderMenu) and dropdowns open in place instead of floating.
 *
 * From `md` up the items share one row with the logo and the call button; the items that do not
 * fit are listed in "More" (NavMore). The server cannot know the row's width, so its HTML lets the
 * list wrap inside a one-row box that clips the wrapped items, with all items in "More": the row
 * looks the same before and after hydration. Once hydrated, the items are measured (and again on
 * every resize, font load or change of the header's other parts) and those past the row are
 * taken out of it (invisible, out of the tab order) and are the only ones in "More". While "More"
 * is open nothing is re-measured (issue 31 §7: a late font or the shopper's lists appearing moved
 * items between the row and the open panel, under the pointer): a change seen meanwhile is
 * measured when it closes. One menu is open at a time: a dropdown opening closes "More".
 *
 * The item of the current page, or of its section, is marked (aria-current, underlined):
 * currentNavItem in src/shell/navLayout.ts.
 */
import { GatedLink } from '../components/shopper/GatedLink'
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { usePathname } from 'next/navigation'
import { currentNavItem, rowFit, type CurrentNav, type NavLink } from '@/shell/navLayout'
import { NavMore } from './NavMore'
import { nextDropdownOpen, type DropdownEvent, type DropdownOpen } from '@/shell/dropdownOpen'

export type { NavLink } from '@/shell/navLayout'

const CURRENT = 'underline decoration-2 underline-offset-[6px]'

/** Whether a popover is open (also before hydration, when the browser opened it alone); false where popovers are unknown. */
function popoverOpen(el: Element | null): boolean {
  try {
    return el?.matches(':popover-open') ?? false
  } catch {
    return false
  }
}

/**
 * One header menu open at a time: a dropdown opening (a hover is enough) closes an open "More",
 * whose panel would otherwise lie over this dropdown's links, so the pointer on its way to them
 * would leave the dropdown and close it (issue 31 §7, the flaky outback-caravans journey).
 */
function closeOtherPopovers(from: HTMLElement | null) {
  for (const popover of from?.closest('nav')?.querySelectorAll<HTMLElement>('[popover]') ?? []) {
    if (popoverOpen(popover)) popover.hidePopover()
  }
}

/** ArrowDown / ArrowUp move the focus round a dropdown's links (wrapping at either end). */
function moveMenuFocus(e: KeyboardEvent<HTMLUListElement>) {
  const links = [...(e.currentTarget.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
  const i = links.indexOf(document.activeElement as HTMLAnchorElement)
  if (e.key === 'ArrowDown') {
    e.preventDefault()
    links[(i + 1) % links.length]?.focus()
  } else if (e.key === 'ArrowUp') {
    e.preventDefault()
    links[(i - 1 + links.length) % links.length]?.focus()
  }
}

function Dropdown({ item, current, className = '' }: { item: NavLink; current: CurrentNav | null; className?: string }) {
  // A hover previews; a click or ArrowDown holds it open (issue 32: the click after a hover closed it).
  const [state, setState] = useState<DropdownOpen>('closed')
  const open = state !== 'closed'
  const on = (event: DropdownEvent) => setState((s) => nextDropdownOpen(s, event))
  const hovers = () => window.matchMedia('(hover: hover)').matches
  const root = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    closeOtherPopovers(root.current)
    const onDocClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) on('dismiss')
    }
    document.addEventListener('mousedown', onDocClick)
    return () => document.removeEventListener('mousedown', onDocClick)
  }, [open])

  const focusFirst = () => requestAnimationFrame(() => root.current?.querySelector<HTMLAnchorElement>('[role="menu"] a')?.focus())

  return (
    <li
      ref={root}
      className={`relative md:whitespace-nowrap ${className}`}
      onMouseEnter={() => hovers() && on('pointer-enter')}
      onMouseLeave={() => hovers() && on('pointer-leave')}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node)) on('dismiss')
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation() // closes this dropdown only, not the phone menu around it
          on('dismiss')
          button.current?.focus()
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-current={current ? 'true' : undefined}
        className={`flex min-h-10 items-center gap-1 hover:underline ${current ? CURRENT : ''}`}
        onClick={() => on('click')}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault()
            on('open-key')
            focusFirst()
          }
        }}
      >
        {item.label}
        <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={menuId}
        role="menu"
        hidden={!open}
        className="pl-4 md:absolute md:left-0 md:top-full md:z-40 md:min-w-56 md:rounded-md md:border md:border-gray-200 md:bg-white md:py-2 md:pl-0 md:text-gray-900 md:shadow-lg"
        onKeyDown={moveMenuFocus}
      >
        {item.children!.map((child, i) => (
          <li key={child.href + child.label} role="none">
            <GatedLink role="menuitem" href={child.href} aria-current={current?.exact && current.child === i ? 'page' : undefined} className="block py-2 hover:underline md:px-4 md:hover:bg-gray-100 md:hover:no-underline md:focus:bg-gray-100" onClick={() => on('dismiss')}>
              {child.label}
            </GatedLink>
          </li>
        ))}
      </ul>
    </li>
  )
}

export function NavMenu({ items, label = 'Main' }: { items: NavLink[]; label?: string }) {
  const pathname = usePathname() || '/'
  const current = currentNavItem(items, pathname)
  const nav = useRef<HTMLElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const moreWidth = useRef(0)
  /** "More" is open: the row and the panel keep their items until it closes. */
  const moreOpen = useRef(false)
  /** A measurement asked for while "More" was open, run when it closes. */
  const deferred = useRef<(() => void) | null>(null)
  /** How many items the row shows; null until measured (the server's HTML). */
  const [fit, setFit] = useState<number | null>(null)

  useLayoutEffect(() => {
    const box = nav.current
    const ul = list.current
    if (!box || !ul) return
    const measure = () => {
      if (moreOpen.current || popoverOpen(box.querySelector('[data-testid="nav-more-panel"]'))) {
        deferred.current = measure
        return
      }
      const style = getComputedStyle(ul)
      if (style.flexDirection !== 'row') return // the phone menu: a vertical list, nothing to fit
      const more = box.querySelector<HTMLElement>('[data-testid="nav-more-button"]')
      if (more?.offsetWidth) moreWidth.current = more.offsetWidth
      const widths = [...ul.children].map((li) => (li as HTMLElement).offsetWidth)
      const gap = parseFloat(getComputedStyle(box).columnGap) || 0
      setFit(rowFit(widths, parseFloat(style.columnGap) || 0, box.clientWidth, moreWidth.current + gap))
    }
    measure()
    // The nav's width is its share of the header row, whatever its items: it changes with the
    // window and with the header's other parts (the shopper's lists once signed in).
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    let live = true
    document.fonts?.ready.then(() => live && measure())
    return () => {
      live = false
      deferred.current = null
      observer.disconnect()
    }
  }, [items])

  const onMoreOpenChange = useCallback((open: boolean) => {
    moreOpen.current = open
    const pending = deferred.current
    if (open || !pending) return
    deferred.current = null
    pending()
  }, [])

  const shown = fit ?? items.length
  const overflow = fit === null ? items : items.slice(fit)
  const currentOf = (i: number) => (current?.index === i ? current : null)
  return (
    <nav ref={nav} aria-label={label} className="md:flex md:min-w-0 md:flex-1 md:items-center md:gap-4">
      <ul
        ref={list}
        className={`flex flex-col gap-y-1 text-sm font-semibold md:relative md:min-w-0 md:flex-row md:items-center md:gap-x-4 ${
          fit === null ? 'md:h-10 md:flex-wrap md:overflow-clip' : ''
        }`}
        data-testid="nav-row"
      >
        {items.map((item, i) => {
          // Past the row: kept in the DOM (to be measured again) but invisible and out of the way.
          const out = i >= shown ? 'md:invisible md:absolute md:left-0 md:top-0' : ''
          return item.children?.length ? (
            <Dropdown key={item.label} item={item} current={currentOf(i)} className={out} />
          ) : (
            <li key={item.href + item.label} className={`md:whitespace-nowrap ${out}`}>
              <GatedLink href={item.href} aria-current={currentOf(i) ? (currentOf(i)!.exact ? 'page' : 'true') : undefined} className={`flex min-h-10 items-center hover:underline ${currentOf(i) ? CURRENT : ''}`}>
                {item.label}
              </GatedLink>
            </li>
          )
        })}
      </ul>
      <NavMore items={overflow} offset={fit === null ? 0 : fit} current={current} hidden={fit !== null && overflow.length === 0} onOpenChange={onMoreOpenChange} />
    </nav>
  )
}
