/** The optional profile fields a shopper account request may carry (name, phone, consent), checked. */
import type { Customer } from '@/payload-types'
import { normaliseAuPhone } from '@/rules/auPhone'
import type { Body } from '../http'

const PHONE_INVALID = 'Please enter an Australian mobile or phone number, e.g. 0412 345 678.'

/** Optional profile fields of a request; `error` when one is present but invalid. */
export function profileFields(body: Body, now: number): { data: Partial<Customer>; error?: string } {
  const data: Partial<Customer> = {}
  if (body.name !== undefined && body.name !== null && body.name !== '') {
    if (typeof body.name !== 'string' || body.name.trim().length > 120) return { data, error: 'Please enter a name of at most 120 characters.' }
    data.name = body.name.trim()
  }
  if (body.phone !== undefined && body.phone !== null && body.phone !== '') {
    const phone = typeof body.phone === 'string' ? normaliseAuPhone(body.phone) : null
    if (!phone) return { data, error: PHONE_INVALID }
    data.phone = phone
  }
  if (body.consent !== undefined) {
    if (typeof body.consent !== 'boolean') return { data, error: 'Consent must be true or false.' }
    data.consent = body.consent
    data.consentAt = body.consent ? new Date(now).toISOString() : null
  }
  return { data }
}
