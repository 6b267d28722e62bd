'use client'
/**
 * Header navigation with dropdowns that open and close by mouse and keyboard: click, Enter,
 * Space or ArrowDown opens; Escape closes and returns focus; hovering opens on wide screens;
 * clicking elsewhere or tabbing away closes. Below `md` the list is vertical inside the phone
 * menu (HeaderMenu) and dropdowns open in place instead of floating.
 */
import { GatedLink } from '../account/GatedLink'
import { useEffect, useId, useRef, useState } from 'react'

export type NavLink = { label: string; href: string; children?: NavLink[] }

function Dropdown({ item }: { item: NavLink }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const onDocClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onDocClick)
    return () => document.removeEventListener('mousedown', onDocClick)
  }, [open])

  const focusFirst = () => requestAnimationFrame(() => root.current?.querySelector<HTMLAnchorElement>('[role="menu"] a')?.focus())

  return (
    <li
      ref={root}
      className="relative"
      onMouseEnter={() => window.matchMedia('(hover: hover)').matches && setOpen(true)}
      onMouseLeave={() => window.matchMedia('(hover: hover)').matches && setOpen(false)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node)) setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation() // closes this dropdown only, not the phone menu around it
          setOpen(false)
          button.current?.focus()
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        className="flex min-h-10 items-center gap-1 hover:underline"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault()
            setOpen(true)
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
        onKeyDown={(e) => {
          const links = [...(e.currentTarget.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
          const i = links.indexOf(document.activeElement as HTMLAnchorElement)
          if (e.key === 'ArrowDown') {
            e.preventDefault()
            links[(i + 1) % links.length]?.focus()
          } else if (e.key === 'ArrowUp') {
            e.preventDefault()
            links[(i - 1 + links.length) % links.length]?.focus()
          }
        }}
      >
        {item.children!.map((child) => (
          <li key={child.href + child.label} role="none">
            <GatedLink role="menuitem" href={child.href} className="block py-2 hover:underline md:px-4 md:hover:bg-gray-100 md:hover:no-underline md:focus:bg-gray-100" onClick={() => setOpen(false)}>
              {child.label}
            </GatedLink>
          </li>
        ))}
      </ul>
    </li>
  )
}

export function NavMenu({ items, label = 'Main' }: { items: NavLink[]; label?: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-y-1 text-sm font-semibold md:flex-row md:flex-wrap md:items-center md:gap-x-5">
        {items.map((item) =>
          item.children?.length ? (
            <Dropdown key={item.label} item={item} />
          ) : (
            <li key={item.href + item.label}>
              <GatedLink href={item.href} className="flex min-h-10 items-center hover:underline">
                {item.label}
              </GatedLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
