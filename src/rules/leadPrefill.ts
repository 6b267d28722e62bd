/**
 * Contact details kept in the browser for the next form (SPEC.md §5 Enquiry form: "Submitted
 * data is stored locally for reuse only when name, email and phone are all present"). Stored per
 * site; read back only when all three are still present and plain strings.
 * Pure: the caller does the storage.
 */

export interface StoredContact {
  name: string
  email: string
  phone: string
}

const MAX = 200

/** The storage key of a site's saved contact details. */
export function contactStorageKey(siteSlug: string): string {
  return `lead-contact:${siteSlug}`
}

function clean(value: unknown): string | null {
  return typeof value === 'string' && value.trim() && value.length <= MAX ? value.trim() : null
}

/** The contact to store after a successful submit, or null when name, email or phone is missing. */
export function contactToStore(values: Record<string, unknown>): StoredContact | null {
  const name = clean(values.name)
  const email = clean(values.email)
  const phone = clean(values.phone)
  return name && email && phone ? { name, email, phone } : null
}

/** Parses stored text back into a contact, or null when anything is missing or malformed. */
export function readStoredContact(raw: string | null | undefined): StoredContact | null {
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return parsed && typeof parsed === 'object' ? contactToStore(parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}
