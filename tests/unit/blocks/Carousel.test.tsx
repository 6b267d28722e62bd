import { describe, expect, it, vi } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  CAROUSEL_CONTEXT_ERROR,
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@/components/blocks-ui/Carousel'

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
    const html = renderToStaticMarkup(
      <Carousel label="Customer reviews" slideCount={3}>
        <CarouselContent>
          <CarouselItem key="a">A</CarouselItem>
          <CarouselItem key="b">B</CarouselItem>
          <CarouselItem key="c">C</CarouselItem>
        </CarouselContent>
        <CarouselPrevious />
        <CarouselDots />
        <CarouselNext />
      </Carousel>,
    )
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
  })
})
