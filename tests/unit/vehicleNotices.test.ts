/**
 * "Vehicles changed" notices (src/notices/vehicleNotices.ts): ids only, split under PostgreSQL's
 * payload limit, "reload everything" for very many, and anything malformed ignored.
 */
import { describe, expect, it } from 'vitest'
import { MAX_NOTICE_IDS, parseVehicleNotice, vehicleNoticePayloads } from '@/notices/vehicleNotices'
import { MAX_NOTICE_BYTES } from '@/notices/pgListener'

describe('vehicle notices', () => {
  it('carry the ids, deduplicated, and read back', () => {
    const [one, ...rest] = vehicleNoticePayloads('me', [3, '4', 3, 'x', -1])
    expect(rest).toEqual([])
    expect(parseVehicleNotice(one!)).toEqual({ from: 'me', ids: [3, 4], all: false })
  })

  it('split many ids under the payload limit, and say "all" for very many', () => {
    const ids = Array.from({ length: 3000 }, (_, i) => 100_000 + i)
    const payloads = vehicleNoticePayloads('me', ids)
    expect(payloads.length).toBeGreaterThan(1)
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_NOTICE_BYTES)
    expect(payloads.flatMap((p) => parseVehicleNotice(p)!.ids)).toEqual(ids)
    const all = vehicleNoticePayloads('me', Array.from({ length: MAX_NOTICE_IDS + 1 }, (_, i) => i + 1))
    expect(all.map((p) => parseVehicleNotice(p))).toEqual([{ from: 'me', ids: [], all: true }])
    expect(vehicleNoticePayloads('me', [])).toEqual([])
  })

  it('ignore anything malformed', () => {
    for (const bad of ['', 'nope', '[]', '{"ids":[1]}', '{"from":"x","ids":"1"}', '{"from":"x","ids":[0,-2,"3"]}']) {
      expect(parseVehicleNotice(bad), bad).toBeNull()
    }
  })
})
