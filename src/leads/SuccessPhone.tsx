'use client'
/**
 * /success's "In a hurry? Call us" line: the number the car's page showed when the lead was about
 * a car (rules/phoneReveal carPhone, stored with the success record), else the site's number, so
 * the page, the PDF, /success and the e-mail give one number for one car.
 */
import { useEffect, useState } from 'react'
import { telHrefFor } from '@/rules/phoneReveal'
import { loadSuccess } from './browserStore'

export function SuccessPhone({ siteSlug, sitePhone }: { siteSlug: string; sitePhone: string | null }) {
  const [carPhone, setCarPhone] = useState<string | null>(null)
  useEffect(() => setCarPhone(loadSuccess(siteSlug)?.carPhone ?? null), [siteSlug])
  const phone = carPhone ?? sitePhone
  const href = telHrefFor(phone)
  if (!phone || !href) return null
  return (
    <li data-testid="success-phone">
      In a hurry? Call us on{' '}
      <a className="font-semibold underline" href={href}>
        {phone}
      </a>
      .
    </li>
  )
}
