/** One alerts pass: match the changed cars (./matchJob.ts), then send what is due (./sendAlerts.ts). */
import type { Payload } from 'payload'
import { runAlertMatching } from './matchJob'
import { sendDueAlerts } from './sendAlerts'

export async function runAlerts(payload: Payload, now: number = Date.now()) {
  const matched = await runAlertMatching(payload, { now })
  const sent = await sendDueAlerts(payload, { now })
  return { matched, sent }
}
