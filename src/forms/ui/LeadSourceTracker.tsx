'use client'
/**
 * Keeps where the shopper came from for the visit (./leadSourceStore.ts), on sites with lead
 * source tracking on. Renders nothing; runs once per page load in the browser.
 */
import { useEffect } from 'react'
import { recordLanding } from './leadSourceStore'

export function LeadSourceTracker({ visitMinutes }: { visitMinutes: number }) {
  useEffect(() => {
    recordLanding(visitMinutes)
  }, [visitMinutes])
  return null
}
