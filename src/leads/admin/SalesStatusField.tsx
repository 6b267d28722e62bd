'use client'
/** The lead's sales status in the admin sidebar: a select that saves at once (src/leads/salesStatus.ts). */
import { useState } from 'react'
import { useDocumentInfo, useField } from '@payloadcms/ui'
import { SALES_STATUSES } from '@/leads/salesStatuses'

export function SalesStatusField() {
  const { id } = useDocumentInfo()
  const { value } = useField<string>({ path: 'sales_status' })
  const [current, setCurrent] = useState<string>(value || 'new')
  const [message, setMessage] = useState<string | null>(null)
  if (!id) return null
  const change = async (next: string) => {
    const before = current
    setCurrent(next)
    setMessage(null)
    try {
      const res = await fetch(`/api/leads/${id}/sales-status`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: next }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      if (!res.ok) setCurrent(before)
      setMessage(body.message ?? body.error ?? (res.ok ? 'Saved.' : 'Not saved.'))
    } catch {
      setCurrent(before)
      setMessage('Not saved: the server could not be reached.')
    }
  }
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label" htmlFor="lead-sales-status">
        Sales status
      </label>
      <select id="lead-sales-status" value={current} onChange={(e) => void change(e.target.value)} style={{ width: '100%', padding: '0.5rem' }}>
        {SALES_STATUSES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      {message ? <p role="status">{message}</p> : null}
    </div>
  )
}
