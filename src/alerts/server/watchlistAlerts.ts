/**
 * Watchlist alerts (issue 35 section 1): a watched car that drops in price, is reserved or is sold
 * becomes an alert to its shopper, on sites with saved searches and alerts on, for shoppers who
 * agreed to be contacted (`customers.consent`). Each watchlist entry remembers what its shopper was
 * last told (`toldPrice`, `toldStatus`, set when the car is saved): a change against that is news,
 * once (the alert key holds the kind and the new price).
 */
import type { Payload } from 'payload'
import type { IndexRecord } from '@/search/index'
import { alertKey, shownPrice, watchedStatus, watchlistChange } from '@/rules/savedSearch'
import { insertAlertItems, pool } from './store'

type Watch = { id: number; site_id: number; vehicle_id: number; told_price: string | null; told_status: string | null; email: string }

export async function queueWatchlistAlerts(payload: Payload, records: readonly IndexRecord[]): Promise<number> {
  const byId = new Map(records.map((r) => [Number(r.objectID), r]))
  if (byId.size === 0) return 0
  const { rows } = await pool(payload).query(
    `SELECT w.id, w.site_id, w.vehicle_id, w.told_price, w.told_status, c.email
       FROM watchlist_items w JOIN customers c ON c.id = w.customer_id JOIN sites s ON s.id = w.site_id
      WHERE w.vehicle_id = ANY($1::int[]) AND c.consent = true AND s.settings_saved_searches_enabled = true`,
    [[...byId.keys()]],
  )
  const items = []
  for (const watch of rows as Watch[]) {
    const record = byId.get(Number(watch.vehicle_id))
    if (!record) continue
    const now = { price: shownPrice(record), status: record.status as string | null, reserved: record.reserved === true }
    const told = { price: watch.told_price === null ? null : Number(watch.told_price), status: watch.told_status }
    const change = told.status === null ? null : watchlistChange(told, now)
    if (change) {
      items.push({ key: alertKey({ watchId: watch.id, vehicleId: watch.vehicle_id, reason: change, price: now.price }), siteId: watch.site_id, email: watch.email, searchId: null, vehicleId: watch.vehicle_id, reason: change, frequency: 'instant' })
    }
    if (told.status === null || change || told.price !== now.price) {
      await pool(payload).query(`UPDATE watchlist_items SET told_price = $2, told_status = $3 WHERE id = $1`, [watch.id, now.price, watchedStatus(now)])
    }
  }
  return items.length ? insertAlertItems(payload, items) : 0
}
