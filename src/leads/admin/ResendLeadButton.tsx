'use client'
/** Sidebar button on a lead in the admin: queues a re-send (POST /api/leads/:id/resend). */
import { useState } from 'react'
import { Button, useDocumentInfo } from '@payloadcms/ui'

export function ResendLeadButton() {
  const { id } = useDocumentInfo()
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false })
  if (!id) return null
  const resend = async () => {
    setState({ busy: true })
    try {
      const res = await fetch(`/api/leads/${id}/resend`, { method: 'POST', credentials: 'include' })
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      setState({ busy: false, message: body.message ?? body.error ?? (res.ok ? 'Re-send queued.' : 'Re-send failed.') })
    } catch {
      setState({ busy: false, message: 'Re-send failed: the server could not be reached.' })
    }
  }
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="small" onClick={resend} disabled={state.busy}>
        {state.busy ? 'Queuing…' : 'Re-send lead'}
      </Button>
      {state.message ? <p role="status">{state.message}</p> : null}
    </div>
  )
}
