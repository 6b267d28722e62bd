'use client'
/**
 * The header's navigation with its phone-size disclosure: below the `md` breakpoint a "Menu"
 * button (aria-expanded, aria-controls) shows and hides the navigation panel; Escape inside the
 * panel or on the button closes it and returns focus to the button, as do a click or touch
 * outside and following a link. From `md` up the navigation is always shown inline, filling the
 * row between the logo and the call button, and the button is hidden. The navigation itself (NavMenu) is passed in as children.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export function HeaderMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open || e.isPropagationStopped()) return
    setOpen(false)
    button.current?.focus()
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onKeyDown}
        className="order-2 flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded bg-white/10 px-3 py-2 text-sm font-semibold md:hidden"
        data-testid="menu-button"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
        </svg>
        {/* The icon alone below `sm`, where the dealer's name needs the room. */}
        <span className="sr-only sm:not-sr-only">Menu</span>
      </button>
      <div
        ref={panel}
        id={panelId}
        onKeyDown={onKeyDown}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setOpen(false)
        }}
        className={`${open ? 'block' : 'hidden'} order-3 w-full border-t border-white/20 pt-2 md:order-none md:flex md:w-auto md:min-w-0 md:flex-1 md:items-center md:gap-4 md:border-0 md:pt-0`}
        data-testid="header-nav"
      >
        {children}
      </div>
    </>
  )
}
