/**
 * The admin's first screen: for each of the viewer's sites, what happened and
 * what to do now, with links into the lists behind each figure. Platform admins see every site
 * and its health (search index against the database, failed deliveries). Each site's "today" and
 * "this week" are counted in the site's own zone (issue 32). A server component placed before
 * Payload's collection cards (`admin.components.beforeDashboard`).
 */
import type { ServerProps } from 'payload'
import type { Site, User } from '@/payload-types'
import { isPlatformAdminUser, userSiteIds } from '@/access/roles'
import { siteOrigin } from '@/preview/livePreviewUrl'
import { startOfDayIn, startOfWeekIn } from '../dates'
import { siteTimeZone, zoneName } from '@/rules/leadTimes'
import { siteFigures, type SiteFigures } from './figures'
import { siteVitals } from './vitals'
import { VitalsPanel } from './VitalsPanel'
import { indexHealth } from './indexHealth'
import { ExpiredTagsNotice } from './ExpiredTagsNotice'
import { expiredTags, type ExpiredTags } from './expiredTags'
import { PLACELESS_SHOWN, placelessCars, placelessText, type PlacelessCars } from './placelessCars'
import type { VitalsLine } from '@/rules/webVitals'
import { EmptyListLinksNotice } from './EmptyListLinksNotice'
import { emptyListLinks, type EmptyListLinks } from './emptyListLinks'
import { FeedReportPanel } from './FeedReportPanel'
import { siteFeedReport, type FeedReport } from '@/feeds/feedReport'
import { AttentionPanel } from './AttentionPanel'
import { carsGettingAttentionOf, type AttentionCar } from '@/insight/carInsightReport'
import { adminListHref as list } from './adminListHref'
import { LeadsThisWeek } from './LeadsThisWeek'
import { OffersEndingSoon } from './OffersEndingSoon'

const card: React.CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'var(--base)', marginBottom: 'var(--base)' }
const grid: React.CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: 'calc(var(--base) * 0.75)', margin: 'calc(var(--base) * 0.75) 0 0', padding: 0, listStyle: 'none' }

function Figure({ label, value, href, testId }: { label: string; value: number | string; href?: string; testId?: string }) {
  const body = (
    <>
      <span style={{ display: 'block', fontSize: '1.75rem', fontWeight: 700 }}>{value}</span>
      <span>{label}</span>
    </>
  )
  return <li data-testid={testId}>{href ? <a href={href}>{body}</a> : body}</li>
}

/** Cars with no location: a shopper could not see them anywhere (issue 32); staff give them one. */
function PlacelessNotice({ placeless, siteId }: { placeless: PlacelessCars; siteId: string }) {
  if (placeless.count === 0) return null
  const all = list('vehicles', [['site', 'equals', siteId], ['location', 'exists', 'false'], ['status', 'not_equals', 'sold']])
  return (
    <div style={{ marginTop: 'var(--base)' }} data-testid="placeless-cars" role="status">
      <p style={{ margin: 0, fontWeight: 600 }}>
        <a href={all}>{placelessText(placeless.count)}</a>: give each a location (or give the dealership one and import again) so shoppers can see where it is.
      </p>
      <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
        {placeless.cars.map((car) => (
          <li key={car.id}>
            <a href={`/admin/collections/vehicles/${car.id}`}>{car.name}</a>
          </li>
        ))}
        {placeless.count > PLACELESS_SHOWN ? (
          <li>
            <a href={all}>and {placeless.count - PLACELESS_SHOWN} more</a>
          </li>
        ) : null}
      </ul>
    </div>
  )
}

type PanelProps = { figures: SiteFigures; vitals: VitalsLine[]; placeless: PlacelessCars; emptyLinks: EmptyListLinks; expired: ExpiredTags; feeds: FeedReport | null; attention: AttentionCar[]; now: Date; platform: boolean }

