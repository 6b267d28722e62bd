/**
 * Follows one mounted <altcha-widget>: its latest state and payload written into the form's
 * `altcha` value, and the AltchaHandle the form calls on submit (solve now, or wait for the proof
 * of work already running; start over after a refusal).
 */
import type { FieldValues, UseFormSetValue } from 'react-hook-form'

export const CAPTCHA_FIELD = 'altcha'

/** How long a submit waits for a running proof of work (slow phones take a few seconds). */
const VERIFY_WAIT_MS = 60_000

/** Lets the form solve the challenge on submit when the shopper never focused the widget, and start over after a refusal. */
export interface AltchaHandle {
  verify: () => Promise<string | null>
  reset: () => void
}

export type WidgetElement = HTMLElement & { verify?: () => Promise<{ payload?: string } | null>; reset?: () => void }

/** The callers waiting for a verification that is already running, and the next outcome's promise. */
function outcomeWaiters() {
  let waiters: Array<(payload: string | null) => void> = []
  const settle = (value: string | null) => {
    const pending = waiters
    waiters = []
    for (const resolve of pending) resolve(value)
  }
  /** The next outcome of a running verification, or null after VERIFY_WAIT_MS. */
  const next = () =>
    new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), VERIFY_WAIT_MS)
      waiters.push((value) => {
        clearTimeout(timer)
        resolve(value)
      })
    })
  return { settle, next }
}

/** Starts following the widget; returns its handle and the function that stops following it. */
export function followAltchaWidget(widget: WidgetElement, setValue: UseFormSetValue<FieldValues>) {
  // The widget's latest state and payload (auto="onfocus" starts a verification as soon as the
  // shopper reaches the form).
  let state = ''
  let payload = ''
  const outcomes = outcomeWaiters()
  const onState = (event: Event) => {
    const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {}
    state = detail.state ?? ''
    if (state === 'verified' && detail.payload) {
      payload = detail.payload
      setValue(CAPTCHA_FIELD, payload, { shouldValidate: false })
      outcomes.settle(payload)
    } else if (state !== 'verifying') {
      payload = ''
      setValue(CAPTCHA_FIELD, '', { shouldValidate: false })
      outcomes.settle(null)
    }
  }
  const onVerified = (event: Event) => {
    const verified = (event as CustomEvent<{ payload?: string }>).detail?.payload
    if (!verified) return
    state = 'verified'
    payload = verified
    setValue(CAPTCHA_FIELD, verified, { shouldValidate: false })
    outcomes.settle(verified)
  }
  const handle: AltchaHandle = {
    verify: async () => {
      if (state === 'verified' && payload) return payload
      if (state === 'verifying') return outcomes.next()
      try {
        const outcome = outcomes.next()
        const result = await widget.verify?.()
        if (result?.payload) {
          setValue(CAPTCHA_FIELD, result.payload)
          return result.payload
        }
        return state === 'verified' && payload ? payload : await outcome
      } catch {
        return null
      }
    },
    reset: () => {
      state = ''
      payload = ''
      setValue(CAPTCHA_FIELD, '')
      widget.reset?.()
    },
  }
  widget.addEventListener('statechange', onState)
  widget.addEventListener('verified', onVerified)
  const stop = () => {
    widget.removeEventListener('statechange', onState)
    widget.removeEventListener('verified', onVerified)
    outcomes.settle(null)
  }
  return { handle, stop }
}
