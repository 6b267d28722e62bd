/**
 * The front: the edge's stage that answers shopper traffic before Next when it can. Three layers
 * share it, their per-process secret and their expiry:
 * - the search endpoint's repeated multi-queries (src/server/frontSearch.ts, once the route has
 *   offered its bridge on src/search/frontSearchChannel.ts);
 * - search landings with a query string (src/server/queryLanding.ts);
 * - finished shareable pages (src/server/frontCache.ts);
 * - optimised images (`/_next/image?…`, src/server/frontImages.ts), kept for their max-age.
 * The front's own loopback fetches (marked with the secret) and everything else go on to Next.
 *
 * Every cache tag expiry on the expiry bus (src/cache/expiryBus.ts: Next's cache handlers publish
 * there, for this instance's edits and other instances' notices) drops all three.
 *
 * Production only. `FRONT_CACHE=off` turns the front off; `FRONT_CACHE_MB` bounds the page cache
 * (default 64 MB); `FRONT_SEARCH=off` leaves search requests to Next; `QUERY_LANDING=off` leaves
 * landings to Next, `QUERY_LANDING=shell` answers every one with the cached shell (shedding all,
 * e.g. during an incident, and how the e2e covers that path); `QUERY_LANDING_BUDGET_MS`;
 * `FRONT_IMAGES_MB` bounds the image layer (default 32 MB; 0 leaves images to Next).
 */
import { onExpiry } from '../cache/expiryBus'
import { createFrontCache, frontCacheKey, type FrontCache } from './frontCache'
import { createFrontImages, IMAGE_PATH_PREFIX, type FrontImages } from './frontImages'
import { createFrontSearch, type FrontSearch } from './frontSearch'
import { BYPASS_HEADER, loopbackFetch } from './frontStore'
import { onFrontSearchBridge, type FrontSearchBridge } from '../search/frontSearchChannel'
import { createQueryLanding, queryLandingPath, type QueryLanding } from './queryLanding'
import type { Stage } from './stage'

export interface FrontSettings {
  /** `FRONT_CACHE` */
  cache?: string
  /** `FRONT_CACHE_MB` */
  cacheMb?: string
  /** `FRONT_SEARCH` */
  search?: string
  /** `QUERY_LANDING` */
  landing?: string
  /** `QUERY_LANDING_BUDGET_MS` */
  landingBudgetMs?: string
  /** `FRONT_IMAGES_MB` */
  imagesMb?: string
}

export const frontSettingsFrom = (env: NodeJS.ProcessEnv): FrontSettings => ({
  cache: env.FRONT_CACHE,
  cacheMb: env.FRONT_CACHE_MB,
  search: env.FRONT_SEARCH,
  landing: env.QUERY_LANDING,
  landingBudgetMs: env.QUERY_LANDING_BUDGET_MS,
  imagesMb: env.FRONT_IMAGES_MB,
})

export interface Front {
  stage: Stage
  cache: FrontCache
  search: FrontSearch
  landing: QueryLanding | null
  images: FrontImages | null
  /** Drops every stored answer (what an expiry on the bus does). */
  expire(): void
  /** Stops listening to the expiry bus and the search bridge channel, and the overload log. */
  close(): void
}

/** The front for this server (`port`: where its own loopback fetches go), listening to the expiry bus. */
export function createFront({ port, secret, settings, log = (line) => console.log(line) }: { port: () => number; secret: string; settings: FrontSettings; log?: (line: string) => void }): Front {
  const mb = Number(settings.cacheMb)
  const cache = createFrontCache({ budgetBytes: (Number.isFinite(mb) && mb > 0 ? mb : 64) * 1024 * 1024, port, token: secret })
  let bridge: FrontSearchBridge | undefined
  const stopBridge = onFrontSearchBridge((offered) => {
    bridge = offered
  })
  const search = createFrontSearch({ port, token: secret, enabled: settings.search !== 'off', bridge: () => bridge })
  const budget = Number(settings.landingBudgetMs)
  const landing =
    settings.landing === 'off'
      ? null
      : createQueryLanding({
          port,
          token: secret,
          shellFor: cache.shellFor,
          shedAll: settings.landing === 'shell',
          ...(settings.landingBudgetMs !== undefined && settings.landingBudgetMs !== '' && Number.isFinite(budget) && budget >= 0 ? { budgetMs: budget } : {}),
        })

  const imagesMb = settings.imagesMb === undefined || settings.imagesMb === '' ? 32 : Number(settings.imagesMb)
  const images =
    Number.isFinite(imagesMb) && imagesMb > 0
      ? createFrontImages({
          maxBytes: imagesMb * 1024 * 1024,
          fetchImage: (path, accept, host) =>
            loopbackFetch({ port: port(), method: 'GET', path, headers: { host, accept, [BYPASS_HEADER]: secret }, timeoutMs: 30_000, what: 'front images' }),
        })
      : null

  const expire = () => {
    cache.expire()
    search.expire()
    landing?.expire()
  }
  const stopExpiry = onExpiry(expire)

  // Overload made visible: one line per 10 s in which some landings got the shell.
  let last = landing?.stats()
  const overloadLog = landing
    ? setInterval(() => {
        const now = landing.stats()
        if (last && now.shell > last.shell) {
          log(
            `[query landing] last 10 s: ${now.rendered - last.rendered} rendered, ${now.reused - last.reused} reused, ${now.shell - last.shell} answered with the cached shell (a render ≈ ${now.serviceMs} ms of CPU)`,
          )
        }
        last = now
      }, 10_000).unref()
    : undefined

  const stage: Stage = (req, res, next) => {
    const own = cache.isOwnFetch(req)
    if (own) return next()
    if (search.accepts(req)) return void search.handle(req, res)
    if (images && req.url?.startsWith(IMAGE_PATH_PREFIX)) {
      images.handle(req, res).then((answered) => answered || next(), next)
      return
    }
    const landingPath = landing ? queryLandingPath(req) : null
    if (landing && landingPath) {
      landing.handle(req, res, landingPath).then((answered) => answered || next(), next)
      return
    }
    const key = frontCacheKey(req)
    if (!key) return next()
    cache.handle(req, res, key).then((answered) => answered || next(), next)
  }

  return {
    stage,
    cache,
    search,
    landing,
    images,
    expire,
    close() {
      stopExpiry()
      stopBridge()
      if (overloadLog) clearInterval(overloadLog)
    },
  }
}
