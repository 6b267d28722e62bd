'use client'
/**
 * A random key made once per car and kept for the tab: a double submit or a back-button resubmit
 * answers the same checkout (never a second charge).
 */
import { useRef } from 'react'

function newKey(): string {
  const bytes = new Uint8Array(18)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export function useClientKey(storageKey: string): () => string {
  const ref = useRef<string | null>(null)
  return () => {
    if (ref.current) return ref.current
    let key: string | null = null
    try {
      key = sessionStorage.getItem(storageKey)
    } catch {
      // storage blocked: a key for this page view only
    }
    if (!key) {
      key = newKey()
      try {
        sessionStorage.setItem(storageKey, key)
      } catch {
        // ignore
      }
    }
    ref.current = key
    return key
  }
}
