/**
 * The shopper's input held on the search UI before its code has loaded (islandReplay.ts records
 * it), and its replay on the live UI: the edited fields' values handed to React, focus put back,
 * then the held clicks and form submissions, one per task.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export function isField(target: EventTarget | null): target is Field {
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
export function pathFrom(root: Element, node: Element): number[] {
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
export type Held<T extends Element> = { node: T; path: number[] }

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

/** What the shopper did in the region before it was live, in the order it is replayed. */
export type HeldInput = {
  /** Each edited field's last value. */
  edited: Map<Field, { held: Held<Field>; value: string }>
  clicks: Held<Element>[]
  submits: Held<HTMLFormElement>[]
  /** Where focus was when it entered the region before live. */
  focusedBefore: number[] | null
}

export function emptyHeldInput(): HeldInput {
  return { edited: new Map(), clicks: [], submits: [], focusedBefore: null }
}

/** Focus put back on the replacement of the element React replaced, and told to handlers that track it. */
function restoreFocus(region: Element, focusedBefore: readonly number[] | null): void {
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
}

/** The replay, step by step: the edited values, then focus, then the clicks and submissions (taken out of `input`). */
export function replaySteps(region: Element, input: HeldInput): Array<() => void> {
  const steps: Array<() => void> = []
  for (const { held, value } of input.edited.values())
    steps.push(() => {
      const field = current(region, held)
      if (field && isField(field)) handValueToReact(field, value)
    })
  steps.push(() => restoreFocus(region, input.focusedBefore))
  for (const held of input.clicks.splice(0))
    steps.push(() => {
      const target = current(region, held)
      if (target) replayClick(target)
    })
  for (const held of input.submits.splice(0))
    steps.push(() => {
      const form = current(region, held)
      if (form instanceof HTMLFormElement) form.requestSubmit()
    })
  return steps
}

/**
 * Runs the steps one per task: React applies a state update from one replayed event (the typed
 * text) in a microtask, so the next (the form's submit handler) must run after it to see it.
 * Stops when `stopped()` says the listeners were removed.
 */
export function runOneStepPerTask(steps: Array<() => void>, stopped: () => boolean): void {
  const next = () => {
    const step = steps.shift()
    if (!step || stopped()) return
    replaySafely(step)
    setTimeout(next, 0)
  }
  next()
}
