/**
 * InstantSearch's delayed URL write on the search page (src/stock/ui/routing.ts): it must
 * not touch history when nothing changes or the shopper has moved to another path, or it cancels
 * Next's navigation to the car they clicked.
 */
import { describe, expect, it } from 'vitest'
import { historyWriteFor } from '@/stock/ui/routing'

const index = 'vehicles'
const here = 'http://sunshine-toyota.localhost/cars'

describe('historyWriteFor', () => {
  it('writes nothing for the URL the page already has (relative, as built while hydrating)', () => {
    expect(historyWriteFor('/cars', here, index)).toBe('none')
    expect(historyWriteFor(here, here, index)).toBe('none')
  })

  it('writes nothing for another path: the shopper has navigated to a car meanwhile', () => {
    expect(historyWriteFor('/cars', 'http://sunshine-toyota.localhost/cars/2026-toyota-corolla-st1', index)).toBe('none')
  })

  it('replaces the entry when the write only tidies the current state', () => {
    expect(historyWriteFor('/cars', `${here}?page=-1&sortBy=nope`, index)).toBe('replace')
  })

  it('pushes a new entry for a real change of search state', () => {
    expect(historyWriteFor('/cars?query=corolla', here, index)).toBe('push')
    expect(historyWriteFor('/cars', `${here}?query=corolla`, index)).toBe('push')
  })

  it('writes nothing for a URL it cannot parse', () => {
    expect(historyWriteFor('http://[bad', here, index)).toBe('none')
  })
})
