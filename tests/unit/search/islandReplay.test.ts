// @vitest-environment happy-dom
/**
 * Input on the search UI before its code has loaded (src/components/island/islandReplay.ts): it
 * asks for the code, and nothing the shopper did is lost or done behind React's back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createIslandGate, holdEventsUntilLive } from '@/components/island/islandReplay'

function setUp() {
  document.body.innerHTML = `
    <a id="outside-link" href="/elsewhere">Elsewhere</a>
    <button id="outside">Outside</button>
    <div id="region">
      <a id="card" href="/cars/a-car">A car</a>
      <label id="label"><input id="box" type="checkbox"> Toyota</label>
      <button id="more" type="button">Load more</button>
      <button id="heart" type="button" aria-pressed="false"><svg><path id="heart-path" d="M0 0h1"/></svg></button>
      <form id="form"><input id="query" type="search" value=""><button id="go" type="submit">Search</button></form>
      <select id="sort"><option value="a" selected>A</option><option value="b">B</option></select>
    </div>`
  const region = document.getElementById('region')!
  const gate = createIslandGate()
  const onIntent = vi.fn()
  const onLive = vi.fn()
  const stop = holdEventsUntilLive(region, gate, { onIntent, onLive })
  return { region, gate, onIntent, onLive, stop, $: (id: string) => document.getElementById(id)! }
}

const click = (el: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  el.dispatchEvent(event)
  return event
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

/** The UI reports live; replays run in the next task. */
function goLive(gate: { markLive(): void }) {
  gate.markLive()
  vi.runAllTimers()
}

describe('before the search UI is live', () => {
  it('asks for the code on a pointer, a key or focus inside the region, not outside it', () => {
    const { onIntent, $ } = setUp()
    $('outside').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(onIntent).not.toHaveBeenCalled()
    $('more').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    $('query').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    $('query').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }))
    expect(onIntent).toHaveBeenCalledTimes(3)
  })

  it('leaves links to the browser', () => {
    const { $ } = setUp()
    expect(click($('card')).defaultPrevented).toBe(false)
    expect(click($('outside-link')).defaultPrevented).toBe(false)
  })

  it('holds other clicks without letting a checkbox change behind React', () => {
    const { $ } = setUp()
    const onButton = vi.fn()
    $('more').addEventListener('click', onButton)
    expect(click($('more')).defaultPrevented).toBe(true)
    expect(onButton).not.toHaveBeenCalled()
    expect(click($('box')).defaultPrevented).toBe(true)
  })

  it('holds a form submission', () => {
    const { $ } = setUp()
    const event = new Event('submit', { bubbles: true, cancelable: true })
    $('form').dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
  })
})

describe('once live', () => {
  it('replays held clicks on the same elements, in order, then gets out of the way', () => {
    const { gate, onLive, $ } = setUp()
    const seen: string[] = []
    click($('more'))
    click($('box'))
    $('more').addEventListener('click', () => seen.push('more'))
    $('box').addEventListener('click', () => seen.push('box'))
    goLive(gate)
    expect(onLive).toHaveBeenCalledTimes(1)
    expect(seen).toEqual(['more', 'box'])
    expect(($('box') as HTMLInputElement).checked).toBe(true)
    // Later clicks are React's alone.
    expect(click($('more')).defaultPrevented).toBe(false)
    expect(seen).toEqual(['more', 'box', 'more'])
  })

  it('replays a click that landed on an icon inside a button (SVG has no click())', () => {
    const { gate, $ } = setUp()
    const onHeart = vi.fn()
    $('heart').addEventListener('click', onHeart)
    expect(click($('heart-path')).defaultPrevented).toBe(true)
    expect(onHeart).not.toHaveBeenCalled()
    goLive(gate)
    expect(onHeart).toHaveBeenCalledTimes(1)
  })

  it('a replay that throws does not stop the others', () => {
    const { gate, $ } = setUp()
    const onButton = vi.fn()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    click($('heart'))
    click($('more'))
    $('heart').addEventListener('click', () => {
      throw new Error('handler failed')
    })
    $('more').addEventListener('click', onButton)
    expect(() => goLive(gate)).not.toThrow()
    expect(onButton).toHaveBeenCalledTimes(1)
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })

  it('hands typed text and a changed select to React as input and change events, then submits', () => {
    const { gate, $ } = setUp()
    const query = $('query') as HTMLInputElement
    const sort = $('sort') as HTMLSelectElement
    query.value = 'hilux'
    query.dispatchEvent(new Event('input', { bubbles: true }))
    sort.value = 'b'
    sort.dispatchEvent(new Event('change', { bubbles: true }))
    $('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))

    const events: string[] = []
    query.addEventListener('input', () => events.push(`input:${query.value}`))
    sort.addEventListener('change', () => events.push(`change:${sort.value}`))
    $('form').addEventListener('submit', (e) => {
      e.preventDefault()
      events.push('submit')
    })
    goLive(gate)
    expect(events).toEqual(['input:hilux', 'change:b', 'submit'])
  })

  it('finds the elements again when React rendered the region afresh instead of hydrating it', () => {
    const { gate, region, $ } = setUp()
    click($('more'))
    const query = $('query') as HTMLInputElement
    query.focus()
    query.value = 'ranger'
    query.dispatchEvent(new Event('input', { bubbles: true }))
    // React could not hydrate in time: the same markup, new nodes (focus is lost with them).
    region.innerHTML = region.innerHTML
    const events: string[] = []
    $('more').addEventListener('click', () => events.push('more'))
    $('query').addEventListener('input', (e) => events.push(`input:${(e.target as HTMLInputElement).value}`))
    goLive(gate)
    expect(events).toEqual(['input:ranger', 'more'])
    expect(document.activeElement).toBe($('query'))
  })

  it('waits for a press in the region to end before the UI goes live (a drag keeps its handle)', () => {
    const { gate, $ } = setUp()
    gate.status = 'loading'
    // The shopper presses a slider's handle; the code arrives mid-drag.
    $('more').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    gate.open()
    expect(gate.status).toBe('loading')
    // Focus moving onto the handle is no release.
    $('query').dispatchEvent(new FocusEvent('blur'))
    expect(gate.status).toBe('loading')
    // Let go (anywhere): the UI may go live now.
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }))
    expect(gate.status).toBe('open')
  })

  it('puts focus on the replacement of a focused element the live UI took away', () => {
    const { gate, region, $ } = setUp()
    const query = $('query') as HTMLInputElement
    query.focus()
    gate.open()
    // The live UI replaces the region; the focused element's removal reports focus leaving.
    query.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }))
    region.innerHTML = region.innerHTML
    goLive(gate)
    expect(document.activeElement).toBe($('query'))
  })

  it('a press outside the region or after a release holds nothing', () => {
    const { gate, $ } = setUp()
    $('outside').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    gate.open()
    expect(gate.status).toBe('open')
  })

  it('the gate reads as settled for React once open', async () => {
    const gate = createIslandGate()
    expect(gate.status).toBe('closed')
    gate.open()
    expect((gate.promise as Promise<void> & { status?: string }).status).toBe('fulfilled')
    await expect(gate.promise).resolves.toBeUndefined()
  })

  it('does nothing after the island is unmounted', () => {
    const { gate, stop, onLive, $ } = setUp()
    const onButton = vi.fn()
    click($('more'))
    $('more').addEventListener('click', onButton)
    stop()
    goLive(gate)
    expect(onLive).not.toHaveBeenCalled()
    expect(onButton).not.toHaveBeenCalled()
  })
})
