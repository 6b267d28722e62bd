'use client'
/** Sidebar buttons on a reservation in the admin: confirm sale, extend, cancel, refund (POST …/staff-action). */
import { useState } from 'react'
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { staffActions, type PaymentState, type ReservationStatus, type StaffAction } from '@/rules/reservation'

const LABELS: Record<StaffAction, string> = { 'confirm-sale': 'Confirm sale', extend: 'Extend hold', cancel: 'Cancel reservation', refund: 'Refund deposit' }

export function ReservationActions() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value) as ReservationStatus | undefined
  const payment = useFormFields(([fields]) => fields.payment_state?.value) as PaymentState | undefined
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false })
  if (!id || !status || !payment) return null
  const actions = staffActions(status, payment)
  const act = async (action: StaffAction) => {
    setState({ busy: true })
    try {
      const res = await fetch(`/api/reservations/${id}/staff-action`, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action }) })
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      setState({ busy: false, message: body.message ?? body.error ?? (res.ok ? 'Done.' : 'That did not work.') })
      if (res.ok) setTimeout(() => window.location.reload(), 800)
    } catch {
      setState({ busy: false, message: 'The server could not be reached; nothing changed.' })
    }
  }
  return (
    <div style={{ marginBottom: 'var(--base)', display: 'flex', flexDirection: 'column', gap: 8 }}>
      {actions.length === 0 ? <p>No actions: this reservation is {status}.</p> : null}
      {actions.map((a) => (
        <Button key={a} buttonStyle={a === 'confirm-sale' ? 'primary' : 'secondary'} size="small" onClick={() => act(a)} disabled={state.busy}>
          {LABELS[a]}
        </Button>
      ))}
      {state.message ? <p role="status">{state.message}</p> : null}
    </div>
  )
}
