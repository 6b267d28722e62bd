'use client'
/**
 * The time for time-based view rules in the browser (the "new" tag, the promo tile): the server's
 * render time during hydration (so server and browser markup agree), then the visitor's clock
 * from mount on, refreshed every minute. A page served from the cache therefore never freezes a
 * time rule at the moment it was rendered.
 */
import { useEffect, useState } from 'react'

const REFRESH_MS = 60_000

export function useClientNow(serverNowMs: number): number {
  const [now, setNow] = useState(serverNowMs)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}
