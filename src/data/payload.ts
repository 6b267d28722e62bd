import { getPayload, type Payload } from 'payload'

/**
 * The Payload Local API for server components, route handlers and jobs. The config
 * (payload.config.ts: every collection, hook, endpoint and job) is the app's composition root and
 * sits above this data layer, whose reads its hooks and jobs use: so it is loaded on first use,
 * not when this module loads (once: the loaded module is kept for every later call, which the
 * search endpoint makes per request), and the folder graph stays without a cycle.
 */
let config: ReturnType<typeof loadConfig> | undefined
const loadConfig = () => import('@payload-config').then((m) => m.default)

export const payloadClient = (): Promise<Payload> => getPayload({ config: (config ??= loadConfig()) })
