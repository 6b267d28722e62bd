/**
 * Keys pressed on an island before its code is live (src/components/island/Island.tsx).
 */
import type { IslandGate } from './islandReplay'

/** Keys a component handles itself (a carousel's arrows): held before live, replayed after. */
const HELD_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'])
const MAX_HELD_KEYS = 10

/**
 * islandReplay holds clicks, submissions and field edits; a key pressed on a component before
 * it is live (focus on the gallery, then ArrowRight) would be lost. Keys the browser acts on
 * itself (Tab, Enter and Space on a button, any key in a field) are left alone.
 */
export function holdKeysUntilLive(region: HTMLElement, gate: IslandGate, onIntent: () => void): () => void {
  const held: Array<{ target: Element; init: KeyboardEventInit }> = []
  const onKey = (event: KeyboardEvent) => {
    if (gate.status === 'live' || !(event.target instanceof Element) || !region.contains(event.target)) return
    if (!HELD_KEYS.has(event.key) || event.target.closest('input, select, textarea, [contenteditable]')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    onIntent()
    if (held.length < MAX_HELD_KEYS)
      held.push({ target: event.target, init: { key: event.key, code: event.code, shiftKey: event.shiftKey, altKey: event.altKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey, bubbles: true, cancelable: true } })
  }
  const options = { capture: true } as const
  window.addEventListener('keydown', onKey, options)
  let removed = false
  gate.whenLive(() => {
    window.removeEventListener('keydown', onKey, options)
    // After islandReplay's own replay has started (it waits a task too).
    setTimeout(() => {
      for (const { target, init } of held.splice(0)) if (!removed && target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', init))
    }, 0)
  })
  return () => {
    removed = true
    window.removeEventListener('keydown', onKey, options)
  }
}

