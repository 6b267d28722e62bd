'use client'
/**
 * Sign-in without a password: e-mail (plus the mobile phone when saving to the
 * watchlist needs it, SPEC.md §4), then the 6-digit code from the e-mail. On success the
 * browser goes to `redirectTo` (already a same-site path). A shopper who is already signed in
 * goes there at once, or is asked only for the missing phone number.
 *
 * The first step's inputs are uncontrolled and read at submit: the page hydrates its content
 * late (HydrateLater), and a shopper who types before that must not lose what they typed. Its
 * button is enabled once the form has hydrated.
 */
import { useEffect, useState } from 'react'
import { useSignIn } from './ui/useSignIn'
import { CodeStep, EmailStep, PhoneStep } from './ui/signInSteps'

type Props = { siteName: string; redirectTo: string; askPhone: boolean; signedIn?: boolean }

export function SignInForm({ siteName, redirectTo, askPhone, signedIn = false }: Props) {
  const signIn = useSignIn({ redirectTo, askPhone, signedIn })
  // False in the server HTML and until this form has hydrated: a press before then would submit
  // the bare HTML form (a GET putting the e-mail address and phone into the address bar).
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const { step, details, error, busy } = signIn

  if (step === 'phone') {
    return <PhoneStep phone={details.phone} onPhone={signIn.setPhone} onSave={signIn.savePhone} error={error} busy={busy} />
  }
  if (step === 'code') {
    return (
      <CodeStep info={signIn.info} code={signIn.code} onCode={signIn.setCode} onVerify={signIn.verify} onStartOver={signIn.startOver} error={error} busy={busy} />
    )
  }
  return <EmailStep siteName={siteName} askPhone={askPhone} details={details} ready={ready} onRequestCode={signIn.requestCode} error={error} busy={busy} />
}
