'use client'
/** The buy-online review: the answers, the deposit, the money-back guarantee and return conditions to accept. */
import { PAYMENT_METHOD_LABELS } from '@/reservations/server/schema'
import { RETURN_CONDITIONS, MONEY_BACK_HOURS, RETURN_DAYS } from '@/rules/reservation'
import type { PurchaseStepProps } from './PurchaseSteps'

interface ReviewStepProps extends PurchaseStepProps {
  carTitle: string
  name: string
  depositText: string
}

function ReviewSummary({ carTitle, name, depositText, purchase }: ReviewStepProps) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="font-semibold">Car</dt>
      <dd>{carTitle}</dd>
      <dt className="font-semibold">Name</dt>
      <dd>{name}</dd>
      <dt className="font-semibold">Trade-in</dt>
      <dd>{purchase.trade_in === 'yes' ? purchase.trade_in_description : 'None'}</dd>
      <dt className="font-semibold">Payment</dt>
      <dd>{PAYMENT_METHOD_LABELS[purchase.payment_method as keyof typeof PAYMENT_METHOD_LABELS]}</dd>
      <dt className="font-semibold">Handover</dt>
      <dd>{purchase.handover === 'delivery' ? `Delivery to ${purchase.delivery_address}` : 'Pickup from the dealership'}</dd>
      <dt className="font-semibold">Deposit now</dt>
      <dd>{depositText}</dd>
    </dl>
  )
}

export function ReviewStep(props: ReviewStepProps) {
  const { uid, purchase, errors, update } = props
  return (
    <div className="mb-4 space-y-3" data-testid="purchase-review">
      <ReviewSummary {...props} />
      <h3 className="font-bold">{MONEY_BACK_HOURS}-hour money-back guarantee</h3>
      <p>Changed your mind? Tell us within {MONEY_BACK_HOURS} hours of taking the car and we refund what you paid.</p>
      <h3 className="font-bold">{RETURN_DAYS}-day return policy</h3>
      <p>You can return a used consumer vehicle when:</p>
      <ul className="list-disc pl-5">
        {RETURN_CONDITIONS.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={purchase.conditions_accepted}
          aria-invalid={errors.conditions_accepted ? true : undefined}
          aria-describedby={errors.conditions_accepted ? `${uid}-cond-error` : undefined}
          onChange={(e) => update({ conditions_accepted: e.target.checked })}
        />
        I have read the money-back guarantee and the return conditions
      </label>
      {errors.conditions_accepted ? <p id={`${uid}-cond-error`} className="text-sm font-semibold text-red-700">{errors.conditions_accepted}</p> : null}
    </div>
  )
}
