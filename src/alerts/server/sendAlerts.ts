/**
 * Sends the waiting alerts (issue 35 section 1): one e-mail per address and site holding every
 * car waiting for it, from the dealer, when it is due (instant, or a digest whose oldest car has
 * waited a day: rules/savedSearch dueForSending) and the address is under the site's cap of
 * e-mails per 24 hours (`alertEmailsPerDay`). Cars over the cap wait for the next e-mail: none is lost.
 *
 * Once: the cars of an e-mail are claimed (state `sending`, one `mailKey`) in one atomic UPDATE
 * before it goes out, so two runners (or a restart) never send the same car twice; after a send
 * the cars are `sent`. A send that fails for a while puts them back; a mail server's permanent
 * refusal of the address (5xx on the recipient) records a bounce, and nothing more goes to it.
 * An unsubscribed or bounced address gets nothing: its waiting cars are `suppressed`.
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import { readVehicleRecords } from '@/search/readVehicleRecords'
import { carUrl } from '@/search/searchLinks'
import { absoluteImageUrl, absoluteUrl, siteOrigin } from '@/seo/siteOrigin'
import { shopperFromFor } from '@/mail/shopperSender'
import { carTitle, cleanEmail } from '@/mail/shopperMail'
import { alertEmailsPerDay, dueForSending, savedSearchHref, shownPrice, DAY_MS, MAX_CARS_PER_ALERT, mayMailAgain, type AlertFrequency, type AlertReason } from '@/rules/savedSearch'
import { alertMail, type AlertCar, type AlertSection } from './alertMail'
import { signAlertToken } from './tokens'
import { isSuppressed, pool, suppressAddress } from './store'

export type SendRun = { mails: number; cars: number; suppressed: number; waiting: number }
type Item = { id: number; saved_search_id: number | null; vehicle_id: number; reason: AlertReason; frequency: AlertFrequency; created_at: Date; name: string | null; path: string | null; query: string | null }

/** How long a digest's first car waits (ALERTS_DIGEST_HOURS, default 24). */
function digestMs(env: Record<string, string | undefined> = process.env): number {
  const hours = Number(env.ALERTS_DIGEST_HOURS)
  return Number.isFinite(hours) && hours >= 0 && hours <= 168 ? hours * 60 * 60 * 1000 : DAY_MS
}

const money = (n: number | null) => (n === null ? undefined : `$${Math.round(n).toLocaleString('en-AU')}`)

/** A mail server's permanent refusal of the recipient (the address does not exist or takes no mail). */
function isPermanentRefusal(error: unknown): boolean {
  const code = Number((error as { responseCode?: unknown } | null)?.responseCode)
  return code >= 550 && code <= 553
}

async function sentInLastDay(payload: Payload, siteId: number, email: string, now: number): Promise<number> {
  const { rows } = await pool(payload).query(
    `SELECT count(DISTINCT mail_key)::int AS n FROM alert_items WHERE site_id = $1 AND email = $2 AND state IN ('sending', 'sent') AND sent_at IS NOT NULL AND sent_at > $3`,
    [siteId, email, new Date(now - DAY_MS)],
  )
  return Number(rows[0]?.n ?? 0)
}

async function pendingItems(payload: Payload, siteId: number, email: string): Promise<Item[]> {
  const { rows } = await pool(payload).query(
    `SELECT i.id, i.saved_search_id, i.vehicle_id, i.reason, i.frequency, i.created_at, s.name, s.path, s.query
       FROM alert_items i LEFT JOIN saved_searches s ON s.id = i.saved_search_id
      WHERE i.site_id = $1 AND i.email = $2 AND i.state = 'pending' AND (i.reason <> 'match' OR s.status = 'active')
      ORDER BY i.id`,
    [siteId, email],
  )
  return rows as Item[]
}

/** The e-mail's sections: one per saved search (its cars, a link to its page), one for watched cars. */
async function sectionsFor(payload: Payload, origin: string, items: readonly Item[]): Promise<AlertSection[]> {
  const { records } = await readVehicleRecords(payload, [...new Set(items.map((i) => i.vehicle_id))])
  const byId = new Map(records.map((r) => [Number(r.objectID), r]))
  const sections = new Map<string, AlertSection>()
  for (const item of items) {
    const record = byId.get(item.vehicle_id)
    if (!record) continue
    const key = item.saved_search_id ? `s${item.saved_search_id}` : 'watch'
    let section = sections.get(key)
    if (!section) {
      const link = item.path ? absoluteUrl(origin, savedSearchHref({ path: item.path, query: item.query ?? '' })) : absoluteUrl(origin, '/watchlist')
      section = { heading: item.name ?? 'Cars on your watchlist', link, cars: [], more: 0 }
      sections.set(key, section)
    }
    if (section.cars.length >= MAX_CARS_PER_ALERT) {
      section.more++
      continue
    }
    const car: AlertCar = {
      title: carTitle({ year: Number(record.year) || null, make: String(record.make ?? ''), model: String(record.model ?? ''), name: String(record.name ?? '') }) ?? 'Car',
      price: money(shownPrice(record)),
      photoUrl: absoluteImageUrl(origin, record.primary_image_url as string | undefined) ?? undefined,
      url: absoluteUrl(origin, carUrl(record.slug as string | undefined, record.objectID)),
      reason: item.reason,
    }
    section.cars.push(car)
  }
  return [...sections.values()]
}

