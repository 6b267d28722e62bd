'use client'
/** The buy-online answers, one step each: a trade-in, how the car is paid for, delivery or pickup. */
import { PAYMENT_METHOD_LABELS, HANDOVER_LABELS } from '@/reservations/server/schema'
import { Field } from './CheckoutField'
import { INPUT_CLASS } from './checkoutStyles'
import type { Errors, PurchaseAnswers } from './checkoutSteps'

export interface PurchaseStepProps {
  uid: string
  purchase: PurchaseAnswers
  errors: Errors
  update: (patch: Partial<PurchaseAnswers>) => void
}

export function TradeInStep({ uid, purchase, errors, update }: PurchaseStepProps) {
  return (
    <fieldset className="mb-4">
      <legend className="font-semibold">Do you have a car to trade in?</legend>
      {(['no', 'yes'] as const).map((v) => (
        <label key={v} className="mt-2 flex min-h-11 items-center gap-2">
          <input type="radio" name="trade_in" value={v} checked={purchase.trade_in === v} onChange={() => update({ trade_in: v })} />
          {v === 'yes' ? 'Yes, I have a trade-in' : 'No trade-in'}
        </label>
      ))}
      {purchase.trade_in === 'yes' ? (
        <Field id={`${uid}-tradein`} label="Describe your trade-in" hint="Year, make, model, kilometres and condition. Our team values it and contacts you." error={errors.trade_in_description}>
          <textarea
            id={`${uid}-tradein`}
            className={`${INPUT_CLASS} min-h-24 py-2`}
            value={purchase.trade_in_description}
            aria-invalid={errors.trade_in_description ? true : undefined}
            aria-describedby={`${uid}-tradein-hint${errors.trade_in_description ? ` ${uid}-tradein-error` : ''}`}
            onChange={(e) => update({ trade_in_description: e.target.value })}
          />
        </Field>
      ) : null}
    </fieldset>
  )
}

export function PaymentMethodStep({ uid, purchase, errors, update }: PurchaseStepProps) {
  return (
    <fieldset className="mb-4" aria-describedby={errors.payment_method ? `${uid}-pm-error` : undefined}>
      <legend className="font-semibold">How will you pay for the car?</legend>
      {(Object.keys(PAYMENT_METHOD_LABELS) as (keyof typeof PAYMENT_METHOD_LABELS)[]).map((v) => (
        <label key={v} className="mt-2 flex min-h-11 items-center gap-2">
          <input type="radio" name="payment_method" value={v} checked={purchase.payment_method === v} onChange={() => update({ payment_method: v })} />
          {PAYMENT_METHOD_LABELS[v]}
        </label>
      ))}
      {errors.payment_method ? <p id={`${uid}-pm-error`} className="mt-1 text-sm font-semibold text-red-700">{errors.payment_method}</p> : null}
    </fieldset>
  )
}

export function HandoverStep({ uid, purchase, errors, update }: PurchaseStepProps) {
  return (
    <fieldset className="mb-4" aria-describedby={errors.handover ? `${uid}-ho-error` : undefined}>
      <legend className="font-semibold">Delivery or pickup?</legend>
      {(Object.keys(HANDOVER_LABELS) as (keyof typeof HANDOVER_LABELS)[]).map((v) => (
        <label key={v} className="mt-2 flex min-h-11 items-center gap-2">
          <input type="radio" name="handover" value={v} checked={purchase.handover === v} onChange={() => update({ handover: v })} />
          {HANDOVER_LABELS[v]}
        </label>
      ))}
      {errors.handover ? <p id={`${uid}-ho-error`} className="mt-1 text-sm font-semibold text-red-700">{errors.handover}</p> : null}
      {purchase.handover === 'delivery' ? (
        <Field id={`${uid}-address`} label="Delivery address" error={errors.delivery_address}>
          <input
            id={`${uid}-address`}
            className={INPUT_CLASS}
            autoComplete="street-address"
            value={purchase.delivery_address}
            aria-invalid={errors.delivery_address ? true : undefined}
            aria-describedby={errors.delivery_address ? `${uid}-address-error` : undefined}
            onChange={(e) => update({ delivery_address: e.target.value })}
          />
        </Field>
      ) : null}
    </fieldset>
  )
}
