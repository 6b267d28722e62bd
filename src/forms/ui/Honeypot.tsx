'use client'
/**
 * The honeypot (SPEC.md §3 compact variant: "a hidden field with an empty special value"): out of
 * sight, out of the tab order and the accessibility tree. People leave it empty; bots that fill
 * every input give themselves away and the server refuses the lead.
 */
import { useFormContext } from 'react-hook-form'
import { HONEYPOT_FIELD } from '@/forms/envelope'

export function Honeypot() {
  const { register } = useFormContext()
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Leave this empty
        <input type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </label>
    </div>
  )
}
