import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { getDealerships, getManufacturerBySlug, getMenu, getPosts, getSite, getSoldModels, getStockCounts } from '@/data'
import { brandMakes, brandPagePath, brandPagesEnabled } from '@/rules/modelPage'
import { siteThemeStyle } from '@/site/theme'
import { iconColours } from '@/rules/siteIcon'
import { iconHref } from '@/icons/manifest'
import { menuLinks, withBlogLink } from '@/shell/navigation'
import { withoutEmptyStockLinks } from '@/rules/stockLinks'
import { SiteHeader } from '@/shell/SiteHeader'
import { SiteFooter } from '@/shell/SiteFooter'
import { Toaster } from '@/components/toast/Toaster'
import { HydrationMarker } from '@/components/HydrationMarker'
import { HydrateLater } from '@/components/HydrateLater'
import { metadataBaseFor } from '@/seo/canonical'
import { siteOrigin } from '@/seo/siteOrigin'
import { ShopperSessionProvider } from '@/components/shopper/ShopperSession'
import { ShopperExtras } from '@/accounts/ShopperExtras'
import { VitalsBeacon } from '@/vitals/VitalsBeacon'
import { CarViewBeacon } from '@/vitals/CarViewBeacon'
import { sampleRate } from '@/rules/webVitals'
import { LeadSourceTracker } from '@/forms/ui/LeadSourceTracker'
import { leadSourceVisitMinutes } from '@/rules/leadSource'

type Props = { children: React.ReactNode; params: Promise<{ site: string }> }

/**
 * Shopper pages are the same for every visitor: each is rendered once per site (the [site]
 * segment the proxy rewrites the Host into) and path, then served from Next's cache with
 * `s-maxage` + `stale-while-revalidate`, until a Payload hook expires the site's tags. Time rules
 * that the server applies (offer dates, opening hours, sold days) are re-checked at least every
 * `revalidate` seconds; per-visitor parts render in the browser. Draft mode renders per request.
 */
export const revalidate = 300

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const site = await getSite((await params).site)
  if (!site) return { title: 'Page not found' }
  return {
    // Canonical and Open Graph paths resolve against the site's own origin (src/seo/canonical.ts).
    metadataBase: metadataBaseFor(siteOrigin(site)),
    title: { default: site.name, template: `%s | ${site.name}` },
    // The site's own icons and manifest (src/icons), versioned by its branding.
    icons: {
      icon: [
        { url: iconHref('favicon.ico', site), sizes: '16x16 32x32 48x48' },
        { url: iconHref('icon-32.png', site), type: 'image/png', sizes: '32x32' },
        { url: iconHref('icon-192.png', site), type: 'image/png', sizes: '192x192' },
      ],
      apple: [{ url: iconHref('apple-touch-icon.png', site), sizes: '180x180' }],
    },
    manifest: iconHref('manifest.webmanifest', site),
  }
}

/** The browser's toolbar takes the site's primary colour, as its header does. */
export async function generateViewport({ params }: { params: Promise<{ site: string }> }): Promise<Viewport> {
  const site = await getSite((await params).site)
  return site ? { themeColor: iconColours(site.branding).background } : {}
}

export default async function SiteLayout({ children, params }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const [dealerships, header, footer, posts, stock] = await Promise.all([
    getDealerships(site.id),
    getMenu(site.id, 'header'),
    getMenu(site.id, 'footer'),
    getPosts(site.id),
    getStockCounts(site),
  ])
  // Issue 32: a stock-type link (New cars, Used cars, Caravans, ...) whose list is empty is not shown.
  const nav = withBlogLink(withoutEmptyStockLinks(menuLinks(header), stock), posts.length > 0, site.settings?.blog)
  // "Our brands" in the footer: a logo link to each brand page, when the site has brand pages.
  const brands = brandPagesEnabled(site)
    ? await Promise.all(brandMakes(await getSoldModels(site)).map(async (b) => ({ make: b.make, href: brandPagePath(b), logo: (await getManufacturerBySlug(b.makeSlug))?.logo?.url ?? null })))
    : []
  return (
    <div style={siteThemeStyle(site) as React.CSSProperties} data-site={site.slug} className="flex min-h-screen flex-col">
      <HydrationMarker />
      <a href="#main" className="skip-link">Skip to content</a>
      <Toaster>
        <ShopperSessionProvider enabled={site.settings?.shopperAccounts === true} gatedRoutes={site.settings?.gatedRoutes ?? []}>
          <SiteHeader site={site} nav={nav} />
          <main id="main" className="flex-1">
            <HydrateLater>{children}</HydrateLater>
          </main>
          <HydrateLater>
            <SiteFooter site={site} dealerships={dealerships} links={withoutEmptyStockLinks(menuLinks(footer, []), stock)} brands={brands} />
          </HydrateLater>
          {/* The compare tray and favourites sync, loaded once the shopper has a compare list or a session. */}
          <ShopperExtras siteSlug={site.slug} />
          {/* Real-user vitals of a share of page views (VITALS_SAMPLE_RATE, default all). */}
          <VitalsBeacon rate={sampleRate(process.env.VITALS_SAMPLE_RATE)} />
          {/* Where the shopper came from, kept in their browser for the visit and sent with each lead (issue 35 §4). */}
          {site.settings?.leadSourceTracking !== false ? <LeadSourceTracker visitMinutes={leadSourceVisitMinutes(process.env.LEAD_SOURCE_VISIT_MINUTES)} /> : null}
          {/* Every car page view, unsampled, counted for the dealer's per-car insight (issue 35). */}
          <CarViewBeacon />
        </ShopperSessionProvider>
      </Toaster>
    </div>
  )
}
