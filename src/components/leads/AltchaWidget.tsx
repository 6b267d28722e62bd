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

/** Lets the form solve the challenge on submit when the shopper never focused the widget, and start over after a refusal. */
export interface AltchaHandle {
  verify: () => Promise<string | null>
  reset: () => void
}

type WidgetElement = HTMLElement & { verify?: () => Promise<{ payload?: string } | null>; reset?: () => void }

export function AltchaWidget({ challengeUrl = CAPTCHA_CHALLENGE_PATH, handleRef }: { challengeUrl?: string; handleRef?: { current: AltchaHandle | null } }) {
  const ref = useRef<WidgetElement>(null)
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
    const widget = ref.current
    if (!widget || !loaded) return
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {}
      if (detail.state === 'verified' && detail.payload) setValue(CAPTCHA_FIELD, detail.payload, { shouldValidate: false })
      else if (detail.state !== 'verifying') setValue(CAPTCHA_FIELD, '', { shouldValidate: false })
    }
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload
      if (payload) setValue(CAPTCHA_FIELD, payload, { shouldValidate: false })
    }
    if (handleRef) {
      handleRef.current = {
        verify: async () => {
          try {
            const result = await widget.verify?.()
            const payload = result?.payload ?? null
            if (payload) setValue(CAPTCHA_FIELD, payload)
            return payload
          } catch {
            return null
          }
        },
        reset: () => {
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
      if (handleRef) handleRef.current = null
    }
  }, [loaded, setValue, handleRef])

  return (
    <div className="min-h-[4rem]" data-testid="captcha">
      <input type="hidden" {...register(CAPTCHA_FIELD)} />
      {loaded ? <altcha-widget ref={ref as never} challenge={challengeUrl} auto="onfocus" name="altcha-solution" /> : <p className="text-sm text-gray-700">Loading the spam check…</p>}
    </div>
  )
}
