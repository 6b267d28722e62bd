// @vitest-environment happy-dom
/**
 * The header's "More" menu holds still while it is open (issue 31 §7, the flaky journey where the
 * open panel's items moved under the pointer): a change of the navigation's width while "More" is
 * open (a late font, the shopper's lists appearing, a resize) re-measures nothing until it closes;
 * then the row and "More" follow the new width. A dropdown of the row opening closes "More" (its
 * panel would lie over the dropdown's links). Layout is stubbed: every item 100 px, the "More"
 * button 60 px, gaps 16 px, the navigation's width set by the test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { rowFit, type NavLink } from '@/shell/navLayout'
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

vi.mock('next/navigation', () => ({ usePathname: () => '/' }))
vi.mock('next/link', () => ({ default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }))

const { NavMenu } = await import('@/shell/NavMenu')

const ITEMS: NavLink[] = ['Home', 'Vehicles', 'Offers', 'Our Stock', 'Sell My Car', 'Service', 'Company', 'Finance', 'Blog'].map((label) =>
  label === 'Vehicles'
    ? { label, href: '/cars', children: [{ label: 'All stock', href: '/cars' }, { label: 'Used cars', href: '/search/used-cars' }] }
    : { label, href: `/${label.toLowerCase().replace(/ /g, '-')}` },
)
const ITEM = 100
const MORE = 60
const GAP = 16

let navWidth = 1000
const observers: (() => void)[] = []
let root: Root | null = null

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.push(() => this.callback())
      }
      disconnect() {}
    },
  )
  vi.stubGlobal('CSS', { supports: () => true })
  vi.spyOn(window, 'getComputedStyle').mockImplementation(() => ({ flexDirection: 'row', columnGap: `${GAP}px` }) as CSSStyleDeclaration)
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.tagName === 'LI' && this.parentElement?.dataset.testid === 'nav-row') return ITEM
      return this.dataset.testid === 'nav-more-button' ? MORE : 0
    },
  })
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'NAV' ? navWidth : 0
    },
  })
})

afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
  observers.length = 0
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const expectedFit = (width: number) => rowFit(ITEMS.map(() => ITEM), GAP, width, MORE + GAP)
const panelLinks = () => [...document.querySelectorAll('[data-testid="nav-more-panel"] a')].map((a) => a.textContent)
const rowShown = () => [...document.querySelectorAll('[data-testid="nav-row"] > li')].filter((li) => !li.className.includes('md:invisible')).map((li) => li.firstElementChild?.textContent?.replace('▾', '').trim())
const toggle = (state: 'open' | 'closed') =>
  act(() => {
    const event = Object.assign(new Event('toggle'), { newState: state })
    document.querySelector('[data-testid="nav-more-panel"]')!.dispatchEvent(event)
  })
const navResized = (width: number) =>
  act(() => {
    navWidth = width
    for (const fire of observers) fire()
  })

describe('the header row and "More"', () => {
  it('keep their items while "More" is open, and follow the new width once it closes', async () => {
    const container = document.body.appendChild(document.createElement('header'))
    await act(async () => {
      root = createRoot(container)
      root.render(<NavMenu items={ITEMS} />)
    })
    const wide = expectedFit(1000)
    const narrow = expectedFit(600)
    expect(narrow).toBeLessThan(wide) // the test changes what fits
    expect(rowShown()).toEqual(ITEMS.slice(0, wide).map((i) => i.label))
    expect(panelLinks()).toEqual(ITEMS.slice(wide).map((i) => i.label))

    toggle('open')
    navResized(600)
    // Nothing moved under the pointer: the same items in the open panel and in the row.
    expect(panelLinks()).toEqual(ITEMS.slice(wide).map((i) => i.label))
    expect(rowShown()).toEqual(ITEMS.slice(0, wide).map((i) => i.label))

    toggle('closed')
    expect(rowShown()).toEqual(ITEMS.slice(0, narrow).map((i) => i.label))
    expect(panelLinks()).toEqual(ITEMS.slice(narrow).map((i) => i.label))
  })

  it('close "More" when a dropdown of the row opens', async () => {
    const container = document.body.appendChild(document.createElement('header'))
    await act(async () => {
      root = createRoot(container)
      root.render(<NavMenu items={ITEMS} />)
    })
    toggle('open')
    const panel = document.querySelector<HTMLElement>('[data-testid="nav-more-panel"]')!
    let open = true
    panel.matches = (selector: string) => (selector === ':popover-open' ? open : Element.prototype.matches.call(panel, selector))
    panel.hidePopover = vi.fn(() => {
      open = false
    })
    const vehicles = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Vehicles'))!
    act(() => vehicles.click())
    expect(vehicles.getAttribute('aria-expanded')).toBe('true')
    expect(panel.hidePopover).toHaveBeenCalledTimes(1)
  })

  it('still follow the width while "More" is closed', async () => {
    const container = document.body.appendChild(document.createElement('header'))
    await act(async () => {
      root = createRoot(container)
      root.render(<NavMenu items={ITEMS} />)
    })
    navResized(600)
    expect(rowShown()).toEqual(ITEMS.slice(0, expectedFit(600)).map((i) => i.label))
  })
})
