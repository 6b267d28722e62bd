'use client'
/**
 * The ALTCHA captcha (self-hosted proof of work, no third party, no cookies): the `altcha`
 * package's <altcha-widget> web component, loaded in the browser only. Its solution (a base64
 * payload) is written into the form's `altcha` value when verified, and cleared when it expires
 * (altchaWidgetSession.ts).
 */
import { useEffect, useRef, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { CAPTCHA_CHALLENGE_PATH } from '@/forms/envelope'
import type {} from 'altcha/types/react'
import { CAPTCHA_FIELD, followAltchaWidget, type AltchaHandle, type WidgetElement } from './altchaWidgetSession'

export { CAPTCHA_FIELD, type AltchaHandle } from './altchaWidgetSession'

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
    const { handle, stop } = followAltchaWidget(widget, setValue)
    if (handleRef) handleRef.current = handle
    return () => {
      stop()
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
