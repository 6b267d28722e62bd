/**
 * Reserve online (/cars/{slug}/checkout or /buy-online) and buy online (/checkout-journey?car_id=):
 * the car, its price, the deposit and what it means, then the steps (SPEC.md §9).
 * A car that cannot be reserved any more gets a page saying why, and that no money has moved.
 */
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { vehicleView } from '@/vehicle/vehicleView'
import { depositCents, formatCents, holdHours, isPurchasableOnline, isRefundable, reserveRefusal, MONEY_BACK_HOURS, RETURN_DAYS } from '@/rules/reservation'
import { loadCheckout } from '@/reservations/server/pageData'
import { TestModeBanner } from './TestModeBanner'
import { CheckoutFlow } from './ui/CheckoutFlow'

export async function ReservePage({ siteKey, carSegment, kind, path, confirmationPath, reservePath }: { siteKey: string; carSegment: string; kind: 'reserve' | 'buy-online'; path: string; confirmationPath: string; reservePath?: 'checkout' | 'buy-online' }) {
  const carPath = `/cars/${encodeURIComponent(carSegment)}`
  const { site, vehicle, customer, heldNotice, provider } = await loadCheckout(siteKey, carSegment, { feature: kind === 'buy-online' ? 'onlinePurchase' : 'reservation', path, back: carPath })
  if (!vehicle) notFound()
  const s = site.settings ?? {}
  // Reserve online lives at the one path the site's reservePath names (SPEC.md §2).
  if (reservePath && (s.reservePath === 'buy-online' ? 'buy-online' : 'checkout') !== reservePath) notFound()
  const now = Date.now()
  const car = vehicleView(vehicle, site, now)
  const deposit = formatCents(depositCents(s))
  const hours = holdHours(s)
  const refusal = reserveRefusal(vehicle, s) ?? (kind === 'buy-online' && !isPurchasableOnline(vehicle, s) ? 'This car cannot be bought online.' : null)
  const image = car.images[0]
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-6" data-testid={kind === 'buy-online' ? 'buy-online-page' : 'reserve-page'}>
      {provider.testMode ? <TestModeBanner /> : null}
      <h1 className="text-2xl font-bold">{kind === 'buy-online' ? `Buy the ${car.title} online` : `Reserve the ${car.title}`}</h1>
      <div className="mt-4 flex gap-4 rounded border border-gray-200 p-4">
        {image ? (
          // In a <picture>: a bare eager <img> is a preload hint that a prefetch of this page (from the car page) applies there (issue 32).
          <picture className="flex-none">
            <img src={image.src} alt="" width={160} height={120} className="h-24 w-32 flex-none rounded object-cover" />
          </picture>
        ) : null}
        <div>
          <p className="font-semibold">{car.title}</p>
          {car.subtitle ? <p className="text-gray-700">{car.subtitle}</p> : null}
          <p className="mt-1 text-lg font-bold" data-testid="checkout-price">
            {car.price.text}
          </p>
          {car.stocknum ? <p className="text-sm text-gray-700">Stock number {car.stocknum}</p> : null}
        </div>
      </div>
      {refusal ? (
        <div role="alert" className="mt-6 rounded border border-amber-300 bg-amber-50 p-4" data-testid="checkout-refused">
          <p className="font-semibold">{refusal}</p>
          <p className="mt-1">No money has moved.</p>
          <Link href={carPath} className="mt-3 inline-block font-semibold underline">
            Back to the car
          </Link>
        </div>
      ) : (
        <>
          <section aria-labelledby="what-it-means" className="mt-6">
            <h2 id="what-it-means" className="text-xl font-bold">
              What the {deposit} deposit means
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="deposit-terms">
              <li>We hold the {car.itemWord} for you for {hours} hours from your payment; nobody else can reserve it.</li>
              <li>{isRefundable(s) ? `The deposit is 100% refundable: if you do not go ahead, you get all ${deposit} back.` : 'The deposit is not refundable.'}</li>
              <li>The rest of the price is paid at the dealership.</li>
              {kind === 'buy-online' ? (
                <li>
                  Used cars bought online come with our {MONEY_BACK_HOURS}-hour money-back guarantee and {RETURN_DAYS}-day return policy (conditions at the review step).
                </li>
              ) : null}
            </ul>
          </section>
          {heldNotice ? (
            <p role="status" className="mt-6 rounded border border-amber-300 bg-amber-50 p-4 font-semibold" data-testid="checkout-held">
              {heldNotice}
            </p>
          ) : null}
          <div className="mt-6">
            <CheckoutFlow
              kind={kind}
              carSlug={car.slug}
              carTitle={car.title}
              depositText={deposit}
              provider={provider.name}
              publishableKey={provider.publishableKey}
              confirmationPath={confirmationPath}
              initialContact={{ name: customer?.name ?? '', email: customer?.email ?? '', phone: customer?.phone ?? '' }}
            />
          </div>
        </>
      )}
    </article>
  )
}
