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

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'keydown', 'focusin'] as const
/** A press ends (anywhere: a drag may end outside the region or the window). */
const RELEASE_EVENTS = ['pointerup', 'pointercancel', 'dragend', 'blur'] as const
/** At most this many held clicks are replayed (a double click is two; a frantic tap, a few). */
const MAX_HELD_CLICKS = 10

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
}

/**
 * Sets a field's value so that React's change tracking sees it as new: React remembers the last
 * value it saw on the element (set through the element's own `value` property); the prototype's
 * setter changes the value without telling it.
 */
function handValueToReact(field: Field, value: string): void {
  const ownSetter = Object.getOwnPropertyDescriptor(field, 'value')?.set
  const protoSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  // React tracks inputs and text areas, not selects (their change events always count).
  if (ownSetter && protoSetter && !(field instanceof HTMLSelectElement)) {
    // Tell React's tracker the server's value, then put the shopper's back behind its back.
    ownSetter.call(field, field.defaultValue)
    protoSetter.call(field, value)
  } else {
    field.value = value
  }
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

/** The child-index path from `root` down to `node` (elements only). */
function pathFrom(root: Element, node: Element): number[] {
  const path: number[] = []
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    if (!at.parentElement) return []
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at))
  }
  return path
}

function atPath(root: Element, path: readonly number[]): Element | null {
  let at: Element | null = root
  for (const index of path) at = at?.children[index] ?? null
  return at
}

/**
 * An element the shopper used, found again once the UI is live: the same node when React
 * hydrated the server HTML, else the node in the same place of the new DOM (React renders the
 * region afresh, identical, when it could not hydrate it in time).
 */
type Held<T extends Element> = { node: T; path: number[] }

function current(root: Element, held: Held<Element>): Element | null {
  if (held.node.isConnected) return held.node
  const found = atPath(root, held.path)
  return found && found.tagName === held.node.tagName ? found : null
}

/**
 * Clicks `target` again: `click()` where the element has it (its default action included: a
 * checkbox toggles, a label clicks its control), else a dispatched click (an icon's SVG inside a
 * button has no `click()`, and the button's handler hears the event as it bubbles).
 */
function replayClick(target: Element): void {
  if (target instanceof HTMLElement) target.click()
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }))
}

/** A replay that throws (a handler's error) must not stop the others or break the page. */
function replaySafely(replay: () => void): void {
  try {
    replay()
  } catch (error) {
    console.error('[search] could not replay an input made before the search UI loaded', error)
  }
}

/**
 * Installs the listeners for `region`; returns their removal. `onIntent` is called on each sign
 * of intent until live; `onLive` once the gate reports the UI live, before the held input is
 * replayed.
 */
export function holdEventsUntilLive(
  region: HTMLElement,
  gate: IslandGate,
  { onIntent, onLive }: { onIntent: () => void; onLive: () => void },
): () => void {
  const clicks: Held<Element>[] = []
  const submits: Held<HTMLFormElement>[] = []
  const edited = new Map<Field, { held: Held<Field>; value: string }>()
  /** Where focus was when it entered the region before live. */
  let focusedBefore: number[] | null = null
  const hold = <T extends Element>(node: T): Held<T> => ({ node, path: pathFrom(region, node) })
  const inside = (event: Event) => event.target instanceof Node && region.contains(event.target)
  const live = () => gate.status === 'live'

  const intent = (event: Event) => {
    if (live() || !inside(event)) return
    // Not live before the press ends: a drag keeps its element (IslandGate.hold).
    if (event.type === 'pointerdown') gate.hold()
    if (event.type === 'focusin' && event.target instanceof Element) focusedBefore = pathFrom(region, event.target)
    onIntent()
  }
  const leave = (event: Event) => {
    // Once open, the live UI replacing the focused element (a slider's handle) takes focus with
    // it: that is no shopper leaving, and focus goes to the replacement.
    if (gate.status === 'open') return
    if (!live() && inside(event) && !(event instanceof FocusEvent && event.relatedTarget instanceof Node && region.contains(event.relatedTarget))) focusedBefore = null
  }
  const click = (event: Event) => {
    if (live() || !inside(event) || !(event.target instanceof Element)) return
    const target = event.target
    if (target.closest('a[href]')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (clicks.length < MAX_HELD_CLICKS) clicks.push(hold(target))
    onIntent()
  }
  const submit = (event: Event) => {
    if (live() || !inside(event) || !(event.target instanceof HTMLFormElement)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const form = event.target
    if (!submits.some((held) => held.node === form)) submits.push(hold(form))
    onIntent()
  }
  const edit = (event: Event) => {
    if (live() || !inside(event) || !isField(event.target)) return
    const field = event.target
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return
    edited.set(field, { held: hold(field), value: field.value })
    onIntent()
  }

  const released = (event: Event) => {
    // The window losing focus ends a press; an element's blur (focus moving to the slider) does not.
    if (event.type === 'blur' && event.target !== window) return
    gate.release()
  }
  const listeners: Array<[string, EventListener]> = [
    ...INTENT_EVENTS.map((name): [string, EventListener] => [name, intent]),
    ...RELEASE_EVENTS.map((name): [string, EventListener] => [name, released]),
    ['focusout', leave],
    ['click', click],
    ['submit', submit],
    ['input', edit],
    ['change', edit],
  ]
  const options = { capture: true, passive: false } as const
  for (const [name, listener] of listeners) window.addEventListener(name, listener, options)
  const remove = () => {
    for (const [name, listener] of listeners) window.removeEventListener(name, listener, options)
  }

  let removed = false
  /**
   * One held input per task: React applies a state update from one replayed event (the typed
   * text) in a microtask, so the next (the form's submit handler) must run after it to see it.
   */
  const replay = () => {
    const steps: Array<() => void> = []
    for (const { held, value } of edited.values())
      steps.push(() => {
        const field = current(region, held)
        if (field && isField(field)) handValueToReact(field, value)
      })
    steps.push(() => {
      let focused = document.activeElement
      // Focus was inside an element React has since replaced: put it on its replacement.
      if ((!focused || focused === document.body) && focusedBefore) {
        const again = atPath(region, focusedBefore)
        if (again instanceof HTMLElement) {
          again.focus({ preventScroll: true })
          focused = again
        }
      }
      // React missed the focus: let handlers that track it (the keyword box) know.
      if (focused instanceof HTMLElement && region.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    })
    for (const held of clicks.splice(0))
      steps.push(() => {
        const target = current(region, held)
        if (target) replayClick(target)
      })
    for (const held of submits.splice(0))
      steps.push(() => {
        const form = current(region, held)
        if (form instanceof HTMLFormElement) form.requestSubmit()
      })
    const next = () => {
      const step = steps.shift()
      if (!step || removed) return
      replaySafely(step)
      setTimeout(next, 0)
    }
    next()
  }
  gate.whenLive(() => {
    if (removed) return
    remove()
    onLive()
    // After React has finished committing the live UI, not inside its effects.
    setTimeout(replay, 0)
  })

  return () => {
    removed = true
    remove()
  }
}
