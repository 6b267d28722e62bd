/**
 * The CSRF allow-list follows site edits made on another instance: a peer's expiry of the
 * sites directory (relayed by src/cache/expiryNotices.ts) reloads the sites' origins here;
 * this instance's own edits (its hooks refresh already) and other tags do not.
 */
import { describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { followPeerSiteEdits } from '../../../src/security/csrfOrigins'

type Expiry = { tags: readonly string[]; origin: string }

describe('followPeerSiteEdits', () => {
  it("reloads the sites' origins when another instance changed a site", async () => {
    let listener: ((expiry: Expiry) => void) | undefined
    let sites = [{ slug: 'alpha', domains: [{ domain: 'www.alpha.example' }] }]
    const payload = {
      config: { csrf: [] as string[] },
      find: async () => ({ docs: sites }),
      logger: { warn: () => {} },
    } as unknown as Payload
    followPeerSiteEdits(payload, { subscribe: (l) => ((listener = l), () => {}), sitesTag: 'sites-directory' })

    sites = [...sites, { slug: 'bravo', domains: [{ domain: 'www.bravo.example' }] }]
    listener!({ tags: ['site:2'], origin: 'peer' })
    listener!({ tags: ['sites-directory'], origin: 'local' })
    await new Promise((r) => setImmediate(r))
    expect(payload.config.csrf).toEqual([])

    listener!({ tags: ['site:2', 'sites-directory'], origin: 'peer' })
    await new Promise((r) => setImmediate(r))
    expect(payload.config.csrf).toContain('https://www.bravo.example')
    expect(payload.config.csrf).toContain('https://www.alpha.example')
  })
})
