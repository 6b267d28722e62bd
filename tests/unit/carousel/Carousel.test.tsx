// @vitest-environment happy-dom
/**
 * The shared carousel (src/components/carousel): its server render, and in a DOM (happy-dom, with
 * a fixed layout: a 100 px viewport showing one 100 px slide at a time, since happy-dom lays
 * nothing out) the moves a shopper makes: buttons, dots, arrow keys, Home/End.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  CAROUSEL_CONTEXT_ERROR,
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@/components/carousel/Carousel'
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function ThreeSlides({ label = 'Customer reviews' }: { label?: string }) {
  return (
    <Carousel label={label} slideCount={3}>
      <CarouselContent>
        <CarouselItem key="a">A</CarouselItem>
        <CarouselItem key="b">B</CarouselItem>
        <CarouselItem key="c">
          C <a href="#c">read more</a>
        </CarouselItem>
      </CarouselContent>
      <CarouselPrevious />
      <CarouselDots />
      <CarouselNext />
    </Carousel>
  )
}

describe('Carousel', () => {
  it('throws when its controls are used outside a carousel (SPEC.md §8)', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderToStaticMarkup(<CarouselNext />)).toThrow(CAROUSEL_CONTEXT_ERROR)
    expect(() => renderToStaticMarkup(<CarouselPrevious />)).toThrow(CAROUSEL_CONTEXT_ERROR)
    expect(() => renderToStaticMarkup(<CarouselDots />)).toThrow(CAROUSEL_CONTEXT_ERROR)
    expect(() => renderToStaticMarkup(<CarouselItem>x</CarouselItem>)).toThrow(CAROUSEL_CONTEXT_ERROR)
    spy.mockRestore()
  })

  it('renders an accessible carousel on the server: region, labelled slides, disabled previous, dots', () => {
    const html = renderToStaticMarkup(<ThreeSlides />)
    expect(html).toContain('role="region"')
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html).toContain('aria-label="Customer reviews"')
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html).toContain('aria-label="1 of 3"')
    expect(html).toContain('aria-label="3 of 3"')
    expect(html).toMatch(/<button[^>]*aria-label="Previous slide"[^>]*disabled=""/)
    expect(html).not.toMatch(/<button[^>]*aria-label="Next slide"[^>]*disabled=""/)
    expect(html).toMatch(/aria-label="Go to slide 1"[^>]*aria-current="true"/)
    expect(html).toContain('aria-label="Go to slide 3"')
    // only the first slide is reachable before the carousel has measured the page
    expect(html).toMatch(/aria-label="1 of 3"(?![^>]*inert)/)
    expect(html).toMatch(/aria-label="3 of 3"[^>]*inert=""/)
  })
})

describe('Carousel in a page', () => {
  const restore: Array<() => void> = []
  beforeAll(() => {
    // One slide per view: slides are 100 px wide side by side, everything else 100 px.
    const layout = (name: 'offsetWidth' | 'offsetHeight' | 'offsetLeft' | 'offsetTop', value: (el: HTMLElement) => number) => {
      const before = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get() { return value(this as HTMLElement) } })
      restore.push(() => before && Object.defineProperty(HTMLElement.prototype, name, before))
    }
    const slideIndex = (el: HTMLElement) => (el.hasAttribute('data-carousel-slide') ? Array.prototype.indexOf.call(el.parentElement?.children ?? [], el) : 0)
    layout('offsetWidth', () => 100)
    layout('offsetHeight', () => 100)
    layout('offsetLeft', (el) => slideIndex(el) * 100)
    layout('offsetTop', () => 0)
    // Embla reads the last slide's end margin
    const style = document.createElement('style')
    style.textContent = '[data-carousel-slide] { margin: 0 }'
    document.head.appendChild(style)
    restore.push(() => style.remove())
  })
  afterAll(() => restore.forEach((undo) => undo()))
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('moves by buttons, dots and keys, with previous/next disabled at the ends', async () => {
    const el = document.createElement('div')
    document.body.appendChild(el)
    const root = createRoot(el)
    await act(async () => root.render(<ThreeSlides label="R" />))
    const q = (s: string) => el.querySelector(s) as HTMLElement
    const region = q('[role=region]')
    const prev = q('[aria-label="Previous slide"]') as HTMLButtonElement
    const next = q('[aria-label="Next slide"]') as HTMLButtonElement
    const key = (target: HTMLElement, name: string) => act(async () => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })))
    expect(prev.disabled).toBe(true)
    expect(next.disabled).toBe(false)
    expect(el.querySelectorAll('[aria-label^="Go to slide"]')).toHaveLength(3)

    // Embla is not downloaded while the carousel is off screen and unused (happy-dom's
    // IntersectionObserver never reports it near the screen): the server-rendered controls show.
    expect(region.dataset.carouselReady).toBeUndefined()

    // The first click loads Embla and is not lost: the carousel moves once it has loaded.
    await act(async () => next.click())
    await vi.waitFor(() => expect(region.dataset.carouselReady).toBe('true'), { timeout: 15_000 })
    await vi.waitFor(() => expect(region.dataset.carouselIndex).toBe('1'), { timeout: 15_000 })
    expect(q('[aria-label="Go to slide 2"]').getAttribute('aria-current')).toBe('true')
    expect(prev.disabled).toBe(false)
    // the slide moved off screen cannot be tabbed into; the one shown can
    expect(q('[aria-label="1 of 3"]').hasAttribute('inert')).toBe(true)
    expect(q('[aria-label="2 of 3"]').hasAttribute('inert')).toBe(false)

    await key(region, 'ArrowRight')
    expect(region.dataset.carouselIndex).toBe('2')
    expect(next.disabled).toBe(true)
    await key(region, 'ArrowRight')
    expect(region.dataset.carouselIndex).toBe('2')

    // keys work from any control inside the carousel
    await key(q('[aria-label="Go to slide 1"]'), 'ArrowLeft')
    expect(region.dataset.carouselIndex).toBe('1')
    await act(async () => q('[aria-label="Go to slide 1"]').click())
    expect(region.dataset.carouselIndex).toBe('0')
    expect(prev.disabled).toBe(true)
    await key(region, 'End')
    expect(region.dataset.carouselIndex).toBe('2')
    await key(region, 'Home')
    expect(region.dataset.carouselIndex).toBe('0')

    // a modified arrow (browser history shortcut) is left alone
    await act(async () => region.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true })))
    expect(region.dataset.carouselIndex).toBe('0')
    await act(async () => root.unmount())
  })
})
