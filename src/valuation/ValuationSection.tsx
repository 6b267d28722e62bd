/**
 * The trade-in valuation on a page: its heading and intro and the flow, with the
 * manual make/model lists and the car being bought read on the server. Nothing on sites with
 * valuation off (sites.settings.valuationEnabled).
 */
import type { Site } from '@/payload-types'
import { getValuationCar, getValuationCatalogue } from '@/data/valuation'
import type { ValuationMode } from '@/valuation/server/schemas'
import { LazyValuationFlow } from './ui/LazyValuationFlow'

export function valuationOn(site: Site): boolean {
  return site.settings?.valuationEnabled !== false
}

export async function ValuationSection({ site, mode, carId, heading, intro, headingLevel = 2 }: { site: Site; mode: ValuationMode; carId?: string; heading?: string | null; intro?: string | null; headingLevel?: 1 | 2 }) {
  if (!valuationOn(site)) return null
  const [catalogue, car] = await Promise.all([getValuationCatalogue(site.id), getValuationCar(site, carId)])
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div className="mx-auto max-w-5xl px-4 py-8" data-testid="valuation-section">
      {heading ? <Heading className={headingLevel === 1 ? 'text-3xl font-bold md:text-4xl' : 'text-2xl font-bold md:text-3xl'}>{heading}</Heading> : null}
      {intro ? <p className="mt-2 mb-6 text-gray-800">{intro}</p> : null}
      <LazyValuationFlow
        siteSlug={site.slug}
        captcha={site.settings?.captchaEnabled !== false}
        mode={mode}
        defaultState={site.defaultState ?? undefined}
        catalogue={catalogue}
        currentYear={new Date().getFullYear()}
        car={car}
      />
    </div>
  )
}
