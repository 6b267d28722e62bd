'use client'
/**
 * Sends the "Add a dealer" form (POST /api/sites/new-dealer) and keeps what the wizard shows:
 * the server's message per field, a message for the whole form, whether it is sending, and the
 * dealer once created.
 */
import { useState } from 'react'
import type { Created } from './NewDealerDone'
import { newDealerRequest } from './newDealerRequest'

export function useNewDealerSubmit() {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<(Created & { domain?: string }) | null>(null)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { body, domain } = newDealerRequest(new FormData(event.currentTarget))
    setBusy(true)
    setMessage(null)
    try {
      const res = await fetch('/api/sites/new-dealer', { method: 'POST', body, credentials: 'include' })
      const answer = (await res.json().catch(() => ({}))) as Created & { error?: string; fields?: Record<string, string> }
      if (res.status === 201) {
        setErrors({})
        setCreated({ ...answer, domain })
      } else {
        setErrors(answer.fields ?? {})
        setMessage(answer.error ?? 'The dealer could not be added. Please try again.')
      }
    } catch {
      setMessage('The server could not be reached. Nothing was created; please try again.')
    } finally {
      setBusy(false)
    }
  }

  return { errors, message, busy, created, submit }
}
