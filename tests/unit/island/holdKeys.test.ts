// @vitest-environment happy-dom
/**
 * Keys pressed on an island before its code is live (src/components/island/holdKeys.ts): a
 * carousel's arrow keys are held and replayed once live; keys the browser acts on are left alone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createIslandGate } from '@/components/island/islandReplay'
import { holdKeysUntilLive } from '@/components/island/holdKeys'

function setUp() {
  document.body.innerHTML = `
    <button id="outside">Outside</button>
    <div id="region"><div id="viewport" tabindex="0">Photos</div><input id="field" /></div>`
  const region = document.getElementById('region')!
  const gate = createIslandGate()
  const onIntent = vi.fn()
  const stop = holdKeysUntilLive(region, gate, onIntent)
  return { gate, onIntent, stop, $: (id: string) => document.getElementById(id)! }
}

const key = (el: Element, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })
  el.dispatchEvent(event)
  return event
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('holdKeysUntilLive', () => {
  it('holds an arrow key on the island, asks for its code and replays the key on the same element once live', () => {
    const { gate, onIntent, $ } = setUp()
    const heard: string[] = []
    $('viewport').addEventListener('keydown', (e) => heard.push((e as KeyboardEvent).key))
    const first = key($('viewport'), 'ArrowRight')
    expect(first.defaultPrevented).toBe(true)
    expect(heard).toEqual([])
    expect(onIntent).toHaveBeenCalledTimes(1)
    gate.markLive()
    vi.runAllTimers()
    expect(heard).toEqual(['ArrowRight'])
    // Live: keys pass straight through.
    key($('viewport'), 'ArrowLeft')
    expect(heard).toEqual(['ArrowRight', 'ArrowLeft'])
  })

  it('leaves Tab, Enter, keys in a field and keys outside the island alone', () => {
    const { onIntent, $ } = setUp()
    expect(key($('viewport'), 'Tab').defaultPrevented).toBe(false)
    expect(key($('viewport'), 'Enter').defaultPrevented).toBe(false)
    expect(key($('field'), 'ArrowLeft').defaultPrevented).toBe(false)
    expect(key($('outside'), 'ArrowLeft').defaultPrevented).toBe(false)
    expect(onIntent).not.toHaveBeenCalled()
  })

  it('replays nothing after it was removed', () => {
    const { gate, stop, $ } = setUp()
    const heard: string[] = []
    $('viewport').addEventListener('keydown', (e) => heard.push((e as KeyboardEvent).key))
    key($('viewport'), 'End')
    stop()
    gate.markLive()
    vi.runAllTimers()
    expect(heard).toEqual([])
  })
})
