'use client'
/** "Export CSV" above the leads list: downloads the leads the current filters show (your sites only). */
import { useSearchParams } from 'next/navigation'

export function ExportLeadsButton() {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where') || key === 'search') query.append(key, value)
  const href = `/api/leads/export${query.size ? `?${query.toString()}` : ''}`
  return (
    <p style={{ margin: '0 0 var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export CSV
      </a>
    </p>
  )
}
