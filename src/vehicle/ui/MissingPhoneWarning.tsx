'use client'
/** SPEC.md §8 "Missing phone number for the call button: console warning only; the button is hidden." */
import { useEffect } from 'react'

export function MissingPhoneWarning({ siteName }: { siteName: string }) {
  useEffect(() => {
    console.warn(`No phone number is set for ${siteName}: the call button is hidden.`)
  }, [siteName])
  return null
}
