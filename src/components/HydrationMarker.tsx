'use client'
/** Marks the document once React has hydrated, so browser tests interact only with live controls. */
import { useEffect } from 'react'

export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
