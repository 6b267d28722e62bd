/**
 * Holding a shopper's input on server-rendered UI whose code has not loaded yet, and handing it to
 * React once the UI is live (SearchIsland).
 *
 * React's own selective hydration replays nothing while a boundary is still waiting for code: it
 * stops the event and the shopper's click is lost. So these listeners sit on `window` in the
 * capture phase (before React's listeners on the document) and, while the UI is not live:
 * - report intent (pointer, touch, mouse over, key, focus inside the region) so its code loads;
 * - while a pointer is pressed in the region (a slider's handle dragged), wait for it to be let go
 *   before going live: the live UI replaces the elements, which would end the drag at once;
 * - leave clicks on links alone (the browser follows them);
 * - hold every other click and every form submission (`preventDefault`, so a checkbox does not
 *   toggle behind React's back) and replay them, in order, on the same elements once live;
 * - remember the value of each field the shopper edited (typing, a select, a slider) and, once
 *   live, hand it to React as an input/change event, the way React would have seen it.
 */

import { emptyHeldInput, isField, pathFrom, replaySteps, runOneStepPerTask, type Held, type HeldInput } from './heldInput'

type IslandStatus = 'closed' | 'loading' | 'open' | 'live'

/** A React-readable promise (`use`) that resolves when the island's code has loaded. */
export type IslandGate = {
  status: IslandStatus
  promise: Promise<void>
  /** The code has loaded: let the boundary hydrate (once released, while a press holds it). */
  open(): void
  /**
   * A press (a slider's handle being dragged) is under way in the region: going live now would
   * replace the element under the pointer and end the drag where it began (issue 32: the first
   * drag of the price slider snapped back). `open` waits for `release`.
   */
  hold(): void
  /** The press ended: an `open` that waited happens now. */
  release(): void
  /** The live UI has committed. */
  markLive(): void
  /** Called once when the UI is live (at once if it already is). */
  whenLive(callback: () => void): void
}

export function createIslandGate(): IslandGate {
  let resolve: () => void = () => {}
  const promise: Promise<void> & { status?: string; value?: unknown } = new Promise<void>((r) => {
    resolve = r
  })
  const waiting: Array<() => void> = []
  let held = false
  let openWanted = false
  const gate: IslandGate = {
    status: 'closed',
    promise,
    open() {
      if (gate.status === 'open' || gate.status === 'live') return
      if (held) {
        openWanted = true
        return
      }
      gate.status = 'open'
      // Marked the way React marks a settled thenable, so `use` reads it without suspending.
      promise.status = 'fulfilled'
      promise.value = undefined
      resolve()
    },
    hold() {
      held = true
    },
    release() {
      held = false
      if (!openWanted) return
      openWanted = false
      gate.open()
    },
    markLive() {
      if (gate.status === 'live') return
      held = false
      gate.open()
      gate.status = 'live'
      for (const callback of waiting.splice(0)) callback()
    },
    whenLive(callback) {
      if (gate.status === 'live') callback()
      else waiting.push(callback)
    },
  }
  return gate
}

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'keydown', 'focusin'] as const
/** A press ends (anywhere: a drag may end outside the region or the window). */
const RELEASE_EVENTS = ['pointerup', 'pointercancel', 'dragend', 'blur'] as const
/** At most this many held clicks are replayed (a double click is two; a frantic tap, a few). */
const MAX_HELD_CLICKS = 10

/** The capture listeners that record the shopper's input in the region into `input` while it is not live. */
function heldInputListeners(region: HTMLElement, gate: IslandGate, input: HeldInput, onIntent: () => void): Array<[string, EventListener]> {
  const hold = <T extends Element>(node: T): Held<T> => ({ node, path: pathFrom(region, node) })
  const inside = (event: Event) => event.target instanceof Node && region.contains(event.target)
  const live = () => gate.status === 'live'

  const intent = (event: Event) => {
    if (live() || !inside(event)) return
    // Not live before the press ends: a drag keeps its element (IslandGate.hold).
    if (event.type === 'pointerdown') gate.hold()
    if (event.type === 'focusin' && event.target instanceof Element) input.focusedBefore = pathFrom(region, event.target)
    onIntent()
  }
  const leave = (event: Event) => {
    // Once open, the live UI replacing the focused element (a slider's handle) takes focus with
    // it: that is no shopper leaving, and focus goes to the replacement.
    if (gate.status === 'open') return
    if (!live() && inside(event) && !(event instanceof FocusEvent && event.relatedTarget instanceof Node && region.contains(event.relatedTarget))) input.focusedBefore = null
  }
  const click = (event: Event) => {
    if (live() || !inside(event) || !(event.target instanceof Element)) return
    const target = event.target
    if (target.closest('a[href]')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (input.clicks.length < MAX_HELD_CLICKS) input.clicks.push(hold(target))
    onIntent()
  }
  const submit = (event: Event) => {
    if (live() || !inside(event) || !(event.target instanceof HTMLFormElement)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const form = event.target
    if (!input.submits.some((held) => held.node === form)) input.submits.push(hold(form))
    onIntent()
  }
  const edit = (event: Event) => {
    if (live() || !inside(event) || !isField(event.target)) return
    const field = event.target
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return
    input.edited.set(field, { held: hold(field), value: field.value })
    onIntent()
  }
  const released = (event: Event) => {
    // The window losing focus ends a press; an element's blur (focus moving to the slider) does not.
    if (event.type === 'blur' && event.target !== window) return
    gate.release()
  }
  return [
    ...INTENT_EVENTS.map((name): [string, EventListener] => [name, intent]),
    ...RELEASE_EVENTS.map((name): [string, EventListener] => [name, released]),
    ['focusout', leave],
    ['click', click],
    ['submit', submit],
    ['input', edit],
    ['change', edit],
  ]
}

/**
 * Installs the listeners for `region`; returns their removal. `onIntent` is called on each sign
 * of intent until live; `onLive` once the gate reports the UI live, before the held input is
 * replayed (heldInput.ts).
 */
export function holdEventsUntilLive(
  region: HTMLElement,
  gate: IslandGate,
  { onIntent, onLive }: { onIntent: () => void; onLive: () => void },
): () => void {
  const input = emptyHeldInput()
  const listeners = heldInputListeners(region, gate, input, onIntent)
  const options = { capture: true, passive: false } as const
  for (const [name, listener] of listeners) window.addEventListener(name, listener, options)
  const remove = () => {
    for (const [name, listener] of listeners) window.removeEventListener(name, listener, options)
  }

  let removed = false
  gate.whenLive(() => {
    if (removed) return
    remove()
    onLive()
    // After React has finished committing the live UI, not inside its effects.
    setTimeout(() => runOneStepPerTask(replaySteps(region, input), () => removed), 0)
  })

  return () => {
    removed = true
    remove()
  }
}
