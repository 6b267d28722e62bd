/**
 * A lead form route (/book-test-drive, /service, /pages/book-a-service, /sell-my-car, the finance
 * paths): the site's editor page at that path when it has one (editors stay in charge; they can
 * place a Form block on it), otherwise a page with the built-in form.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { LeadFormKind } from '@/forms/schemas'
import { getSite } from '@/data'
import { ContentPage, contentPageMetadata, loadContentPage } from './contentPage'
import { leadFormSite } from '@/leads/leadFormSite'
import { LeadForm } from '@/leads/LeadForm'

export interface LeadFormRoute {
  /** The editor page slug that takes over this path, or null when no editor page can. */
  slug: string | null
  kind: LeadFormKind
  title: string
  intro: string
  department?: 'sales' | 'service' | 'parts'
  testDriveOnly?: boolean
}

type Params = { params: Promise<{ site: string }> }

export function leadFormRouteMetadata(route: LeadFormRoute) {
  return async ({ params }: Params): Promise<Metadata> => {
    const site = await getSite((await params).site)
    if (!site) return { title: 'Page not found' }
    const page = route.slug ? await loadContentPage(site, route.slug) : null
    return page ? contentPageMetadata(page.page) : { title: route.title, description: route.intro }
  }
}

export function leadFormRoutePage(route: LeadFormRoute) {
  return async function LeadFormRoutePage({ params }: Params) {
    const site = await getSite((await params).site)
    if (!site) notFound()
    const editorPage = route.slug ? await loadContentPage(site, route.slug) : null
    if (editorPage) return <ContentPage site={site} page={editorPage.page} previewing={false} showTitle />
    const formSite = await leadFormSite(site)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold md:text-4xl">{route.title}</h1>
        <p className="mt-2 text-gray-800">{route.intro}</p>
        <div className="mt-8 rounded-lg border border-gray-300 bg-white p-5 sm:p-6">
          <LeadForm kind={route.kind} site={formSite} department={route.department} testDriveOnly={route.testDriveOnly} />
        </div>
      </div>
    )
  }
}
