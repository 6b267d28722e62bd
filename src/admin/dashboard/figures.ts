/**
 * What the admin's first screen says about a site: new leads today and this
 * week by kind, leads not yet delivered, cars added and sold this week, drafts waiting, offers
 * ending soon, and for platform admins the search index against the database. Counts only (one
 * `count` query per figure), read with the viewer's own access. "Today" and "this week" are the
 * site's own (its zone, src/rules/leadTimes.ts), whatever the zone of the server or the viewer.
 */
import type { Payload, Where } from 'payload'
import type { Site, User } from '@/payload-types'
import { startOfDayIn, startOfWeekIn } from '../dates'
import { getSearchIndex } from '@/search/provider'
import { siteTimeZone } from '@/rules/leadTimes'

export interface SiteFigures {
  site: Pick<Site, 'id' | 'name' | 'slug'> & { domains?: Site['domains']; defaultState?: Site['defaultState'] }
  leadsToday: number
  leadsThisWeek: number
  leadsThisWeekByKind: { kind: string; count: number }[]
  /** Issue 35 §4: this week's leads by where they came from (src/rules/leadSource.ts); null source: not recorded. */
  leadsThisWeekBySource: { source: string | null; count: number }[]
  undelivered: number
  failedThisWeek: number
  carsAddedThisWeek: number
  carsSoldThisWeek: number
  drafts: { pages: number; posts: number }
  offersEndingSoon: { id: number; name: string; validUntil: string }[]
  /** Platform admins: the site's cars in the search index, against the site's cars in the database (every car on both sides). */
  index?: { indexed: number | null; stored: number }
}

const OFFER_ENDING_DAYS = 14

type Viewer = { user: User; overrideAccess: false }

async function count(payload: Payload, collection: 'leads' | 'vehicles' | 'pages' | 'posts', where: Where, viewer: Viewer): Promise<number> {
  const { totalDocs } = await payload.count({ collection, where, ...viewer })
  return totalDocs
}

async function indexedCars(payload: Payload, siteId: number): Promise<number | null> {
  try {
    const index = getSearchIndex(payload)
    const answer = await index.multiSearch([{ indexName: index.name, params: new URLSearchParams({ query: "", hitsPerPage: "0", filters: `site_id=${siteId}` }).toString() }])
    const first = answer.results[0] as { nbHits?: number } | undefined
    return typeof first?.nbHits === 'number' ? first.nbHits : null
  } catch {
    return null
  }
}

export async function siteFigures(
  payload: Payload,
  site: SiteFigures['site'],
  user: User,
  options: { now?: Date; withHealth?: boolean } = {},
): Promise<SiteFigures> {
  const now = options.now ?? new Date()
  const timeZone = siteTimeZone(site)
  const viewer: Viewer = { user, overrideAccess: false }
  const bySite = { site: { equals: site.id } }
  const today = startOfDayIn(timeZone, now).toISOString()
  const week = startOfWeekIn(timeZone, now)
  const weekIso = week.toISOString()
  const since = (from: string): Where => ({ and: [bySite, { createdAt: { greater_than_equal: from } }] })
  const soon = new Date(now.getTime() + OFFER_ENDING_DAYS * 86_400_000).toISOString()

  const [leadsToday, leadsThisWeek, weekLeads, undelivered, failedThisWeek, carsAddedThisWeek, carsSoldThisWeek, pages, posts, offers, index] = await Promise.all([
    count(payload, 'leads', since(today), viewer),
    count(payload, 'leads', since(weekIso), viewer),
    payload.find({ collection: 'leads', where: since(weekIso), pagination: false, depth: 0, select: { kind: true, lead_source: true }, ...viewer }),
    count(payload, 'leads', { and: [bySite, { delivery_status: { not_equals: 'delivered' } }] }, viewer),
    count(payload, 'leads', { and: [bySite, { delivery_status: { equals: 'failed' } }, { createdAt: { greater_than_equal: weekIso } }] }, viewer),
    count(payload, 'vehicles', { and: [bySite, { createdAt: { greater_than_equal: weekIso } }] }, viewer),
    count(payload, 'vehicles', { and: [bySite, { status: { equals: 'sold' } }, { sold_date_timestamp: { greater_than_equal: Math.floor(week.getTime() / 1000) } }] }, viewer),
    count(payload, 'pages', { and: [bySite, { _status: { equals: 'draft' } }] }, viewer),
    count(payload, 'posts', { and: [bySite, { _status: { equals: 'draft' } }] }, viewer),
    payload.find({
      collection: 'offers',
      where: { and: [{ sites: { in: [site.id] } }, { _status: { equals: 'published' } }, { validUntil: { greater_than_equal: today } }, { validUntil: { less_than_equal: soon } }] },
      sort: 'validUntil',
      limit: 5,
      depth: 0,
      ...viewer,
    }),
    options.withHealth
      ? // Every car of the site on both sides: the index holds hidden and sold cars too (indexHealth.ts).
        Promise.all([indexedCars(payload, site.id), payload.count({ collection: 'vehicles', where: bySite, overrideAccess: true })]).then(
          ([indexed, stored]) => ({ indexed, stored: stored.totalDocs }),
        )
      : Promise.resolve(undefined),
  ])
  const kinds = new Map<string, number>()
  const sources = new Map<string | null, number>()
  for (const lead of weekLeads.docs as { kind?: string | null; lead_source?: string | null }[]) {
    kinds.set(lead.kind ?? 'enquiry', (kinds.get(lead.kind ?? 'enquiry') ?? 0) + 1)
    const source = lead.lead_source || null
    sources.set(source, (sources.get(source) ?? 0) + 1)
  }
  return {
    site,
    leadsToday,
    leadsThisWeek,
    leadsThisWeekByKind: [...kinds].map(([kind, n]) => ({ kind, count: n })).sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind)),
    leadsThisWeekBySource: [...sources].map(([source, n]) => ({ source, count: n })).sort((a, b) => b.count - a.count || (a.source ?? '~').localeCompare(b.source ?? '~')),
    undelivered,
    failedThisWeek,
    carsAddedThisWeek,
    carsSoldThisWeek,
    drafts: { pages, posts },
    offersEndingSoon: (offers.docs as { id: number; name: string; validUntil?: string | null }[]).map((o) => ({ id: o.id, name: o.name, validUntil: o.validUntil ?? '' })),
    ...(index ? { index } : {}),
  }
}
