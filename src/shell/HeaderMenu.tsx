'use client'
/**
 * The header's navigation with its phone-size disclosure: below the `md` breakpoint a "Menu"
 * button (aria-expanded, aria-controls) shows and hides the navigation panel; Escape inside the
 * panel or on the button closes it and returns focus to the button, as do a click or touch
 * outside and following a link. The open panel overlays the page below the header, so closing it
 * shifts nothing under the shopper's finger. From `md` up the navigation is always shown inline, filling the
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
        // Below md the open panel lies over the page under the header rather than pushing it down:
        // closing it (a touch outside) then moves nothing, so that touch lands where it was aimed.
        className={`${open ? 'block' : 'hidden'} absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-white/20 bg-brand px-4 pb-4 pt-2 shadow-lg md:static md:z-auto md:order-none md:flex md:max-h-none md:w-auto md:min-w-0 md:flex-1 md:items-center md:gap-4 md:overflow-visible md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
        data-testid="header-nav"
      >
        {children}
      </div>
    </>
  )
}
