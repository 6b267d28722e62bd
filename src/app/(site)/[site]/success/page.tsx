/** SPEC.md §2 /success: shown after a lead (enquiry, test drive, …) is submitted. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { SuccessDetails } from '@/leads/SuccessDetails'
import { SuccessPhone } from '@/leads/SuccessPhone'

type Props = { params: Promise<{ site: string }> }

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } }

export default async function SuccessPage({ params }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold md:text-4xl">Thank you</h1>
      <SuccessDetails siteSlug={site.slug} />
      <h2 className="mt-8 text-xl font-bold">What happens next</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-800">
        <li>Your details have gone straight to the {site.name} team.</li>
        <li>Someone will contact you, usually within one business day, by phone or e-mail.</li>
        <SuccessPhone siteSlug={site.slug} sitePhone={site.phone ?? null} />
      </ul>
    </div>
  )
}
