'use client'
/**
 * "Show Me N <vehicles>" (SPEC.md §2) with a counting animation (`countAt`, eased) from the last
 * shown number to the new one. Screen readers get the final text only (aria-label), not every
 * intermediate number; people who prefer reduced motion see the final number at once.
 */
import { useEffect, useRef, useState } from 'react'
import { showMeButtonText, countAt } from '@/rules/searchCount'

const DURATION_MS = 600

function useCountingNumber(target: number): number {
  const [shown, setShown] = useState(target)
  const shownRef = useRef(target)
  useEffect(() => {
    const from = shownRef.current
    if (from === target) return
    const reduce = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    if (reduce) {
      shownRef.current = target
      setShown(target)
      return
    }
    let frame = 0
    const started = performance.now()
    const tick = (now: number) => {
      const progress = (now - started) / DURATION_MS
      const value = countAt(from, target, progress)
      shownRef.current = value
      setShown(value)
      if (progress < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [target])
  return shown
}

type Props = { count: number; label: string; onClick: () => void; className?: string }

export function ShowMeButton({ count, label, onClick, className = '' }: Props) {
  const shown = useCountingNumber(count)
  const finalText = showMeButtonText(count, label)
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={finalText}
      data-testid="show-me-button"
      data-count={count}
      className={`min-h-12 w-full rounded-md bg-brand px-4 py-3 text-base font-bold text-on-brand shadow hover:opacity-90 ${className}`}
    >
      <span aria-hidden="true">{showMeButtonText(shown, label)}</span>
    </button>
  )
}