/** One address on one site: suppressed, not due, over the cap, or one e-mail with its waiting cars. */
async function sendTo(payload: Payload, site: Site, email: string, now: number, run: SendRun): Promise<void> {
  if (await isSuppressed(payload, site.id, email)) {
    const result = await pool(payload).query(`UPDATE alert_items SET state = 'suppressed', updated_at = now() WHERE site_id = $1 AND email = $2 AND state = 'pending'`, [site.id, email])
    run.suppressed += result.rowCount ?? 0
    return
  }
  // Cars of a search deleted or switched off since they were found are not sent (nor looked at again).
  await pool(payload).query(
    `UPDATE alert_items i SET state = 'suppressed', updated_at = now() WHERE i.site_id = $1 AND i.email = $2 AND i.state = 'pending' AND i.reason = 'match'
       AND NOT EXISTS (SELECT 1 FROM saved_searches s WHERE s.id = i.saved_search_id AND s.status = 'active')`,
    [site.id, email],
  )
  const items = await pendingItems(payload, site.id, email)
  const waitMs = digestMs()
  if (!dueForSending(items.map((i) => ({ frequency: i.frequency, createdAt: new Date(i.created_at).getTime() })), now, waitMs)) {
    run.waiting += items.length
    return
  }
  if (!mayMailAgain(await sentInLastDay(payload, site.id, email, now), alertEmailsPerDay(site.settings))) {
    run.waiting += items.length
    return
  }
  const mailKey = crypto.randomUUID()
  const claimed = await pool(payload).query(
    `UPDATE alert_items SET state = 'sending', mail_key = $2, sent_at = $3, updated_at = now() WHERE id = ANY($1::int[]) AND state = 'pending' RETURNING id`,
    [items.map((i) => i.id), mailKey, new Date(now)],
  )
  const mine = new Set((claimed.rows as Array<{ id: number }>).map((r) => Number(r.id)))
  const claimedItems = items.filter((i) => mine.has(Number(i.id)))
  if (claimedItems.length === 0) return
  const origin = siteOrigin(site)
  const sections = await sectionsFor(payload, origin, claimedItems)
  const mail = alertMail({
    sender: { siteName: site.name, phone: site.phone, email: cleanEmail(site.email) },
    sections,
    unsubscribeUrl: `${origin}/api/saved-searches/unsubscribe?token=${encodeURIComponent(signAlertToken({ kind: 'u', site: site.id, email }, now))}`,
    manageUrl: `${origin}/api/saved-searches/manage?token=${encodeURIComponent(signAlertToken({ kind: 'm', site: site.id, email }, now))}`,
    digest: claimedItems.every((i) => i.frequency === 'daily'),
  })
  try {
    await payload.sendEmail({ from: shopperFromFor(payload, site), replyTo: cleanEmail(site.email), to: email, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers })
  } catch (error) {
    if (isPermanentRefusal(error)) {
      await pool(payload).query(`UPDATE alert_items SET state = 'suppressed', updated_at = now() WHERE mail_key = $1`, [mailKey])
      await suppressAddress(payload, site.id, email, 'bounced')
      return
    }
    await pool(payload).query(`UPDATE alert_items SET state = 'pending', mail_key = NULL, sent_at = NULL, updated_at = now() WHERE mail_key = $1`, [mailKey])
    throw error
  }
  await pool(payload).query(`UPDATE alert_items SET state = 'sent', updated_at = now() WHERE mail_key = $1`, [mailKey])
  run.mails++
  run.cars += claimedItems.length
}

/** One pass over every address with waiting alerts. A failed send is logged and retried next pass. */
export async function sendDueAlerts(payload: Payload, options: { now?: number } = {}): Promise<SendRun> {
  const now = options.now ?? Date.now()
  const run: SendRun = { mails: 0, cars: 0, suppressed: 0, waiting: 0 }
  const { rows } = await pool(payload).query(`SELECT DISTINCT site_id, email FROM alert_items WHERE state = 'pending' AND site_id IS NOT NULL LIMIT 1000`)
  const sites = new Map<number, Site | null>()
  for (const row of rows as Array<{ site_id: number; email: string }>) {
    if (!sites.has(row.site_id)) sites.set(row.site_id, (await payload.findByID({ collection: 'sites', id: row.site_id, depth: 0, overrideAccess: true, disableErrors: true })) as Site | null)
    const site = sites.get(row.site_id)
    if (!site) continue
    try {
      await sendTo(payload, site, row.email, now, run)
    } catch (error) {
      payload.logger.error({ msg: 'Alert e-mail not sent; retried next pass', site: site.id, err: (error as Error)?.message })
    }
  }
  return run
}
