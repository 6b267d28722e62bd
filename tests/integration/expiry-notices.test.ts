/**
 * Cache expiries between app instances on real PostgreSQL (src/cache/expiryNotices.ts): a hook's
 * local expiry on this process reaches another instance's bus as 'peer', through NOTIFY/LISTEN on
 * `cache_expiry`, and an expiry another instance sends is published here as 'peer'; this process
 * never receives its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { testPayload } from './payload'
import { onExpiry, type CacheExpiry } from '../../src/cache/expiryBus'
import { expireTags } from '../../src/cache/revalidate'
import { EXPIRY_CHANNEL, parseExpiryNotice, relayExpiriesBetweenInstances, type ExpiryRelay } from '../../src/cache/expiryNotices'
import { createPgListener, sendNotice, type Listener } from '../../src/notices/pgListener'

async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (check()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`never happened: ${what}`)
}

let relay: ExpiryRelay
let otherInstance: Listener
let sender: pg.Pool
const heardByOther: string[] = []

beforeAll(async () => {
  await testPayload()
  const connectionString = process.env.DATABASE_URL!
  relay = relayExpiriesBetweenInstances(connectionString)!
  await relay.ready
  // Another instance, as PostgreSQL sees it: its own LISTEN connection and its own id.
  otherInstance = createPgListener({ connectionString, channels: [EXPIRY_CHANNEL], onNotice: (_channel, payload) => void heardByOther.push(payload) })
  await otherInstance.ready
  sender = new pg.Pool({ connectionString, max: 1 })
})
afterAll(async () => {
  await relay?.close()
  await otherInstance?.close()
  await sender?.end()
})

describe('expiry notices', () => {
  it("send this process's local expiries to the other instances", async () => {
    expireTags(['site:41', 'site:41:pages'])
    await eventually(() => heardByOther.length > 0, 'the other instance hears the expiry')
    expect(parseExpiryNotice(heardByOther[0]!)?.tags).toEqual(['site:41', 'site:41:pages'])
  })

  it("publish another instance's expiry here as 'peer', and never this process's own", async () => {
    const seen: CacheExpiry[] = []
    const stop = onExpiry((e) => void seen.push(e))
    try {
      await sendNotice(sender, EXPIRY_CHANNEL, JSON.stringify({ from: 'another-instance', tags: ['site:42'] }))
      await eventually(() => seen.length > 0, 'the peer expiry arrives')
      expect(seen).toEqual([{ tags: ['site:42'], origin: 'peer' }])
      seen.length = 0
      expireTags(['site:43'])
      await new Promise((r) => setTimeout(r, 1000))
      // Only the local publish itself: its notice came back to this process and was ignored.
      expect(seen).toEqual([{ tags: ['site:43'], origin: 'local' }])
    } finally {
      stop()
    }
  })
})
