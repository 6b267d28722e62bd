/**
 * A special offer card (SPEC.md §2 Offers, §4 Offer text): image, name, description and
 * disclaimer (over 200 characters start collapsed with View more / View less; always expanded
 * when the site says so), a link to the offer page and "Explore model".
 */
import Link from 'next/link'
import type { Offer, Site } from '@/payload-types'
import { offerTextView } from '@/rules/offerText'
import { SafeImage } from '@/components/SafeImage'
import { LazyExpandableText as ExpandableText } from '@/components/ui/LazyExpandableText'
import { Heading, type HeadingLevel } from '@/components/ui/Heading'
import { isExternalHref } from '@/lib/links'
import { offerHref } from '@/rules/offerHref'
import { exploreModelHref, offerImage } from '@/rules/offers'
import type { ModelCandidate } from '@/rules/modelPage'

export interface OfferCardProps {
  offer: Offer
  site: Pick<Site, 'manufacturerName' | 'settings'>
  headingLevel?: HeadingLevel
  className?: string
  /** The models the site sells: "Explore model" opens their model page (src/data/models.ts#getSoldModels). */
  soldModels?: readonly ModelCandidate[]
}

const SECONDARY_LINK =
  'inline-flex items-center justify-center rounded border border-gray-400 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100'

export function OfferCard({ offer, site, headingLevel = 3, className, soldModels }: OfferCardProps) {
  const alwaysExpanded = Boolean(site.settings?.offersAlwaysExpanded)
  const description = offerTextView(offer.description, 'description', { alwaysExpanded })
  const disclaimer = offerTextView(offer.disclaimer, 'disclaimer', { alwaysExpanded })
  const image = offerImage(offer)
  const href = offerHref(offer, site)
  const model = exploreModelHref(offer, soldModels)
  const modelExternal = model ? isExternalHref(model) : false
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white text-gray-900 shadow-sm ${className ?? ''}`}
      data-offer-card=""
      data-offer-id={String(offer.id)}
    >
      <div className="aspect-[16/9] bg-gray-100">
        <SafeImage src={image.src} alt={image.alt} className="h-full w-full object-cover" width={800} height={450} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading level={headingLevel} className="text-xl font-bold">
          <Link href={href} className="hover:underline">
            {offer.name}
          </Link>
        </Heading>
        <ExpandableText {...description} toggleContext={`description of ${offer.name}`} className="text-gray-800" />
        <ExpandableText
          {...disclaimer}
          toggleContext={`disclaimer of ${offer.name}`}
          className="text-xs text-gray-700"
          buttonClassName="text-gray-900"
        />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            href={href}
            className="inline-flex items-center justify-center rounded bg-brand px-4 py-2 text-sm font-semibold text-on-brand hover:opacity-90"
          >
            View offer<span className="sr-only">: {offer.name}</span>
          </Link>
          {model && modelExternal ? (
            <a href={model} target="_blank" rel="noopener noreferrer" className={SECONDARY_LINK}>
              Explore model<span className="sr-only">: {offer.model?.name || offer.name} (opens in a new tab)</span>
            </a>
          ) : model ? (
            <Link href={model} className={SECONDARY_LINK}>
              Explore model<span className="sr-only">: {offer.model?.name || offer.name}</span>
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  )
}
