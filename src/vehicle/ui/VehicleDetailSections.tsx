/**
 * The car page's reading column below the gallery (app/(site)/[site]/cars/[slug]/page.tsx): the
 * spec groups, the dealer's comments, the site's copy sections (what's included, why buy,
 * reserve online, protect your car) and the features, each a titled section.
 */
import type { Site } from '@/payload-types'
import { FEATURES_VISIBLE, SPECS_VISIBLE } from '@/rules/specRows'
import { LazyDealerComments as DealerComments, LazyShowMoreList as ShowMoreList } from './LazyCarParts'
import { copyLines, reservationSentence } from './vehiclePageCopy'
import type { VehicleView } from '../vehicleView'

type SiteSettings = NonNullable<Site['settings']>

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-gray-200 pt-6" data-section={title}>
      <h2 id={id} className="text-xl font-bold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function Lines({ lines, list }: { lines: string[]; list?: boolean }) {
  if (list) {
    return (
      <ul className="list-disc space-y-1 pl-5 text-gray-800">
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
    )
  }
  return (
    <div className="space-y-2 text-gray-800">
      {lines.map((l, i) => (
        <p key={i}>{l}</p>
      ))}
    </div>
  )
}

/** The car's spec groups, each a definition list that shows SPECS_VISIBLE rows until expanded. */
export function SpecGroups({ car }: { car: VehicleView }) {
  return (
    <>
      {car.specGroups.map((group, gi) => (
        <section key={group.title} aria-labelledby={`spec-${gi}`} data-testid="spec-grid">
          <h2 id={`spec-${gi}`} className="text-xl font-bold">{group.title}</h2>
          <ShowMoreList
            as="dl"
            visible={SPECS_VISIBLE}
            moreLabel="Show more"
            lessLabel="Show less"
            className="mt-2"
            items={group.rows.map((r) => ({
              key: r.label,
              node: (
                <>
                  <dt className="text-gray-600">{r.label}</dt>
                  <dd className="text-right font-semibold">{r.value}</dd>
                </>
              ),
            }))}
          />
        </section>
      ))}
    </>
  )
}

/** Dealer comments, the site's copy sections and the car's features. */
export function VehicleCopySections({ car, settings }: { car: VehicleView; settings: SiteSettings }) {
  const copy = settings.vehiclePageCopy ?? {}
  const itemType = car.leadCar.item_type
  return (
    <>
      <Section id="dealer-comments" title="Dealer Comments">
        <DealerComments view={car.comments} />
      </Section>
      <Section id="whats-included" title="What's Included">
        <Lines lines={copyLines(copy.whatsIncluded, 'whatsIncluded', itemType)} list />
      </Section>
      <Section id="why-buy" title="Why Buy From Us?">
        <Lines lines={copyLines(copy.whyBuyFromUs, 'whyBuyFromUs', itemType)} list />
      </Section>
      <Section id="reserve-online" title="Reserve Online">
        <p className="font-semibold text-gray-900" data-testid="reserve-sentence">{reservationSentence(settings, car.itemWord)}</p>
        <div className="mt-2">
          <Lines lines={copyLines(copy.reserveOnline, 'reserveOnline', itemType)} />
        </div>
      </Section>
      <Section id="protect" title="Protect Your Car">
        <Lines lines={copyLines(copy.protectYourCar, 'protectYourCar', itemType)} list />
      </Section>
      {car.features.length > 0 ? (
        <Section id="features" title="Features">
          <ShowMoreList
            visible={FEATURES_VISIBLE}
            moreLabel="Show all features"
            lessLabel="Show fewer features"
            className="grid gap-x-6 gap-y-1 sm:grid-cols-2"
            testId="features"
            items={car.features.map((f, i) => ({ key: `${i}-${f}`, node: <span className="text-gray-800">{f}</span> }))}
          />
        </Section>
      ) : null}
    </>
  )
}