function SitePanel({ figures, vitals, placeless, emptyLinks, expired, feeds, attention, now, platform }: PanelProps) {
  const { site } = figures
  const timeZone = siteTimeZone(site)
  const siteId = String(site.id)
  const today = startOfDayIn(timeZone, now).toISOString()
  const week = startOfWeekIn(timeZone, now).toISOString()
  const leadsSince = (from: string) => list('leads', [['site', 'equals', siteId], ['createdAt', 'greater_than_equal', from]])
  const drafts = figures.drafts.pages + figures.drafts.posts
  return (
    <section style={card} aria-labelledby={`site-${siteId}`} data-testid="dashboard-site">
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: '1rem', flexWrap: 'wrap', alignItems: 'baseline' }}>
        <h2 id={`site-${siteId}`} style={{ margin: 0 }}>
          {site.name}
        </h2>
        <a href={siteOrigin(site)} target="_blank" rel="noreferrer" data-testid="view-site">
          View site
        </a>
      </div>
      <p style={{ margin: '0.25rem 0 0', color: 'var(--theme-elevation-600)' }} data-testid="site-zone">
        Today and this week in {zoneName(timeZone, now)}
      </p>
      <ul style={grid}>
        <Figure label="New leads today" value={figures.leadsToday} href={leadsSince(today)} testId="leads-today" />
        <Figure label="New leads this week" value={figures.leadsThisWeek} href={leadsSince(week)} testId="leads-week" />
        <Figure label="Leads not yet delivered" value={figures.undelivered} href={list('leads', [['site', 'equals', siteId], ['delivery_status', 'not_equals', 'delivered']])} testId="leads-undelivered" />
        <Figure label="Cars added this week" value={figures.carsAddedThisWeek} href={list('vehicles', [['site', 'equals', siteId], ['createdAt', 'greater_than_equal', week]])} />
        <Figure label="Cars sold this week" value={figures.carsSoldThisWeek} />
        <Figure label="Drafts to publish" value={drafts} href={list('pages', [['site', 'equals', siteId], ['_status', 'equals', 'draft']])} testId="drafts" />
      </ul>
      <LeadsThisWeek figures={figures} siteId={siteId} week={week} />
      <OffersEndingSoon offers={figures.offersEndingSoon} timeZone={timeZone} />
      <PlacelessNotice placeless={placeless} siteId={siteId} />
      <EmptyListLinksNotice found={emptyLinks} />
      <ExpiredTagsNotice found={expired} siteId={siteId} />
      <AttentionPanel cars={attention} />
      <FeedReportPanel report={feeds} siteId={siteId} />
      <VitalsPanel lines={vitals} siteId={siteId} />
      {platform && figures.index ? (
        <p style={{ margin: 'var(--base) 0 0' }} data-testid="site-health">
          {indexHealth(figures.index).text}
          {' · '}Failed deliveries this week: {figures.failedThisWeek}
        </p>
      ) : null}
    </section>
  )
}

export async function Dashboard({ payload, user }: ServerProps) {
  if (!user || (user as { collection?: string }).collection !== 'users') return null
  const staff = user as User
  const platform = isPlatformAdminUser(staff)
  const ids = userSiteIds(staff)
  const sites = await payload.find({
    collection: 'sites',
    where: platform ? {} : { id: { in: ids.length > 0 ? ids : [-1] } },
    sort: 'name',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const now = new Date()
  const [figures, vitals, placeless, emptyLinks, expired, feeds, attention] = await Promise.all([
    Promise.all((sites.docs as Site[]).map((site) => siteFigures(payload, { id: site.id, name: site.name, slug: site.slug, domains: site.domains, defaultState: site.defaultState }, staff, { now, withHealth: platform }))),
    // Real-user vitals, read with the viewer's access like every figure.
    Promise.all((sites.docs as Site[]).map((site) => siteVitals(payload, site.id, staff, now))),
    Promise.all((sites.docs as Site[]).map((site) => placelessCars(payload, site.id, staff))),
    // Typed links that lead shoppers to an empty stock list (issue 32).
    Promise.all((sites.docs as Site[]).map((site) => emptyListLinks(payload, site))),
    // Custom tags whose date has passed (issue 32).
    Promise.all((sites.docs as Site[]).map((site) => expiredTags(payload, site.id, staff, now))),
    // Listing feeds: what is in them and which cars are left out, why (issue 35).
    Promise.all((sites.docs as Site[]).map((site) => siteFeedReport(site, staff))),
    // The most viewed cars of the week without a lead (issue 35).
    Promise.all((sites.docs as Site[]).map((site) => carsGettingAttentionOf(payload, site.id, staff, now))),
  ])
  return (
    <div data-testid="dashboard" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '1rem', flexWrap: 'wrap' }}>
        <h1 style={{ marginTop: 0 }}>{platform ? 'Every site today' : figures.length === 1 ? `${figures[0]!.site.name} today` : 'Your sites today'}</h1>
        {platform ? <a href="/admin/new-dealer">Add a dealer</a> : null}
      </div>
      {figures.length === 0 ? <p>You have no site yet. Ask a platform admin to add you to one.</p> : null}
      {figures.map((f, i) => (
        <SitePanel key={f.site.id} figures={f} vitals={vitals[i] ?? []} placeless={placeless[i] ?? { count: 0, cars: [] }} emptyLinks={emptyLinks[i] ?? { count: 0, links: [] }} expired={expired[i] ?? { count: 0, cars: [] }} feeds={feeds[i] ?? null} attention={attention[i] ?? []} now={now} platform={platform} />
      ))}
    </div>
  )
}
