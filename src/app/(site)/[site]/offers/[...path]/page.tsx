/**
 * A single offer: `/offers/{id}`, or `/offers/{manufacturer-slug}/{id}` when the site has no
 * single manufacturer and the offer has one (SPEC.md §2). The other form redirects to the
 * canonical one; an offer the site does not show (excluded, or another make's: src/data getOffers)
 * answers 404. Full description, no enquire button.
 */
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, permanentRedirect } from 'next/navigation'
import { getOffers, getSite, getSoldModels } from '@/data'
import { offerHref } from '@/rules/offerHref'
import { exploreModelHref, isOfferCurrent, offerImage } from '@/rules/offers'
import { SafeImage } from '@/components/SafeImage'
import { canonicalFor } from '@/seo/canonical'

type Props = { params: Promise<{ site: string; path: string[] }> }

// Rendered once per site and path on first visit, then served from Next's cache until a Payload
// hook expires the site's tags (src/cache/revalidate.ts) or `revalidate` (the layout) passes.
export function generateStaticParams() {
  return []
}

async function load({ params }: Props) {
  const { site: key, path } = await params
  if (path.length < 1 || path.length > 2) return null
  const id = decodeURIComponent(path[path.length - 1])
  if (!/^\d+$/.test(id)) return null
  const site = await getSite(key)
  if (!site) return null
  // Only an offer this site shows (targeting, makes, exclusion): any other answers 404.
  const offer = (await getOffers(site)).find((o) => String(o.id) === id)
  if (!offer || !isOfferCurrent(offer, new Date())) return null
  return { site, offer, path }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props)
  if (!data) return { title: 'Offer not found' }
  return { title: data.offer.name, description: data.offer.description?.slice(0, 160), alternates: canonicalFor(offerHref(data.offer, data.site)) }
}

export default async function OfferPage(props: Props) {
  const data = await load(props)
  if (!data) notFound()
  const { site, offer, path } = data
  const canonical = offerHref(offer, site)
  if (`/offers/${path.map(decodeURIComponent).join('/')}` !== decodeURIComponent(canonical)) permanentRedirect(canonical)
  const image = offerImage(offer)
  const explore = exploreModelHref(offer, await getSoldModels(site))
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm"><Link href="/special-offers" className="underline">All special offers</Link></p>
      <h1 className="mt-2 text-3xl font-bold md:text-4xl">{offer.name}</h1>
      <SafeImage src={image.src} alt={image.alt} className="mt-6 aspect-video w-full rounded-lg object-cover" loading="eager" />
      <div className="mt-6 space-y-4 text-lg text-gray-800" data-testid="offer-description">
        {(offer.description ?? '').split(/\n\s*\n/).map((para, i) => (
          <p key={i} className="whitespace-pre-line">{para}</p>
        ))}
      </div>
      {explore ? (
        <p className="mt-6">
          <Link href={explore} className="inline-block rounded bg-brand px-5 py-3 font-semibold text-on-brand">
            Explore {offer.model?.name || 'model'}
          </Link>
        </p>
      ) : null}
      {offer.disclaimer ? <p className="mt-8 border-t border-gray-200 pt-4 text-sm text-gray-600">{offer.disclaimer}</p> : null}
    </article>
  )
}
