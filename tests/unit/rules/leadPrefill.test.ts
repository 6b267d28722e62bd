import { describe, expect, it } from 'vitest'
import { contactStorageKey, contactToStore, readStoredContact } from '@/rules/leadPrefill'

describe('lead prefill (SPEC.md §5: stored only when name, email and phone are all present)', () => {
  const full = { name: 'Ann Lee', email: 'ann@example.com', phone: '0412 345 678', message: 'hi' }

  it('keeps only name, email and phone when all three are present', () => {
    expect(contactToStore(full)).toEqual({ name: 'Ann Lee', email: 'ann@example.com', phone: '0412 345 678' })
  })

  it('stores nothing when any of the three is missing or blank', () => {
    expect(contactToStore({ ...full, phone: '' })).toBeNull()
    expect(contactToStore({ ...full, email: '  ' })).toBeNull()
    expect(contactToStore({ email: full.email, phone: full.phone })).toBeNull()
  })

  it('reads back only a complete stored contact and survives garbage', () => {
    expect(readStoredContact(JSON.stringify(full))).toEqual(contactToStore(full))
    expect(readStoredContact(JSON.stringify({ name: 'x', email: 'y' }))).toBeNull()
    expect(readStoredContact('{not json')).toBeNull()
    expect(readStoredContact(null)).toBeNull()
  })

  it('keeps each site separate', () => {
    expect(contactStorageKey('a')).not.toBe(contactStorageKey('b'))
  })
})
