/**
 * Payload's CSRF allow-list (`config.csrf`): the origins whose cookie-authenticated requests are
 * believed. Payload enforces it only when it is non-empty, so with SERVER_URL unset a page on any
 * origin could POST with a signed-in editor's cookie. It is now always set:
 *
 * - SERVER_URL's origin, and the local server itself (http://localhost:PORT, http://127.0.0.1:PORT);
 * - every site's domains (https and http) and its `{slug}.localhost:PORT` development host,
 *   loaded once the database is ready (the app's onInit waits for the start-up gate, so never
 *   before the migrations) and refreshed whenever a site is saved or deleted, on this instance
 *   (the hooks) or another one (followPeerSiteEdits); the array is updated in place: Payload reads
 *   `payload.config.csrf` on every request.
 *
 * A request with another Origin is treated as anonymous (its cookie is ignored), so it can change
 * nothing that needs a signed-in user.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Config, Payload, Plugin } from 'payload'

interface SiteHosts {
  slug?: string | null
  domains?: Array<{ domain?: string | null } | null> | null
}

function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/** The origins that do not depend on the database. */
function staticCsrfOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const port = env.PORT || '3000'
  return unique([originOf(env.SERVER_URL), `http://localhost:${port}`, `http://127.0.0.1:${port}`])
}

/** The origins of the sites' domains and development hosts. */
function siteCsrfOrigins(sites: readonly SiteHosts[], env: NodeJS.ProcessEnv = process.env): string[] {
  const port = env.PORT || '3000'
  const out: Array<string | null> = []
  for (const site of sites) {
    if (site.slug) out.push(`http://${site.slug}.localhost:${port}`)
    for (const row of site.domains ?? []) {
      const domain = row?.domain?.trim().toLowerCase()
      if (!domain) continue
      out.push(originOf(`https://${domain}`), originOf(`http://${domain}`))
    }
  }
  return unique(out)
}

function unique(list: Array<string | null>): string[] {
  return [...new Set(list.filter((o): o is string => Boolean(o)))]
}

/** Rebuild `payload.config.csrf` from the environment and every site (in place). */
export async function refreshCsrfOrigins(payload: Payload): Promise<string[]> {
  const sites = await payload.find({
    collection: 'sites',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { slug: true, domains: true },
  })
  const origins = unique([...staticCsrfOrigins(), ...payload.config.csrf.filter(isConfigured), ...siteCsrfOrigins(sites.docs as SiteHosts[])])
  payload.config.csrf.splice(0, payload.config.csrf.length, ...origins)
  return origins
}

/** Origins given in the config itself (kept across refreshes). */
const configured = new Set<string>()
const isConfigured = (origin: string) => configured.has(origin)

const refreshAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await refreshCsrfOrigins(req.payload).catch((e) => req.payload.logger.warn(`Could not refresh the CSRF allow-list: ${(e as Error).message}`))
  return doc
}

const refreshAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await refreshCsrfOrigins(req.payload).catch((e) => req.payload.logger.warn(`Could not refresh the CSRF allow-list: ${(e as Error).message}`))
  return doc
}

type ExpirySubscription = (listener: (expiry: { tags: readonly string[]; origin: string }) => void) => () => void

/**
 * Site edits saved on another instance reach this one as a 'peer' expiry of `sitesTag` (the
 * sites directory's cache tag, relayed by src/cache/expiryNotices.ts): refresh the allow-list
 * then too. Once per process.
 */
export function followPeerSiteEdits(payload: Payload, { subscribe, sitesTag }: { subscribe: ExpirySubscription; sitesTag: string }): void {
  if (followed) return
  followed = subscribe((expiry) => {
    if (expiry.origin !== 'peer' || !expiry.tags.includes(sitesTag)) return
    void refreshCsrfOrigins(payload).catch((e) => payload.logger.warn(`Could not refresh the CSRF allow-list: ${(e as Error).message}`))
  })
}
let followed: (() => void) | undefined

/**
 * The plugin that keeps the allow-list: seeds `csrf` with the static origins, loads the sites'
 * origins on init, and refreshes them after any change to `sites`.
 */
export const csrfOriginsPlugin: Plugin = (config: Config): Config => {
  for (const origin of config.csrf ?? []) configured.add(origin)
  const previousInit = config.onInit
  return {
    ...config,
    csrf: unique([...(config.csrf ?? []), ...staticCsrfOrigins()]),
    collections: (config.collections ?? []).map((collection) =>
      collection.slug !== 'sites'
        ? collection
        : {
            ...collection,
            hooks: {
              ...collection.hooks,
              afterChange: [...(collection.hooks?.afterChange ?? []), refreshAfterChange],
              afterDelete: [...(collection.hooks?.afterDelete ?? []), refreshAfterDelete],
            },
          },
    ),
    onInit: async (payload) => {
      await previousInit?.(payload)
      await refreshCsrfOrigins(payload).catch((e) => payload.logger.warn(`Could not load the sites' origins for CSRF: ${(e as Error).message}`))
    },
  }
}
