'use client'
/** Step 3 of the valuation, "Your details": contact details, the honeypot and (before the lead is stored) the captcha. */
import type { RefObject } from 'react'
import { AltchaWidget, type AltchaHandle } from '@/forms/ui/AltchaWidget'
import { TextField } from '@/forms/ui/Fields'
import { PostcodeInput } from '@/forms/ui/PostcodeInput'
import { BUTTON_CLASS } from '@/forms/ui/SubmitButton'
import { Honeypot } from '@/forms/ui/Honeypot'
import { SECONDARY_BUTTON_CLASS } from './buttons'

interface ContactStepProps {
  showCaptcha: boolean
  altchaRef: RefObject<AltchaHandle | null>
  busy: boolean
  onBack: () => void
}

export function ContactStep({ showCaptcha, altchaRef, busy, onBack }: ContactStepProps) {
  return (
    <div className="space-y-4">
      <TextField name="name" label="Name" required autoComplete="name" maxLength={100} />
      <TextField name="email" label="Email" required type="email" autoComplete="email" maxLength={254} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="phone" label="Mobile" required type="tel" autoComplete="tel" inputMode="tel" maxLength={30} />
        <PostcodeInput />
      </div>
      <Honeypot />
      {showCaptcha ? <AltchaWidget handleRef={altchaRef} /> : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={onBack} disabled={busy}>Back</button>
        <button type="submit" className={BUTTON_CLASS} disabled={busy}>{busy ? 'Working out your offer…' : 'Get my offer'}</button>
      </div>
    </div>
  )
}
