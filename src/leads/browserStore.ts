'use client'
/**
 * What a lead form keeps in the browser, per site: the contact details for the next form (only
 * when name, e-mail and phone are all present; SPEC.md §5) and the success record /success reads
 * (SPEC.md §4: "the form stores the success category"). Storage failures (private mode, full
 * quota) are ignored: they never block a submission.
 */
import { contactStorageKey, contactToStore, readStoredContact, type StoredContact } from '@/rules/leadPrefill'
import type { LeadSuccessRecord } from './leadFormTypes'

const successKey = (siteSlug: string) => `lead-success:${siteSlug}`

export function loadContact(siteSlug: string): StoredContact | null {
  try {
    return readStoredContact(window.localStorage.getItem(contactStorageKey(siteSlug)))
  } catch {
    return null
  }
}

export function saveContact(siteSlug: string, values: Record<string, unknown>): void {
  const contact = contactToStore(values)
  if (!contact) return
  try {
    window.localStorage.setItem(contactStorageKey(siteSlug), JSON.stringify(contact))
  } catch {
    /* storage unavailable */
  }
}

export function saveSuccess(siteSlug: string, record: LeadSuccessRecord): void {
  try {
    window.sessionStorage.setItem(successKey(siteSlug), JSON.stringify(record))
  } catch {
    /* storage unavailable */
  }
}

export function loadSuccess(siteSlug: string): LeadSuccessRecord | null {
  try {
    const raw = window.sessionStorage.getItem(successKey(siteSlug))
    const parsed = raw ? (JSON.parse(raw) as Partial<LeadSuccessRecord>) : null
    if (!parsed || typeof parsed.category !== 'string') return null
    return {
      category: parsed.category.slice(0, 100),
      carName: typeof parsed.carName === 'string' ? parsed.carName.slice(0, 200) : undefined,
      carSlug: typeof parsed.carSlug === 'string' && /^[a-z0-9-]{1,200}$/.test(parsed.carSlug) ? parsed.carSlug : undefined,
      carPhone: typeof parsed.carPhone === 'string' && /^[\d +()-]{3,30}$/.test(parsed.carPhone) ? parsed.carPhone : undefined,
    }
  } catch {
    return null
  }
}
