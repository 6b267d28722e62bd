'use client'
/**
 * The ALTCHA captcha (self-hosted proof of work, no third party, no cookies): the `altcha`
 * package's <altcha-widget> web component, loaded in the browser only. Its solution (a base64
 * payload) is written into the form's `altcha` value when verified, and cleared when it expires.
 */
import { useEffect, useRef, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { CAPTCHA_CHALLENGE_PATH } from '@/forms/envelope'
import type {} from 'altcha/types/react'

export const CAPTCHA_FIELD = 'altcha'

/** How long a submit waits for a running proof of work (slow phones take a few seconds). */
const VERIFY_WAIT_MS = 60_000

/** Lets the form solve the challenge on submit when the shopper never focused the widget, and start over after a refusal. */
export interface AltchaHandle {
  verify: () => Promise<string | null>
  reset: () => void
}

type WidgetElement = HTMLElement & { verify?: () => Promise<{ payload?: string } | null>; reset?: () => void }

export function AltchaWidget({ challengeUrl = CAPTCHA_CHALLENGE_PATH, handleRef }: { challengeUrl?: string; handleRef?: { current: AltchaHandle | null } }) {
  const ref = useRef<HTMLElement>(null)
  const [loaded, setLoaded] = useState(false)
  const { setValue, register } = useFormContext()

  useEffect(() => {
    let cancelled = false
    import('altcha').then(() => {
      if (!cancelled) setLoaded(true)
    })
    return () => {
      cancelled = true
    }
  }, [])

  useEffect(() => {
    const widget: WidgetElement | null = ref.current
    if (!widget || !loaded) return
    // The widget's latest state and payload, and the callers waiting for a verification that is
    // already running (auto="onfocus" starts one as soon as the shopper reaches the form).
    let state = ''
    let payload = ''
    let waiters: Array<(payload: string | null) => void> = []
    const settle = (value: string | null) => {
      const pending = waiters
      waiters = []
      for (const resolve of pending) resolve(value)
    }
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {}
      state = detail.state ?? ''
      if (state === 'verified' && detail.payload) {
        payload = detail.payload
        setValue(CAPTCHA_FIELD, payload, { shouldValidate: false })
        settle(payload)
      } else if (state !== 'verifying') {
        payload = ''
        setValue(CAPTCHA_FIELD, '', { shouldValidate: false })
        settle(null)
      }
    }
    const onVerified = (event: Event) => {
      const verified = (event as CustomEvent<{ payload?: string }>).detail?.payload
      if (!verified) return
      state = 'verified'
      payload = verified
      setValue(CAPTCHA_FIELD, verified, { shouldValidate: false })
      settle(verified)
    }
    /** The next outcome of a running verification, or null after VERIFY_WAIT_MS. */
    const nextOutcome = () =>
      new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), VERIFY_WAIT_MS)
        waiters.push((value) => {
          clearTimeout(timer)
          resolve(value)
        })
      })
    if (handleRef) {
      handleRef.current = {
        verify: async () => {
          if (state === 'verified' && payload) return payload
          if (state === 'verifying') return nextOutcome()
          try {
            const outcome = nextOutcome()
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
    }
    widget.addEventListener('statechange', onState)
    widget.addEventListener('verified', onVerified)
    return () => {
      widget.removeEventListener('statechange', onState)
      widget.removeEventListener('verified', onVerified)
      settle(null)
      if (handleRef) handleRef.current = null
    }
  }, [loaded, setValue, handleRef])

  return (
    <div className="min-h-[4rem]" data-testid="captcha">
      <input type="hidden" {...register(CAPTCHA_FIELD)} />
      {loaded ? <altcha-widget ref={ref} challenge={challengeUrl} auto="onfocus" name="altcha-solution" /> : <p className="text-sm text-gray-700">Loading the spam check…</p>}
    </div>
  )
}
