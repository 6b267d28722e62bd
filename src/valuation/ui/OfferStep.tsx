'use client'
/**
 * Step 4 of the valuation, "Your offer": the range and figure with SPEC.md §9's words, accepted or a
 * call asked for; a car with no online figure sees why (its details are already a lead).
 */
import { formatCurrency } from '@/rules/currency'
import { BUTTON_CLASS } from '@/forms/ui/SubmitButton'
import { SECONDARY_BUTTON_CLASS } from './buttons'
import type { Offer } from './valuationTypes'

interface OfferStepProps {
  offer: Offer
  busy: boolean
  onFinish: (accepted: boolean) => void
}

export function OfferStep({ offer, busy, onFinish }: OfferStepProps) {
  return (
    <div className="space-y-4" data-testid="valuation-offer">
      {offer.kind === 'offer' ? (
        <OfferFigure offer={offer} busy={busy} onFinish={onFinish} />
      ) : (
        <>
          <p className="text-lg text-gray-900" data-testid="valuation-no-figure">{offer.message}</p>
          <p className="text-sm text-gray-800">Your details are saved with us; there is nothing more to fill in.</p>
          <button type="button" className={BUTTON_CLASS} disabled={busy} onClick={() => onFinish(false)}>Done, please call me</button>
        </>
      )}
    </div>
  )
}

function OfferFigure({ offer, busy, onFinish }: Omit<OfferStepProps, 'offer'> & { offer: Extract<Offer, { kind: 'offer' }> }) {
  return (
    <>
      <p className="text-lg text-gray-900">
        Your car is worth <strong data-testid="valuation-range">{formatCurrency(offer.low)} – {formatCurrency(offer.high)}</strong>, our offer{' '}
        <strong className="text-2xl" data-testid="valuation-offer-price">{formatCurrency(offer.offer)}</strong>
      </p>
      <p className="text-sm text-gray-800">
        This offer is indicative only and subject to an inspection of your car; the final price may differ if its condition or details are not as described.
      </p>
      {offer.underFinance ? (
        <p className="text-sm text-gray-800" data-testid="valuation-finance-note">
          Your car is under finance: bring a letter from your finance institution stating the outstanding balance. We pay the offer to the institution first, and any surplus goes to you by direct credit.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={BUTTON_CLASS} disabled={busy} onClick={() => onFinish(true)}>Accept the offer</button>
        <button type="button" className={SECONDARY_BUTTON_CLASS} disabled={busy} onClick={() => onFinish(false)}>Ask to be contacted</button>
      </div>
    </>
  )
}
