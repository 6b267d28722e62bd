'use client'
/**
 * The carousel's controls (Carousel.tsx): previous and next buttons, disabled at the ends (focus
 * stays in the carousel when the pressed one becomes disabled), and one dot per position.
 */
import type { ButtonHTMLAttributes, ReactNode, RefObject } from 'react'
import { useCarousel } from './carouselContext'

const CONTROL =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-gray-400 bg-white text-gray-900 shadow-sm hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40'

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4.5L7 10l5.5 5.5' : 'M7.5 4.5L13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** Keeps keyboard focus inside the carousel when the focused control becomes disabled at an end. */
function keepFocus(rootRef: RefObject<HTMLDivElement | null>, willDisable: boolean) {
  if (willDisable) requestAnimationFrame(() => rootRef.current?.focus())
}

type ControlProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'disabled' | 'type'> & {
  /** Accessible name (default "Previous slide" / "Next slide"). */
  label?: string
  /** Replaces the default round button style. */
  className?: string
  /** Replaces the default chevron. */
  children?: ReactNode
}

/** "Previous slide": moves back one position. */
export function CarouselPrevious({ label = 'Previous slide', className, children, ...rest }: ControlProps) {
  const { canPrevious, previous, index, rootRef, trackId } = useCarousel()
  return (
    <button
      type="button"
      className={className ?? CONTROL}
      aria-label={label}
      aria-controls={trackId}
      disabled={!canPrevious}
      onClick={() => {
        previous()
        keepFocus(rootRef, index - 1 <= 0)
      }}
      {...rest}
    >
      {children ?? <Chevron direction="left" />}
    </button>
  )
}

/** "Next slide": moves on one position. */
export function CarouselNext({ label = 'Next slide', className, children, ...rest }: ControlProps) {
  const { canNext, next, index, positions, rootRef, trackId } = useCarousel()
  return (
    <button
      type="button"
      className={className ?? CONTROL}
      aria-label={label}
      aria-controls={trackId}
      disabled={!canNext}
      onClick={() => {
        next()
        keepFocus(rootRef, index + 1 >= positions - 1)
      }}
      {...rest}
    >
      {children ?? <Chevron direction="right" />}
    </button>
  )
}

/** One dot per position: "Go to slide N", the current one with aria-current. */
export function CarouselDots({ className, label = 'Choose a slide' }: { className?: string; label?: string }) {
  const { positions, index, goTo, trackId } = useCarousel()
  if (positions <= 1) return null
  return (
    <div role="group" aria-label={label} className={`flex flex-wrap items-center justify-center ${className ?? ''}`}>
      {Array.from({ length: positions }, (_, position) => {
        const current = position === index
        return (
          <button
            key={position}
            type="button"
            aria-label={`Go to slide ${position + 1}`}
            aria-current={current ? 'true' : undefined}
            aria-controls={trackId}
            onClick={() => goTo(position)}
            className="group inline-flex h-6 w-6 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block rounded-full transition-all ${current ? 'h-3 w-3 bg-gray-900' : 'h-2.5 w-2.5 border border-gray-600 bg-white group-hover:bg-gray-300'}`}
            />
          </button>
        )
      })}
    </div>
  )
}
