/**
 * SPEC.md §4 Phone reveal: "The number is masked after its first five characters until the
 * visitor clicks." Every digit after the fifth character becomes "X"; spaces and punctuation
 * stay, so the masked number keeps its shape ("07 54XX XXXX").
 */
const PHONE_VISIBLE_CHARS = 5

export function maskPhone(phone: string | null | undefined): string {
  const chars = Array.from((phone ?? '').trim())
  return chars.map((c, i) => (i < PHONE_VISIBLE_CHARS || !/[0-9A-Za-z]/.test(c) ? c : 'X')).join('')
}

/** A tel: href with only digits and a leading +; null when there is no digit. */
export function telHrefFor(phone: string | null | undefined): string | null {
  const t = (phone ?? '').trim()
  const digits = t.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return /\d/.test(digits) ? `tel:${digits}` : null
}

/**
 * The number a vehicle page shows (DESIGN.md "phone numbers shown (site, location, car)",
 * default the site phone): the car's location, then its dealership ("location" covers both),
 * then the site, each only when the site shows that kind. Null when none: the call button is
 * hidden (SPEC.md §4, §8).
 */
export function carPhone(input: {
  shown: readonly (string | null | undefined)[]
  location?: string | null
  dealership?: string | null
  site?: string | null
}): string | null {
  const shown = new Set(input.shown.filter(Boolean))
  const candidates = [
    shown.has('location') || shown.has('car') ? input.location : null,
    shown.has('location') || shown.has('car') ? input.dealership : null,
    shown.has('site') ? input.site : null,
  ]
  const found = candidates.map((c) => (c ?? '').trim()).find((c) => /\d/.test(c))
  return found ?? null
}
