'use client'
/** Keyword search (`query` in the URL): searches as you type (debounced) and on Enter. */
import { useEffect, useId, useRef, useState } from 'react'
import { useSearchBox } from './searchHooks'

/** Longer queries are cut: Algolia rejects queries over 512 characters. */
const MAX_QUERY_CHARS = 512
const DEBOUNCE_MS = 400

export function KeywordSearch({ label = 'Search by make, model or keyword' }: { label?: string }) {
  const { query, refine, clear } = useSearchBox()
  const [value, setValue] = useState(query)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const focused = useRef(false)
  const id = useId()

  // Follow the URL (back button, "Clear all") unless the shopper is typing.
  useEffect(() => {
    if (!focused.current) setValue(query)
  }, [query])
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current)
  }, [])

  const send = (next: string) => {
    if (timer.current) clearTimeout(timer.current)
    const trimmed = next.slice(0, MAX_QUERY_CHARS)
    if (trimmed.trim() === '') clear()
    else if (trimmed !== query) refine(trimmed)
  }

  return (
    <form
      role="search"
      className="flex w-full min-w-0 gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        send(value)
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={MAX_QUERY_CHARS}
        placeholder={label}
        autoComplete="off"
        enterKeyHint="search"
        onFocus={() => (focused.current = true)}
        onBlur={() => (focused.current = false)}
        onChange={(e) => {
          const next = e.target.value
          setValue(next)
          if (timer.current) clearTimeout(timer.current)
          timer.current = setTimeout(() => send(next), DEBOUNCE_MS)
        }}
        className="min-h-11 w-full min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 py-2"
        data-testid="keyword-search"
      />
      <button type="submit" className="min-h-11 shrink-0 rounded-md bg-brand px-4 font-semibold text-on-brand">
        Search
      </button>
    </form>
  )
}
