/**
 * "Vehicles changed" notices between app instances (PostgreSQL NOTIFY on `search_vehicles`).
 *
 * The search jobs (src/search/jobs.ts) run on one instance each; in embedded search mode that
 * instance's index is current, and the others learn of the change from this notice and read the
 * vehicles themselves (src/notices/followVehicleNotices.ts). A notice carries ids only, never
 * records: the receiver reads the committed row, so a late or repeated notice does no harm.
 * Algolia mode needs none (one index for all instances).
 */
import type { Payload } from 'payload'
import { sendNotice } from './pgListener'
import { noticeFields, packedNoticePayloads } from './noticePayloads'
import { instanceId } from './instance'
import { VEHICLES_CHANNEL, type VehicleNotice } from './channels'

export { VEHICLES_CHANNEL, type VehicleNotice }
/** Above this many ids a notice says "reload everything" instead of listing them. */
export const MAX_NOTICE_IDS = 5000

export { instanceId }

/** The NOTIFY payloads for these ids: as few as fit under PostgreSQL's limit, or one "all". */
export function vehicleNoticePayloads(from: string, ids: readonly (number | string)[] | 'all'): string[] {
  if (ids === 'all') return [JSON.stringify({ from, all: true })]
  const clean = [...new Set(ids.map(Number).filter((n) => Number.isInteger(n) && n > 0))]
  if (clean.length === 0) return []
  if (clean.length > MAX_NOTICE_IDS) return [JSON.stringify({ from, all: true })]
  return packedNoticePayloads(from, 'ids', clean)
}

/** A received payload, or null when it is not a well-formed vehicle notice. */
export function parseVehicleNotice(payload: string): VehicleNotice | null {
  const message = noticeFields(payload)
  if (!message) return null
  const { from, ids, all } = message
  if (typeof from !== 'string') return null
  if (all === true) return { from, ids: [], all: true }
  if (!Array.isArray(ids)) return null
  const clean = ids.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0)
  return clean.length > 0 ? { from, ids: clean, all: false } : null
}

/**
 * Tell the other instances that these vehicles changed (or 'all' after a rebuild). Never throws:
 * a notice that cannot be sent is healed by the receivers' periodic check. `from` is this
 * process (a test stands in for another instance).
 */
export async function publishVehicleChanges(payload: Payload, ids: readonly (number | string)[] | 'all', from = instanceId()): Promise<void> {
  const pool = payload.db?.pool
  if (!pool) return
  try {
    for (const message of vehicleNoticePayloads(from, ids)) await sendNotice(pool, VEHICLES_CHANNEL, message)
  } catch (error) {
    payload.logger?.warn(`Search: could not notify other instances of changed vehicles (${(error as Error).message}); they catch up by their periodic check`)
  }
}
