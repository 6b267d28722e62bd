/**
 * Where a lead came from (issue 35 §4): the landing's utm_* tags, ad click ids (gclid, fbclid,
 * msclkid) and the referrer, kept in the shopper's browser for the visit as a first and a last
 * touch (src/forms/ui/leadSourceStore.ts), sent with every lead kind and classified
 * here into one of a few channels staff read ("Source: Google Ads").
 *
 * Pure: no browser and no server. The server validates what the browser sends with
 * `leadTouchesSchema` (bounded strings, no unknown keys: junk is a 400, never stored).
 */
import { z } from '@/lib/zod'
import { intSetting } from '@/lib/intSetting'

/** The channels a lead is counted under (the lead's "Source", the dashboard's rows). */
export type LeadSourceLabel = 'Google Ads' | 'Facebook' | 'Microsoft Ads' | 'Other paid' | 'Email' | 'Social' | 'Organic search' | 'Referral' | 'Other campaign' | 'Direct'

/** One touch: what the landing URL and referrer said when the shopper arrived. */
export type LeadTouch = {
  utm_source?: string
  utm_medium?: string
  utm_campaign?: string
  utm_term?: string
  utm_content?: string
  gclid?: string
  fbclid?: string
  msclkid?: string
  /** The external page the shopper came from (origin and path, no query). */
  referrer?: string
  /** The site path the shopper landed on (no query). */
  landing_path?: string
  /** When (ISO 8601). */
  at?: string
}

export type LeadTouches = { first: LeadTouch; last: LeadTouch }

const TRACKING_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'msclkid'] as const
type TrackingParam = (typeof TRACKING_PARAMS)[number]

/** Bounds of a touch's values: a campaign tag is short; a click id is at most a few hundred characters. */
const TOUCH_LIMITS = { tag: 200, clickId: 500, url: 500 } as const

const bounded = (max: number, what: string) => z.string({ error: `${what} must be text.` }).max(max, `${what} is too long (at most ${max} characters).`).optional()

const touchSchema = z.strictObject(
  {
    utm_source: bounded(TOUCH_LIMITS.tag, 'utm_source'),
    utm_medium: bounded(TOUCH_LIMITS.tag, 'utm_medium'),
    utm_campaign: bounded(TOUCH_LIMITS.tag, 'utm_campaign'),
    utm_term: bounded(TOUCH_LIMITS.tag, 'utm_term'),
    utm_content: bounded(TOUCH_LIMITS.tag, 'utm_content'),
    gclid: bounded(TOUCH_LIMITS.clickId, 'gclid'),
    fbclid: bounded(TOUCH_LIMITS.clickId, 'fbclid'),
    msclkid: bounded(TOUCH_LIMITS.clickId, 'msclkid'),
    referrer: bounded(TOUCH_LIMITS.url, 'The referrer'),
    landing_path: bounded(TOUCH_LIMITS.url, 'The landing path'),
    at: z.iso.datetime({ offset: true, error: 'The touch time must be an ISO 8601 time.' }).optional(),
  },
  { error: 'The lead source has an unknown part.' },
)

/** What a lead submission may carry as `lead_source`: both touches, each bounded. */
export const leadTouchesSchema = z.strictObject({ first: touchSchema, last: touchSchema }, { error: 'The lead source must be the first and last touch.' })

const clean = (value: string | null | undefined, max: number): string | undefined => {
  const v = (value ?? '').trim()
  return v ? v.slice(0, max) : undefined
}

