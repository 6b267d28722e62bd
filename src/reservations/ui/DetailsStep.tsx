'use client'
/** The checkout's first step: the shopper's name, e-mail and mobile. */
import type { ContactInput } from '@/reservations/server/schema'
import { Field } from './CheckoutField'
import { INPUT_CLASS } from './checkoutStyles'
import type { Errors } from './checkoutSteps'

const LABELS = { name: 'Full name', email: 'E-mail', phone: 'Mobile phone' } as const

export function DetailsStep({ uid, contact, errors, onChange }: { uid: string; contact: ContactInput; errors: Errors; onChange: (contact: ContactInput) => void }) {
  return (
    <>
      {(['name', 'email', 'phone'] as const).map((f) => (
        <Field key={f} id={`${uid}-${f}`} label={LABELS[f]} error={errors[f]}>
          <input
            id={`${uid}-${f}`}
            name={f}
            className={INPUT_CLASS}
            type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
            autoComplete={f === 'phone' ? 'tel' : f}
            value={contact[f]}
            aria-invalid={errors[f] ? true : undefined}
            aria-describedby={errors[f] ? `${uid}-${f}-error` : undefined}
            onChange={(e) => onChange({ ...contact, [f]: e.target.value })}
          />
        </Field>
      ))}
    </>
  )
}
