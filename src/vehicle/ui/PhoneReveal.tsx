'use client'
/**
 * Phone reveal card (SPEC.md §4 Phone reveal, §7): the number masked after its first five
 * characters until the shopper clicks; the click shows it as a tel: link and records a reveal
 * (POST /cars/{slug}/phone-reveal on the site's own host: the server takes the car, dealership
 * and site from the URL and host). Recording never blocks the reveal.
 */
import { useState } from 'react'
import { maskPhone, telHrefFor } from '@/rules/phoneReveal'

function recordReveal(slug: string): void {
  try {
    void fetch(`/cars/${encodeURIComponent(slug)}/phone-reveal`, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => {})
  } catch {
    /* recording is best effort */
  }
}

export function PhoneReveal({ phone, slug, label = 'Call the dealer' }: { phone: string; slug: string; label?: string }) {
  const [revealed, setRevealed] = useState(false)
  const href = telHrefFor(phone)
  if (!href) return null
  return (
    <div className="rounded-lg border border-gray-200 p-4" data-testid="phone-reveal">
      <p className="text-sm font-semibold text-gray-600">{label}</p>
      {revealed ? (
        <a href={href} className="mt-1 inline-flex min-h-11 items-center text-2xl font-bold text-brand underline-offset-2 hover:underline" data-testid="phone-number">
          {phone}
        </a>
      ) : (
        <button
          type="button"
          onClick={() => {
            setRevealed(true)
            recordReveal(slug)
          }}
          className="mt-1 inline-flex min-h-11 flex-row-reverse items-center gap-3 text-2xl font-bold text-gray-900"
          data-testid="phone-masked"
        >
          {/* "Show number" first in the markup, so the accessible name ("Show number 07 54XX XXXX")
              starts with the button's visible label (WCAG 2.5.3, axe label-content-name-mismatch);
              the row is reversed so the masked number still shows first. */}
          <span className="rounded bg-brand px-2 py-1 text-sm font-semibold text-on-brand">Show number</span>
          <span>{maskPhone(phone)}</span>
        </button>
      )}
    </div>
  )
}

/** The sticky bar's Call link on phones: calls at once and records the reveal. */
export function CallLink({ phone, slug, className }: { phone: string; slug: string; className?: string }) {
  const href = telHrefFor(phone)
  if (!href) return null
  return (
    <a href={href} onClick={() => recordReveal(slug)} className={className}>
      Call
    </a>
  )
}