/** A referrer as origin and path (no query, no fragment), or undefined for none or an unreadable one. */
function referrerOf(referrer: string | null | undefined): URL | undefined {
  if (!referrer) return undefined
  try {
    const url = new URL(referrer)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * The touch a page load makes, or null when it says nothing new (no tags, no click id, and no
 * referrer from another host): a move inside the site, a reload.
 */
export function touchFromLanding(landing: string, referrer: string | null | undefined, at: Date): LeadTouch | null {
  let url: URL
  try {
    url = new URL(landing)
  } catch {
    return null
  }
  const touch: LeadTouch = {}
  for (const param of TRACKING_PARAMS) {
    const value = clean(url.searchParams.get(param), param.startsWith('utm_') ? TOUCH_LIMITS.tag : TOUCH_LIMITS.clickId)
    if (value) touch[param as TrackingParam] = value
  }
  const from = referrerOf(referrer)
  if (from && from.host !== url.host) touch.referrer = clean(`${from.origin}${from.pathname}`, TOUCH_LIMITS.url)
  if (Object.keys(touch).length === 0) return null
  return { ...touch, landing_path: clean(url.pathname, TOUCH_LIMITS.url), at: at.toISOString() }
}

/** A direct visit's touch: no tags, no referrer. */
function directTouch(landingPath: string, at: Date): LeadTouch {
  return { landing_path: clean(landingPath, TOUCH_LIMITS.url), at: at.toISOString() }
}

/**
 * The visit's touches after a page load: the first touch stays for the visit; the last is the
 * newest landing that said something (tags, click id, external referrer). A visit starts direct
 * when its first page says nothing.
 */
export function nextTouches(current: LeadTouches | null, landed: LeadTouch | null, landingPath: string, at: Date): LeadTouches {
  if (!current) {
    const first = landed ?? directTouch(landingPath, at)
    return { first, last: first }
  }
  return landed ? { first: current.first, last: landed } : current
}

const lower = (v: string | undefined) => (v ?? '').trim().toLowerCase()

const SEARCH_ENGINES = /(^|\.)(google|bing|yahoo|duckduckgo|ecosia|baidu|yandex|search\.brave|startpage)\./
const FACEBOOK = /(^|\.)(facebook|fb|instagram|messenger)\.(com|me)$/
const SOCIAL = /(^|\.)(t\.co|twitter\.com|x\.com|linkedin\.com|lnkd\.in|tiktok\.com|youtube\.com|reddit\.com|pinterest\.com|threads\.net)$/
const WEBMAIL = /(^|\.)(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|mail\.yahoo\.com)$/
const PAID_MEDIA = new Set(['cpc', 'ppc', 'paid', 'paidsearch', 'paid_search', 'paid-search', 'sem', 'display', 'cpm', 'paid_social', 'paidsocial', 'paid-social'])
const EMAIL_MEDIA = new Set(['email', 'e-mail', 'newsletter', 'edm'])
const SOCIAL_MEDIA = new Set(['social', 'social-network', 'social_media', 'social-media', 'sm'])
const FACEBOOK_SOURCES = new Set(['facebook', 'fb', 'instagram', 'ig', 'meta', 'messenger'])
const GOOGLE_SOURCES = new Set(['google', 'adwords', 'googleads', 'google-ads', 'google_ads'])
const MICROSOFT_SOURCES = new Set(['bing', 'microsoft', 'msn'])
const SOCIAL_SOURCES = new Set(['twitter', 'x', 'linkedin', 'tiktok', 'youtube', 'reddit', 'pinterest', 'threads'])

function hostOf(referrer: string | undefined): string {
  const url = referrerOf(referrer)
  return url ? url.hostname.toLowerCase().replace(/^www\./, '') : ''
}

/** The channel of one touch. Click ids win (an ad was clicked), then tags, then the referrer. */
export function classifyTouch(touch: LeadTouch | null | undefined): LeadSourceLabel {
  if (!touch) return 'Direct'
  if (touch.gclid) return 'Google Ads'
  if (touch.fbclid) return 'Facebook'
  if (touch.msclkid) return 'Microsoft Ads'
  const source = lower(touch.utm_source)
  const medium = lower(touch.utm_medium)
  if (source || medium || touch.utm_campaign) {
    if (EMAIL_MEDIA.has(medium) || EMAIL_MEDIA.has(source)) return 'Email'
    if (FACEBOOK_SOURCES.has(source)) return 'Facebook'
    const paid = PAID_MEDIA.has(medium)
    if (paid && GOOGLE_SOURCES.has(source)) return 'Google Ads'
    if (paid && MICROSOFT_SOURCES.has(source)) return 'Microsoft Ads'
    if (paid) return 'Other paid'
    if (medium === 'organic') return 'Organic search'
    if (SOCIAL_MEDIA.has(medium) || SOCIAL_SOURCES.has(source)) return 'Social'
    if (medium === 'referral') return 'Referral'
    return 'Other campaign'
  }
  const host = hostOf(touch.referrer)
  if (!host) return 'Direct'
  if (WEBMAIL.test(host)) return 'Email'
  if (SEARCH_ENGINES.test(`${host}.`) || SEARCH_ENGINES.test(host)) return 'Organic search'
  if (FACEBOOK.test(host)) return 'Facebook'
  if (SOCIAL.test(host)) return 'Social'
  return 'Referral'
}

/**
 * The lead's source: its last touch's channel, or the first touch's when the last was direct
 * (a shopper who came from an ad and typed the address back in still came from the ad).
 */
export function leadSourceOf(touches: LeadTouches | null | undefined): LeadSourceLabel | null {
  if (!touches) return null
  const last = classifyTouch(touches.last)
  return last === 'Direct' ? classifyTouch(touches.first) : last
}

/** One touch in words for staff and ADF comments, e.g. "Google Ads (utm_source=google, utm_campaign=spring, gclid)". */
export function describeTouch(touch: LeadTouch): string {
  const tags = (['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const).filter((k) => touch[k]).map((k) => `${k}=${touch[k]}`)
  const clicks = (['gclid', 'fbclid', 'msclkid'] as const).filter((k) => touch[k])
  const from = touch.referrer ? [`from ${touch.referrer}`] : []
  const details = [...tags, ...clicks, ...from]
  return details.length ? `${classifyTouch(touch)} (${details.join(', ')})` : classifyTouch(touch)
}

/** The lines staff and the dealer's CRM read: the source, then each touch. */
export function leadSourceLines(touches: LeadTouches | null | undefined): string[] {
  const source = leadSourceOf(touches)
  if (!touches || !source) return []
  return [`Source: ${source}`, `First touch: ${describeTouch(touches.first)}`, `Last touch: ${describeTouch(touches.last)}`]
}

/** What the browser keeps for the visit: the touches and when the shopper last loaded a page. */
export type StoredVisit = { touches: LeadTouches; seen: string }

/** The stored visit, or null when there is none, it is unreadable or tampered, or it has ended. */
export function liveVisit(raw: string | null | undefined, now: Date, visitMs: number): StoredVisit | null {
  if (!raw) return null
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return null
  }
  const rec = data && typeof data === 'object' ? (data as Record<string, unknown>) : null
  const touches = leadTouchesSchema.safeParse(rec?.touches)
  const seen = typeof rec?.seen === 'string' ? Date.parse(rec.seen) : NaN
  if (!touches.success || !Number.isFinite(seen)) return null
  if (now.getTime() - seen > visitMs) return null
  return { touches: touches.data, seen: new Date(seen).toISOString() }
}

/** The visit after a page load at `landing` (a full URL) from `referrer`. */
export function visitAfterLanding(raw: string | null | undefined, landing: string, referrer: string | null | undefined, now: Date, visitMs: number): StoredVisit {
  const current = liveVisit(raw, now, visitMs)
  let path = '/'
  try {
    path = new URL(landing).pathname
  } catch {
    // keep "/"
  }
  return { touches: nextTouches(current?.touches ?? null, touchFromLanding(landing, referrer, now), path, now), seen: now.toISOString() }
}

/** LEAD_SOURCE_VISIT_MINUTES: how long a visit lasts without a page load (default 30, like common analytics sessions). */
export function leadSourceVisitMinutes(raw: string | undefined, fallback = 30): number {
  return intSetting(raw, { fallback, min: 1, max: 24 * 60 })
}
