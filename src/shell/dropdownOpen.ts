/**
 * How a header dropdown is open (issue 32: hover opened "Our Stock ▾" and the click that followed
 * closed it). A hover only previews; a click or an opening key holds it open, and only a second
 * click, Escape, a click elsewhere, focus leaving or a chosen link closes a held dropdown.
 */
export type DropdownOpen = 'closed' | 'preview' | 'held'

export type DropdownEvent =
  /** The pointer came onto the dropdown (devices that hover). */
  | 'pointer-enter'
  /** The pointer left it. */
  | 'pointer-leave'
  /** Its button was clicked (a mouse, a tap, Enter or Space). */
  | 'click'
  /** ArrowDown on its button. */
  | 'open-key'
  /** Escape, a click elsewhere, focus gone elsewhere, a link chosen. */
  | 'dismiss'

export function nextDropdownOpen(state: DropdownOpen, event: DropdownEvent): DropdownOpen {
  switch (event) {
    case 'pointer-enter':
      return state === 'closed' ? 'preview' : state
    case 'pointer-leave':
      return state === 'preview' ? 'closed' : state
    case 'click':
      return state === 'held' ? 'closed' : 'held'
    case 'open-key':
      return 'held'
    case 'dismiss':
      return 'closed'
  }
}
