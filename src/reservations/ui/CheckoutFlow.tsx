'use client'
/**
 * The checkout steps in the browser: contact details (and, buying online, trade-in,
 * payment method, pickup or delivery, review), then the deposit. The server computes the amount;
 * this page only shows it. A random key made once per car and kept for the tab makes a double
 * submit or a back-button resubmit answer the same checkout (never a second charge; clientKey.ts).
 * Card data: with Stripe, Stripe.js collects it in Stripe's own frame; in test mode the card
 * fields have no name, are never sent, and only the outcome of the test card goes to the
 * server (TestCardForm.tsx). The state and moves live in useCheckoutFlow.
 */
import { useId } from 'react'
import { CheckoutAlert } from './CheckoutField'
import { PRIMARY_CLASS, SECONDARY_CLASS } from './checkoutStyles'
import { stepTitles } from './checkoutSteps'
import { useCheckoutFlow } from './useCheckoutFlow'
import { DetailsStep } from './DetailsStep'
import { HandoverStep, PaymentMethodStep, TradeInStep } from './PurchaseSteps'
import { ReviewStep } from './ReviewStep'
import { PaymentForm } from './PaymentForm'
import type { CheckoutFlowProps } from './checkoutFlowProps'

type Flow = ReturnType<typeof useCheckoutFlow>

export function CheckoutFlow(props: CheckoutFlowProps) {
  const uid = useId()
  const flow = useCheckoutFlow(props)
  const { step, steps, index, started } = flow
  return (
    <section aria-labelledby={`${uid}-step`} className="rounded border border-gray-200 p-4" data-testid="checkout-flow">
      <p className="text-sm text-gray-700" aria-live="polite">
        Step {index + 1} of {steps.length}
      </p>
      <h2 id={`${uid}-step`} ref={flow.heading} tabIndex={-1} className="mb-4 text-xl font-bold">
        {stepTitles(props.depositText)[step]}
      </h2>
      <CheckoutAlert message={flow.alert} />
      {step === 'pay' && started ? (
        <PaymentForm started={started} amountText={props.depositText} publishableKey={props.publishableKey} confirmationUrl={flow.confirmationUrl} onError={flow.setAlert} />
      ) : (
        <form noValidate onSubmit={flow.next}>
          <AnswerStep uid={uid} flow={flow} props={props} />
          <div className="flex flex-wrap gap-3">
            {index > 0 ? (
              <button type="button" className={SECONDARY_CLASS} onClick={() => flow.goto(steps[index - 1]!)}>
                Back
              </button>
            ) : null}
            <button type="submit" className={PRIMARY_CLASS} disabled={flow.busy}>
              {flow.busy ? 'Please wait…' : steps[index + 1] === 'pay' ? 'Continue to payment' : 'Continue'}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}

function AnswerStep({ uid, flow, props }: { uid: string; flow: Flow; props: CheckoutFlowProps }) {
  const answers = { uid, purchase: flow.purchase, errors: flow.errors, update: flow.updatePurchase }
  switch (flow.step) {
    case 'details':
      return <DetailsStep uid={uid} contact={flow.contact} errors={flow.errors} onChange={flow.setContact} />
    case 'trade-in':
      return <TradeInStep {...answers} />
    case 'payment-method':
      return <PaymentMethodStep {...answers} />
    case 'handover':
      return <HandoverStep {...answers} />
    case 'review':
      return <ReviewStep {...answers} carTitle={props.carTitle} name={flow.contact.name} depositText={props.depositText} />
    default:
      return null
  }
}
