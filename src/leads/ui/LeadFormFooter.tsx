/**
 * The end of a lead form: on its last step the terms note (sites.settings.termsOfUseNote) and the
 * captcha; then Back (after the first step) and Next or the submit button.
 */
import type { RefObject } from 'react'
import { AltchaWidget, type AltchaHandle } from '../../forms/ui/AltchaWidget'
import { SubmitButton, BUTTON_CLASS, type SubmitState } from '../../forms/ui/SubmitButton'

function TermsNote() {
  return (
    <p className="text-sm text-gray-800" data-testid="terms-note">
      By submitting this form you agree to our <a className="underline" href="/terms-and-conditions">terms of use</a> and{' '}
      <a className="underline" href="/privacy-policy">privacy policy</a>.
    </p>
  )
}

export interface LeadFormFooterProps {
  lastStep: boolean
  firstStep: boolean
  termsNote: boolean
  captcha: boolean
  altchaRef: RefObject<AltchaHandle | null>
  state: SubmitState
  submitLabel: string
  onBack: () => void
}

export function LeadFormFooter({ lastStep, firstStep, termsNote, captcha, altchaRef, state, submitLabel, onBack }: LeadFormFooterProps) {
  return (
    <>
      {lastStep ? (
        <>
          {termsNote ? <TermsNote /> : null}
          {captcha ? <AltchaWidget handleRef={altchaRef} /> : null}
        </>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {!firstStep ? (
          <button type="button" className="rounded border border-gray-500 px-4 py-2.5 font-semibold text-gray-900" onClick={onBack}>
            Back
          </button>
        ) : null}
        {lastStep ? <SubmitButton state={state} label={submitLabel} /> : <button type="submit" className={BUTTON_CLASS}>Next</button>}
      </div>
    </>
  )
}
